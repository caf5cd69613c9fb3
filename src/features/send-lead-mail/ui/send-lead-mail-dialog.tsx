import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { creditsText, nurturingQueries, type LeadMailResult } from '@/entities/nurturing';
import { useForm } from '@/shared/lib/form';
import { DetailList } from '@/shared/ui/detail-list';
import { FormActions, FormDialog, FormShell, type FormDialogProps } from '@/shared/ui/form-dialog';
import { Muted, Notice } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useSendLeadMail } from '../api/send-lead-mail.mutation';
import { checkMail, emptyMail, mailBody, mailFailure, newMailKey, OWN_TEXT, type MailValues } from '../model/send-lead-mail';

export type SendLeadMailDialogProps = FormDialogProps & { leadId: number; leadName: string; onSent: (result: LeadMailResult) => void };

/**
 * "Send email" to a lead: its address (listLeadEmails), one of our mail templates or a subject and text of one's own,
 * what it costs and the balance after; sent under one Idempotency-Key per opening of the dialog.
 */
export function SendLeadMailDialog({ leadId, leadName, onSent, ...dialog }: SendLeadMailDialogProps) {
  return (
    <FormDialog {...dialog} title={`Email ${leadName}`} description="The mail costs credits when it is sent; a mail that is refused gives them back.">
      {(close, finish) => <SendLeadMailForm leadId={leadId} onCancel={close} onSent={finish(onSent)} />}
    </FormDialog>
  );
}

function SendLeadMailForm({ leadId, onCancel, onSent }: { leadId: number; onCancel: () => void; onSent: (result: LeadMailResult) => void }) {
  // One key for this opening: a retry after a lost answer or a refusal repeats it, so the server never mails twice.
  const [key] = useState(newMailKey);
  const send = useSendLeadMail(key);
  const emails = useQuery(nurturingQueries.leadEmails(leadId));
  const templates = useQuery(nurturingQueries.templates());
  const credits = useQuery(nurturingQueries.credits());
  const form = useForm<MailValues>(emptyMail(''));
  const address = emails.data?.items.find((item) => item.lead_id === leadId)?.email ?? null;
  const to = form.values.to || address || '';
  const own = form.values.template === OWN_TEXT;
  const template = templates.data?.items.find((t) => String(t.template_id) === form.values.template);

  const handleSubmit = form.submitWith(
    (values) => checkMail({ ...values, to }),
    (values) => send.mutate(mailBody(leadId, values), { onSuccess: onSent, onError: (error) => form.refuse(mailFailure(error)) }),
  );

  const cost = credits.data?.credit_per_lead;
  const balance = credits.data?.balance;
  return (
    <FormShell form={form} onSubmit={handleSubmit} label="Send email">
      {emails.isSuccess && address === null ? <Notice tone="warning">This lead has no email address. Add one with Edit lead first.</Notice> : null}
      <SelectField
        label="To"
        emptyOption={emails.isPending ? 'Loading the address…' : emails.isError ? 'The address could not be loaded' : address === null ? 'No email address' : undefined}
        options={address ? [{ value: address, label: address }] : []}
        {...form.text('to')}
        value={to}
      />
      <SelectField
        label="Content"
        emptyOption={templates.isPending ? 'Loading the templates…' : 'Choose a template'}
        options={[...(templates.data?.items ?? []).map((t) => ({ value: String(t.template_id), label: `Template: ${t.name}` })), { value: OWN_TEXT, label: 'Write my own mail' }]}
        hint={templates.isError ? 'The templates could not be loaded; you can still write your own mail.' : undefined}
        {...form.text('template')}
      />
      {template ? <Muted>Subject: {template.subject}. The template fills in {template.variables.length ? template.variables.join(', ') : 'nothing'} from the lead.</Muted> : null}
      {own ? (
        <>
          <TextField label="Subject" {...form.text('subject')} maxLength={200} />
          <TextAreaField label="Mail" rows={6} hint="Plain text; blank lines make paragraphs. An unsubscribe link is added." {...form.text('body')} />
        </>
      ) : null}
      {cost !== undefined && balance !== undefined ? (
        <>
          <DetailList
            items={[
              { term: 'Cost', value: creditsText(cost) },
              { term: 'Your balance', value: creditsText(balance) },
              { term: 'Balance after', value: creditsText(balance - cost) },
            ]}
          />
          {balance < cost ? (
            <Notice tone="warning">
              Not enough credits: this mail costs {creditsText(cost)} and your balance is {creditsText(balance)}. Buy credits on the Nurturing page first.
            </Notice>
          ) : null}
        </>
      ) : credits.isError ? (
        <Muted>Your balance could not be loaded; the mail costs the email rate and is refused if the balance does not cover it.</Muted>
      ) : null}
      <FormActions submit="Send email" busyLabel="Sending…" busy={send.isPending} onCancel={onCancel} />
    </FormShell>
  );
}
