import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BalanceShortNotice, creditsText, nurturingQueries, type NurturingBulkResult, type NurturingService } from '@/entities/nurturing';
import { DetailList } from '@/shared/ui/detail-list';
import { FormActions, FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Muted, Notice } from '@/shared/ui/page';
import { hasNoItems, QueryState } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { useBulkNurture } from '../api/bulk-nurture.mutation';
import { creditsPerStep, newBulkNurtureKey, nurtureFailure } from '../model/bulk-nurture';
import * as styles from './bulk-nurture.css';
import { formatCount } from '@/shared/lib/number-format';

export type BulkNurtureDialogProps = FormDialogProps & {
  leadIds: readonly number[];
  /** Called once the leads were enrolled (the dialog has closed), with the report and the service's name. */
  onEnrolled: (result: NurturingBulkResult, serviceName: string) => void;
};

const CHANNEL: Record<NurturingService['channels'][number], string> = { email: 'Email', whatsapp: 'WhatsApp' };
const plural = (count: number, one: string, other: string) => `${formatCount(count)} ${count === 1 ? one : other}`;

/** "Start nurturing" for the selected leads: pick a drip service, see its steps and what it holds, enrol them all. */
export function BulkNurtureDialog({ leadIds, onEnrolled, ...dialog }: BulkNurtureDialogProps) {
  return (
    <FormDialog {...dialog} title="Start nurturing" description={`Enrol ${plural(leadIds.length, 'selected lead', 'selected leads')} in a nurturing sequence.`}>
      {(close, finish) => <BulkNurture leadIds={leadIds} onCancel={close} onEnrolled={finish(onEnrolled)} />}
    </FormDialog>
  );
}

function ServiceSteps({ service }: { service: NurturingService }) {
  return (
    <ol className={styles.steps} aria-label={`Steps of ${service.name}`}>
      {service.sequence.map((step) => (
        <li key={step.step_no}>
          Day {step.day_offset} · {CHANNEL[step.channel]} · {step.name}
        </li>
      ))}
    </ol>
  );
}

function BulkNurture({ leadIds, onCancel, onEnrolled }: { leadIds: readonly number[]; onCancel: () => void; onEnrolled: (result: NurturingBulkResult, serviceName: string) => void }) {
  const services = useQuery(nurturingQueries.services());
  const credits = useQuery(nurturingQueries.credits());
  // One key for this opening of the dialog: a retry after a lost answer repeats it, so nobody is enrolled twice.
  const [key] = useState(newBulkNurtureKey);
  const enrol = useBulkNurture(key);
  const [choice, setChoice] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const selectId = useId();
  const service = services.data?.items.find((item) => String(item.ns_id) === choice);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    if (!service) {
      setChoiceError('Choose a sequence.');
      document.getElementById(selectId)?.focus();
      return;
    }
    setChoiceError(null);
    enrol.mutate({ lead_ids: [...leadIds], ns_id: service.ns_id }, { onSuccess: (result) => onEnrolled(result, service.name), onError: (error) => setRefusal(nurtureFailure(error)) });
  };

  const cost = service ? service.credits_per_lead * leadIds.length : 0;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Start nurturing">
      <Muted>Leads already in the sequence, without the email or mobile number its steps need, or who opted out are skipped and not charged.</Muted>
      <QueryState query={services} what="the sequences" isEmpty={hasNoItems} empty="No nurturing sequence is available yet.">
        {(data) => (
          <SelectField
            id={selectId}
            label="Nurturing sequence"
            emptyOption="Choose a sequence"
            options={data.items.map((item) => ({ value: String(item.ns_id), label: `${item.name} · ${plural(item.steps, 'step', 'steps')} · ${creditsText(item.credits_per_lead)} a lead` }))}
            value={choice}
            error={choiceError}
            spaced
            onChange={(event) => {
              setChoice(event.target.value);
              setChoiceError(null);
            }}
          />
        )}
      </QueryState>
      {service ? (
        <>
          {service.description ? <Muted>{service.description}</Muted> : null}
          <ServiceSteps service={service} />
          <DetailList
            items={[
              { term: 'Leads selected', value: formatCount(leadIds.length) },
              { term: 'Credits per step', value: creditsText(creditsPerStep(service)) },
              { term: 'Credits per lead', value: creditsText(service.credits_per_lead) },
              { term: 'Cost, at most', value: creditsText(cost) },
              { term: 'Your balance', value: credits.data ? creditsText(credits.data.balance) : credits.isError ? 'Could not be loaded' : 'Loading…' },
              { term: 'Balance after, at least', value: credits.data ? creditsText(credits.data.balance - cost) : '—' },
            ]}
          />
          <BalanceShortNotice cost={cost} balance={credits.data?.balance} covering="every lead" forWhom={`all ${formatCount(leadIds.length)}`} otherwise="nobody is enrolled or charged" />
        </>
      ) : null}
      {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
      <FormActions submit="Start nurturing" busyLabel="Starting…" busy={enrol.isPending} onCancel={onCancel} />
    </form>
  );
}
