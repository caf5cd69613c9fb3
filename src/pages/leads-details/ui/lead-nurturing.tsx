import { useQuery } from '@tanstack/react-query';
import { creditsText, ENROLMENT_STATUS_LABEL, STEP_STATUS_LABEL, STOP_REASON_LABEL, nurturingQueries, type NurturingEnrolment } from '@/entities/nurturing';
import { StartNurtureControl, StopNurtureButton } from '@/features/nurture-lead';
import { formatDateTime } from '@/shared/lib/date';
import { PanelItem, PanelList, PanelMeta, QueryState } from '@/shared/ui/panel';
import type { PageNotice } from './lead-details-view';
import * as styles from './lead-details.css';

const CHANNEL = { email: 'Email', whatsapp: 'WhatsApp' } as const;

function statusLine(enrolment: NurturingEnrolment): string {
  const status = ENROLMENT_STATUS_LABEL[enrolment.status];
  const why = enrolment.stop_reason ? `: ${STOP_REASON_LABEL[enrolment.stop_reason]}` : '';
  const next = enrolment.next_step_at ? ` · next step ${formatDateTime(enrolment.next_step_at)}` : '';
  return `${status}${why} · ${enrolment.steps_done} of ${enrolment.steps_total} steps done${next}`;
}

/** The lead's drip sequences, each with its steps (channel, when, state); a running one can be stopped; a new one started. */
export function LeadNurturing({ leadId, onNotice }: { leadId: number; onNotice: (notice: PageNotice) => void }) {
  const query = useQuery(nurturingQueries.leadEnrolments(leadId));
  const failed = (text: string) => onNotice({ tone: 'danger', text });
  return (
    <>
      <div className={styles.assign}>
        <StartNurtureControl
          leadId={leadId}
          onStarted={(name, credits) => onNotice({ tone: 'success', text: `Nurturing started: “${name}”, ${creditsText(credits)} held.` })}
          onFailed={failed}
        />
      </div>
      <QueryState query={query} what="the nurturing" isEmpty={(data) => data.enrolments.length === 0} empty="Not in any nurturing sequence yet.">
        {(data) => (
          <PanelList label="Nurturing sequences">
            {data.enrolments.map((enrolment) => (
              <PanelItem
                key={enrolment.enrolment_id}
                title={enrolment.service_name}
                label={enrolment.service_name}
                meta={<PanelMeta>{statusLine(enrolment)}</PanelMeta>}
              >
                <ol className={styles.timeline} aria-label={`Steps of ${enrolment.service_name}`}>
                  {enrolment.steps.map((step) => (
                    <li key={step.step_no} className={styles.entry}>
                      {step.step_no}. {CHANNEL[step.channel]}: {step.template_name}
                      <span className={styles.meta}>
                        {STEP_STATUS_LABEL[step.status]} · {formatDateTime(step.sent_at ?? step.scheduled_at)}
                        {step.reason ? ` · ${step.reason in STOP_REASON_LABEL ? STOP_REASON_LABEL[step.reason as keyof typeof STOP_REASON_LABEL] : step.reason}` : ''}
                      </span>
                    </li>
                  ))}
                </ol>
                {enrolment.status === 'active' ? (
                  <StopNurtureButton
                    enrolment={enrolment}
                    onStopped={(stopped) => onNotice({ tone: 'success', text: `“${stopped.service_name}” stopped; ${creditsText(stopped.credits_released)} came back.` })}
                    onFailed={failed}
                  />
                ) : null}
              </PanelItem>
            ))}
          </PanelList>
        )}
      </QueryState>
    </>
  );
}
