import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Lead } from '@/entities/lead';
import { BalanceShortNotice, creditsText, nurturingQueries, TEMPLATE_CATEGORY_LABEL, type BroadcastStart, type WhatsAppLeadField } from '@/entities/nurturing';
import { DetailList } from '@/shared/ui/detail-list';
import { FormActions, FormDialog, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Muted, Notice } from '@/shared/ui/page';
import { hasNoItems, QueryState } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useBulkWhatsApp } from '../api/bulk-whatsapp.mutation';
import {
  broadcastBody,
  broadcastCost,
  broadcastFailure,
  defaultBroadcastName,
  emptyFills,
  LEAD_FIELDS,
  NAME_MAX,
  newBroadcastKey,
  previewText,
  TEXT_MAX,
  type VariableFill,
} from '../model/bulk-whatsapp';
import * as styles from './bulk-whatsapp.css';
import { formatCount } from '@/shared/lib/number-format';

export type BulkWhatsAppDialogProps = FormDialogProps & {
  /** The selected leads (their mobile says who can get a WhatsApp message). */
  leads: readonly Pick<Lead, 'lead_id' | 'mobile'>[];
  /** Called once the broadcast started (the dialog has closed). */
  onSent: (start: BroadcastStart) => void;
};

const plural = (count: number, one: string, other: string) => `${formatCount(count)} ${count === 1 ? one : other}`;

/** "Send WhatsApp" to the selected leads: an approved template, its variables, the cost and the balance after, Send. */
export function BulkWhatsAppDialog({ leads, onSent, ...dialog }: BulkWhatsAppDialogProps) {
  return (
    <FormDialog {...dialog} title="Send a WhatsApp message" description={`A broadcast of an approved template to ${plural(leads.length, 'selected lead', 'selected leads')}.`}>
      {(close, finish) => <BulkWhatsApp leads={leads} onCancel={close} onSent={finish(onSent)} />}
    </FormDialog>
  );
}

/** Where a variable's value comes from, in words ("The lead’s first name"). */
const FIELD_SOURCE_LABEL: Record<WhatsAppLeadField, string> = {
  first_name: 'The lead’s first name',
  last_name: 'The lead’s last name',
  full_name: 'The lead’s full name',
  email: 'The lead’s email',
  mobile: 'The lead’s mobile number',
  owner_name: 'The name of the lead’s owner',
};
const SOURCE_OPTIONS = [{ value: 'text', label: 'A text I write (the same for every lead)' }, ...LEAD_FIELDS.map((field) => ({ value: field, label: FIELD_SOURCE_LABEL[field] }))];

function BulkWhatsApp({ leads, onCancel, onSent }: { leads: readonly Pick<Lead, 'lead_id' | 'mobile'>[]; onCancel: () => void; onSent: (start: BroadcastStart) => void }) {
  const templates = useQuery(nurturingQueries.whatsappTemplates({ status: 'approved', page_size: 100 }));
  const rates = useQuery(nurturingQueries.broadcastRates());
  const credits = useQuery(nurturingQueries.credits());
  // One key for this opening of the dialog, whatever is chosen in it: a retry after a lost answer repeats it, so
  // the broadcast is never sent or charged twice (the server answers 409 if the values changed meanwhile).
  const [key] = useState(newBroadcastKey);
  const send = useBulkWhatsApp(key);
  const [choice, setChoice] = useState('');
  const [fills, setFills] = useState<VariableFill[]>([]);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ template?: string; name?: string; fills: (string | undefined)[] }>({ fills: [] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const baseId = useId();
  const template = templates.data?.items.find((item) => String(item.template_id) === choice);

  const recipients = leads.filter((lead) => lead.mobile).length;
  const perMessage = template ? rates.data?.items.find((rate) => rate.category === template.category)?.credits_per_message : undefined;
  const { cost, after } = broadcastCost(recipients, perMessage, credits.data?.balance);

  const chooseTemplate = (value: string) => {
    setChoice(value);
    setFills(emptyFills(templates.data?.items.find((item) => String(item.template_id) === value)));
    setErrors({ fills: [] });
  };
  const setFill = (index: number, next: Partial<VariableFill>) => setFills((current) => current.map((fill, i) => (i === index ? { ...fill, ...next } : fill)));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const checked = broadcastBody({ template, fills, name, leadIds: leads.map((lead) => lead.lead_id), today: new Date() });
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = checked.errors.template ? `${baseId}-template` : checked.errors.fills.findIndex(Boolean) >= 0 ? `${baseId}-text-${checked.errors.fills.findIndex(Boolean)}` : `${baseId}-name`;
      document.getElementById(first)?.focus();
      return;
    }
    setErrors({ fills: [] });
    send.mutate(checked.body, { onSuccess: onSent, onError: (error) => setRefusal(broadcastFailure(error)) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Send a WhatsApp message">
      <QueryState query={templates} what="the templates" isEmpty={hasNoItems} empty="No WhatsApp template is approved yet.">
        {(data) => (
          <SelectField
            id={`${baseId}-template`}
            label="Template"
            emptyOption="Choose an approved template"
            options={data.items.map((item) => ({ value: String(item.template_id), label: `${item.name} · ${TEMPLATE_CATEGORY_LABEL[item.category]}` }))}
            value={choice}
            error={errors.template}
            spaced
            onChange={(event) => chooseTemplate(event.target.value)}
          />
        )}
      </QueryState>
      {template ? (
        <>
          <figure className={styles.preview}>
            <figcaption className={styles.legend}>Message preview</figcaption>
            <p className={styles.previewText}>{previewText(template, fills)}</p>
          </figure>
          {fills.map((fill, index) => (
            <fieldset key={index} className={styles.variable}>
              <legend className={styles.legend}>{`Variable {{${index + 1}}}`}</legend>
              <SelectField
                label={`Fill {{${index + 1}}} with`}
                options={SOURCE_OPTIONS}
                value={fill.source}
                spaced
                onChange={(event) => setFill(index, { source: event.target.value as VariableFill['source'] })}
              />
              {fill.source === 'text' ? (
                <TextField
                  id={`${baseId}-text-${index}`}
                  label={`Text for {{${index + 1}}}`}
                  value={fill.text}
                  maxLength={TEXT_MAX}
                  error={errors.fills[index]}
                  onChange={(event) => setFill(index, { text: event.target.value })}
                />
              ) : null}
            </fieldset>
          ))}
          <TextField
            id={`${baseId}-name`}
            label="Broadcast name (optional)"
            hint={`Shown in the broadcasts tab; left empty, “${defaultBroadcastName(template, new Date())}”.`}
            value={name}
            maxLength={NAME_MAX}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <DetailList
            items={[
              { term: 'Leads selected', value: formatCount(leads.length) },
              { term: 'Without a mobile number (skipped, not charged)', value: formatCount(leads.length - recipients) },
              { term: 'Recipients, at most', value: formatCount(recipients) },
              { term: `Credits per ${TEMPLATE_CATEGORY_LABEL[template.category].toLowerCase()} message`, value: perMessage === undefined ? (rates.isError ? 'Could not be loaded' : 'Loading…') : creditsText(perMessage) },
              { term: 'Cost, at most', value: cost === undefined ? '—' : creditsText(cost) },
              { term: 'Your balance', value: credits.data ? creditsText(credits.data.balance) : credits.isError ? 'Could not be loaded' : 'Loading…' },
              { term: 'Balance after, at least', value: after === undefined ? '—' : creditsText(after) },
            ]}
          />
          <Muted>Leads who opted out (WhatsApp STOP) are skipped too. Each message’s credits are spent when it is delivered; the rest is given back.</Muted>
          <BalanceShortNotice cost={cost} balance={credits.data?.balance} covering="this broadcast" forWhom={plural(recipients, 'recipient', 'recipients')} otherwise="nothing is sent or charged" />
        </>
      ) : null}
      {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
      <FormActions submit="Send" busyLabel="Sending…" busy={send.isPending} onCancel={onCancel} />
    </form>
  );
}
