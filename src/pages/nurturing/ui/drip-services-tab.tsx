import { useQuery } from '@tanstack/react-query';
import { creditsText, nurturingQueries, type NurturingService } from '@/entities/nurturing';
import { Badge } from '@/shared/ui/badge';
import { Muted } from '@/shared/ui/page';
import { ItemsState } from './tab-table';
import * as styles from './nurturing-page.css';

// The drip services (listNurturingServices): the sequences a lead can be enrolled in from its page, each with its
// steps. Read-only: the contract has no call that edits a sequence.

type Step = NurturingService['sequence'][number];

const CHANNEL_LABEL: Record<Step['channel'], string> = { email: 'Email', whatsapp: 'WhatsApp' };

const dayText = (offset: number) => (offset === 0 ? 'Day 0 (at the start)' : `Day ${offset}`);

/** The first WhatsApp templates, to name the template of a WhatsApp step (the service answers its id). */
const TEMPLATE_NAMES = { page: 1, page_size: 100 } as const;

/** What one step costs: the nurture-step rate, the same for every step (credits per lead ÷ steps). */
function perStep(service: NurturingService): string | null {
  if (service.steps === 0 || service.credits_per_lead % service.steps !== 0) return null;
  return creditsText(service.credits_per_lead / service.steps);
}

function ServiceCard({ service, templateName }: { service: NurturingService; templateName: (id: number) => string | null }) {
  const headingId = `drip-service-${service.ns_id}`;
  const step = perStep(service);
  return (
    <li className={styles.drip} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.dripTitle}>
        {service.name} {service.active ? null : <Badge tone="neutral">Switched off</Badge>}
      </h3>
      {service.description ? <p className={styles.sub}>{service.description}</p> : null}
      <p className={styles.dripFacts}>
        {`${service.steps} step${service.steps === 1 ? '' : 's'} over ${service.duration_days} day${service.duration_days === 1 ? '' : 's'}`}
        {` · ${service.channels.map((channel) => CHANNEL_LABEL[channel]).join(' and ')}`}
        {` · ${creditsText(service.credits_per_lead)} per lead`}
        {step ? ` (${step} a step)` : null}
      </p>
      <ol className={styles.steps} aria-label={`Steps of ${service.name}`}>
        {service.sequence.map((s) => {
          const template = s.template_id === null ? null : (templateName(s.template_id) ?? `template #${s.template_id}`);
          return (
            <li key={s.step_no} className={styles.step}>
              <span className={styles.stepDay}>{dayText(s.day_offset)}</span>
              <span>
                <span className={styles.name}>{`${CHANNEL_LABEL[s.channel]}: ${s.name}`}</span>
                <span className={styles.sub}>{template ? `WhatsApp template ${template}` : 'Its own mail (subject and text)'}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </li>
  );
}

/**
 * The Drip services tab: each sequence with its steps (channel, day, template), what enrolling one lead costs and
 * what a step costs. A lead is enrolled from its own page (/my_leads/{lead_id}, "Nurturing").
 */
export function DripServicesTab() {
  const services = useQuery(nurturingQueries.services());
  const templates = useQuery(nurturingQueries.whatsappTemplates(TEMPLATE_NAMES));
  const templateName = (id: number) => templates.data?.items.find((t) => t.template_id === id)?.name ?? null;
  return (
    <>
      <h2 className={styles.top}>Drip services</h2>
      <Muted>
        Sequences of emails and WhatsApp messages sent on set days after a lead is enrolled, stopping when the lead replies, converts or opts out.
        Enrolling a lead holds the credits of every step; a step not sent gives its credits back. Enrol a lead from its page.
      </Muted>
      <ItemsState query={services} what="the drip services" empty="No drip services are offered yet.">
        {(data) => (
          <ul className={styles.drips} aria-label="Drip services">
            {data.items.map((service) => (
              <ServiceCard key={service.ns_id} service={service} templateName={templateName} />
            ))}
          </ul>
        )}
      </ItemsState>
    </>
  );
}
