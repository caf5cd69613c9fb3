import { createEmailCampaignBody } from '@contract/forms';
import { useQuery } from '@tanstack/react-query';
import { nurturingQueries, type EmailCampaign, type MailTemplate } from '@/entities/nurturing';
import { useForm } from '@/shared/lib/form';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { Muted } from '@/shared/ui/page';
import { hasNoItems, QueryState } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useCreateEmailCampaign } from '../api/create-email-campaign.mutation';
import { campaignFailure, emptyCampaign, toCampaignBody, validateCampaign, type CampaignFields } from '../model/campaign-form';
import * as styles from './campaign-form.css';
import { formatCount } from '@/shared/lib/number-format';

export type CampaignFormDialogProps = FormDialogProps & { onCreated: (campaign: EmailCampaign) => void };

/** The lists a campaign can go to: the caller's first 100 (the contract's largest page). */
const LIST_CHOICES = { page: 1, page_size: 100 };

/**
 * "New campaign" (POST /my-lead/mail/email-campaign): a draft from a shared template and the caller's lists. Nothing
 * is sent or charged until it is started after its cost preview.
 */
export function CampaignFormDialog({ onCreated, ...dialog }: CampaignFormDialogProps) {
  return (
    <FormDialog {...dialog} title="New email campaign" description="A draft: you see its cost before anything is sent.">
      {(close, finish) => <CampaignForm onCancel={close} onCreated={finish(onCreated)} />}
    </FormDialog>
  );
}

function CampaignForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (campaign: EmailCampaign) => void }) {
  const templates = useQuery(nurturingQueries.templates());
  const lists = useQuery(nurturingQueries.contactLists(LIST_CHOICES));
  const form = useForm<CampaignFields>(emptyCampaign, { rules: createEmailCampaignBody });
  const create = useCreateEmailCampaign();
  const handleSubmit = form.sendWith(validateCampaign, create, { toBody: toCampaignBody, failure: campaignFailure, onDone: onCreated });

  const chooseTemplate = (id: string, items: MailTemplate[]) => {
    form.set('template_id', id);
    // The template's own subject is a good start when none is written yet.
    const template = items.find((item) => String(item.template_id) === id);
    if (template && form.values.subject.trim() === '') form.set('subject', template.subject);
  };
  const toggleList = (listId: number, on: boolean) =>
    form.set('list_ids', on ? [...form.values.list_ids, listId] : form.values.list_ids.filter((id) => id !== listId));

  return (
    <FormShell form={form} onSubmit={handleSubmit} label="New email campaign">
      <TextField label="Campaign name" autoComplete="off" {...form.text('name')} />
      <QueryState query={templates} what="the mail templates" isEmpty={hasNoItems} empty="There is no mail template to send yet.">
        {(data) => (
          <SelectField
            label="Template"
            emptyOption="Choose a template"
            options={data.items.map((item) => ({ value: String(item.template_id), label: item.name }))}
            {...form.text('template_id')}
            onChange={(event) => chooseTemplate(event.target.value, data.items)}
            hint={data.items.find((item) => String(item.template_id) === form.values.template_id)?.variables.map((v) => `{{${v}}}`).join(', ') || undefined}
          />
        )}
      </QueryState>
      <TextField label="Subject" autoComplete="off" {...form.text('subject')} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Contact lists</legend>
        <QueryState query={lists} what="your contact lists" isEmpty={hasNoItems} empty="You have no contact list yet: create one and import contacts first.">
          {(data) => (
            <div className={styles.choices}>
              {data.items.map((list, index) => (
                <CheckboxField
                  key={list.list_id}
                  label={`${list.name} (${formatCount(list.contacts_count)} contacts)`}
                  checked={form.values.list_ids.includes(list.list_id)}
                  onChange={(event) => toggleList(list.list_id, event.target.checked)}
                  aria-invalid={index === 0 && form.errors.list_ids ? true : undefined}
                />
              ))}
            </div>
          )}
        </QueryState>
        {form.errors.list_ids ? <p className={styles.error}>{form.errors.list_ids}</p> : null}
      </fieldset>
      <TextField label="Sender name (optional)" hint="Your name when left empty." autoComplete="name" {...form.text('sender_name')} />
      <TextField label="Reply-to email (optional)" hint="Your email when left empty." type="email" autoComplete="email" {...form.text('reply_to')} />
      <Muted>Saving makes a draft. You see its cost and your balance before you start it.</Muted>
      <FormActions submit="Save draft" busyLabel="Saving…" busy={create.isPending} onCancel={onCancel} />
    </FormShell>
  );
}
