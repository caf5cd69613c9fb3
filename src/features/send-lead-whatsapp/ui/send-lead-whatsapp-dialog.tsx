import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { creditsText, nurturingQueries, TEMPLATE_CATEGORY_LABEL, type LeadWhatsAppResult, type WhatsAppContact } from '@/entities/nurturing';
import { formatDateTime } from '@/shared/lib/date';
import { useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { DetailList } from '@/shared/ui/detail-list';
import { FormActions, FormDialog, FormShell, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Actions, Muted, Notice } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useSendLeadWhatsApp } from '../api/send-lead-whatsapp.mutation';
import {
  checkWhatsApp,
  creditsOf,
  emptyWhatsApp,
  newWhatsAppKey,
  whatsAppBody,
  whatsAppFailure,
  windowText,
  type WhatsAppField,
  type WhatsAppValues,
} from '../model/send-lead-whatsapp';

export type SendLeadWhatsAppDialogProps = FormDialogProps & { leadId: number; leadName: string; onSent: (result: LeadWhatsAppResult) => void };

/**
 * "Send WhatsApp" to a lead: its number (listLeadPhones); a free text while the 24-hour window is open, otherwise
 * only an approved template with a field per variable; the category, the credits and the balance after. Sent under
 * one Idempotency-Key per opening of the dialog.
 */
export function SendLeadWhatsAppDialog({ leadId, leadName, onSent, ...dialog }: SendLeadWhatsAppDialogProps) {
  return (
    <FormDialog {...dialog} title={`WhatsApp ${leadName}`} description="A template costs credits by its category, held now and spent when it is delivered.">
      {(close, finish) => <WhatsAppContactState leadId={leadId} onCancel={close} onSent={finish(onSent)} />}
    </FormDialog>
  );
}

/** The form waits for the contact: whether the 24-hour window is open decides what it offers. */
function WhatsAppContactState({ leadId, onCancel, onSent }: { leadId: number; onCancel: () => void; onSent: (result: LeadWhatsAppResult) => void }) {
  const contact = useQuery(nurturingQueries.whatsappContact(leadId));
  return (
    <QueryState query={contact} what="the lead’s WhatsApp contact" isEmpty={() => false} empty="">
      {(data) => <SendLeadWhatsAppForm leadId={leadId} contact={data} checkedAt={contact.dataUpdatedAt} onCancel={onCancel} onSent={onSent} />}
    </QueryState>
  );
}

type FormProps = { leadId: number; contact: WhatsAppContact; checkedAt: number; onCancel: () => void; onSent: (result: LeadWhatsAppResult) => void };

function SendLeadWhatsAppForm({ leadId, contact, checkedAt, onCancel, onSent }: FormProps) {
  // One key for this opening: a retry after a lost answer or a refusal repeats it, so the server never sends twice.
  const [key] = useState(newWhatsAppKey);
  const send = useSendLeadWhatsApp(key);
  const phones = useQuery(nurturingQueries.leadPhones(leadId));
  const templates = useQuery(nurturingQueries.whatsappTemplates({ status: 'approved', page_size: 100 }));
  const rates = useQuery(nurturingQueries.broadcastRates());
  const credits = useQuery(nurturingQueries.credits());
  const closed = windowText(contact, checkedAt);
  const form = useForm<WhatsAppValues, WhatsAppField>(() => emptyWhatsApp(closed === null));
  const number = phones.isSuccess ? (phones.data.items.find((item) => item.lead_id === leadId)?.mobile ?? null) : null;
  const kind = closed === null ? form.values.kind : 'template';
  const template = kind === 'template' ? templates.data?.items.find((t) => String(t.template_id) === form.values.template) : undefined;
  const values = { ...form.values, kind };

  const handleSubmit = form.submitWith(
    () => checkWhatsApp(values, template, phones.isSuccess ? number : (contact.whatsapp_number ?? null)),
    () => send.mutate(whatsAppBody(leadId, values, template), { onSuccess: onSent, onError: (error) => form.refuse(whatsAppFailure(error, template)) }),
  );

  if (contact.suppressed) {
    return (
      <>
        <Notice tone="warning">{closed}</Notice>
        <Actions>
          <Button variant="secondary" onClick={onCancel}>
            Close
          </Button>
        </Actions>
      </>
    );
  }

  const cost = creditsOf(rates.data?.items, kind, template);
  const balance = credits.data?.balance;
  const setVariable = (index: number, value: string) => {
    const next = [...form.values.variables];
    next[index] = value;
    form.set('variables', next);
  };
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Send WhatsApp">
      {phones.isSuccess && number === null ? <Notice tone="warning">This lead has no WhatsApp number. Add a mobile with Edit lead first.</Notice> : null}
      <SelectField
        label="WhatsApp number"
        name="number"
        emptyOption={phones.isPending ? 'Loading the number…' : phones.isError ? 'The number could not be loaded' : number === null ? 'No number' : undefined}
        options={number ? [{ value: number, label: number }] : []}
        value={number ?? ''}
        error={form.errors.number}
        onChange={() => undefined}
      />
      {closed ? (
        <Notice tone="info">{closed}</Notice>
      ) : (
        <SelectField
          label="Message"
          options={[
            { value: 'text', label: 'Free text (the lead wrote within 24 hours)' },
            { value: 'template', label: 'Approved template' },
          ]}
          hint={contact.session_expires_at ? `Free text is allowed until ${formatDateTime(contact.session_expires_at)}.` : undefined}
          {...form.text('kind')}
        />
      )}
      {kind === 'text' ? (
        <TextAreaField label="Text" rows={4} {...form.text('text')} maxLength={4096} />
      ) : (
        <>
          <SelectField
            label="Template"
            emptyOption={templates.isPending ? 'Loading the templates…' : templates.isError ? 'The templates could not be loaded' : 'Choose an approved template'}
            options={(templates.data?.items ?? []).map((t) => ({ value: String(t.template_id), label: `${t.name} · ${TEMPLATE_CATEGORY_LABEL[t.category]}` }))}
            {...form.text('template')}
            onChange={(event) => form.setValues((current) => ({ ...current, template: event.target.value, variables: [] }))}
          />
          {template ? (
            <>
              <Muted>
                {TEMPLATE_CATEGORY_LABEL[template.category]} template: “{template.body}”
              </Muted>
              {Array.from({ length: template.variables_count }, (_, i) => (
                <TextField
                  key={`${template.template_id}-${i}`}
                  label={`Value of {{${i + 1}}}`}
                  name={`variable-${i}`}
                  maxLength={1024}
                  value={form.values.variables[i] ?? ''}
                  error={form.errors[`variable-${i}`]}
                  onChange={(event) => setVariable(i, event.target.value)}
                />
              ))}
            </>
          ) : null}
        </>
      )}
      {cost !== undefined && balance !== undefined ? (
        <>
          <DetailList
            items={[
              { term: 'Category', value: kind === 'text' ? 'Session message' : template ? TEMPLATE_CATEGORY_LABEL[template.category] : '—' },
              { term: 'Cost', value: creditsText(cost) },
              { term: 'Your balance', value: creditsText(balance) },
              { term: 'Balance after', value: creditsText(balance - cost) },
            ]}
          />
          {balance < cost ? <Notice tone="warning">Not enough credits: this message costs {creditsText(cost)} and your balance is {creditsText(balance)}.</Notice> : null}
        </>
      ) : null}
      <FormActions submit="Send WhatsApp" busyLabel="Sending…" busy={send.isPending} onCancel={onCancel} />
    </FormShell>
  );
}
