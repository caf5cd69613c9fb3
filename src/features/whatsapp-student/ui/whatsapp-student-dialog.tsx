import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listWhatsAppTemplates, mayCall } from '@contract/access';
import { sendStudentWhatsAppMessageBody } from '@contract/forms';
import { nurturingQueries, TEMPLATE_CATEGORY_LABEL, type WhatsAppTemplate } from '@/entities/nurturing';
import { useSession } from '@/entities/session';
import type { StudentWhatsAppResult } from '@/entities/student';
import { isApiFailure } from '@/shared/api';
import { useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';
import { Actions, Notice } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { useWhatsAppStudent } from '../api/whatsapp-student.mutation';
import { emptyWhatsApp, newMessageKey, toWhatsAppBody, validateWhatsApp, whatsAppFailure, type WhatsAppField, type WhatsAppFields } from '../model/whatsapp-student-form';
import * as styles from './whatsapp-student.css';

export type WhatsAppStudentDialogProps = FormDialogProps & {
  student: { user_id: number; first_name: string; last_name: string; mobile: string | null };
};

/** A template's text with the values typed so far in place of its variables ({{1}}, {{2}}, …). */
const filled = (template: WhatsAppTemplate, values: readonly string[]) =>
  template.body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[Number(n) - 1]?.trim() || whole);

/** "WhatsApp" to one student (POST /common/whats-app-msg): free text inside the 24-hour window, else an approved template. */
export function WhatsAppStudentDialog({ student, ...dialog }: WhatsAppStudentDialogProps) {
  const name = `${student.first_name} ${student.last_name}`.trim();
  return (
    <FormDialog {...dialog} title={`WhatsApp ${name}`} description={student.mobile ? `To ${student.mobile}.` : undefined}>
      {(close) =>
        student.mobile ? (
          <WhatsAppForm studentUserId={student.user_id} name={name} onClose={close} />
        ) : (
          <>
            <Notice tone="warning">{name} has no mobile number on file, so no WhatsApp message can be sent.</Notice>
            <Actions>
              <Button onClick={close}>Close</Button>
            </Actions>
          </>
        )
      }
    </FormDialog>
  );
}

function WhatsAppForm({ studentUserId, name, onClose }: { studentUserId: number; name: string; onClose: () => void }) {
  const role = useSession().user?.user_type;
  // Roles that may list the templates choose one and fill a field per variable; the others type its name and values.
  const listed = mayCall(listWhatsAppTemplates, role);
  const templates = useQuery({ ...nurturingQueries.whatsappTemplates({ status: 'approved', page_size: 100 }), enabled: listed });
  const form = useForm<WhatsAppFields, WhatsAppField>(emptyWhatsApp, { rules: sendStudentWhatsAppMessageBody, names: { template_name: 'template' } });
  const send = useWhatsAppStudent();
  const [key, setKey] = useState(newMessageKey);
  const [result, setResult] = useState<StudentWhatsAppResult | null>(null);
  const { values, set, errors } = form;
  const chosen = listed ? templates.data?.items.find((t) => t.name === values.template) : undefined;

  if (result) {
    return (
      <>
        <Notice tone="success">
          Your message to {name} is queued and goes out in a moment (to {result.to}
          {result.provider === 'local' ? ', through the offline provider' : ''}).
        </Notice>
        <Actions>
          <Button onClick={onClose}>Done</Button>
        </Actions>
      </>
    );
  }

  const handleSubmit = form.submitWith(validateWhatsApp(studentUserId, listed), (current) =>
    send.mutate(
      { body: toWhatsAppBody(studentUserId, current, listed), idempotencyKey: key },
      {
        onSuccess: setResult,
        onError: (error) => {
          // A refusal wrote nothing: the next try is a new message. A lost answer keeps the key, so a retry cannot send twice.
          if (isApiFailure(error)) setKey(newMessageKey());
          form.refuse(whatsAppFailure(error, listed));
        },
      },
    ),
  );

  const chooseTemplate = (templateName: string) => {
    const template = templates.data?.items.find((t) => t.name === templateName);
    form.setValues((current) => ({ ...current, template: templateName, params: Array.from({ length: template?.variables_count ?? 0 }, (_, i) => current.params[i] ?? '') }));
  };
  const setParam = (index: number, value: string) => set('params', values.params.map((old, i) => (i === index ? value : old)));

  return (
    <FormShell form={form} onSubmit={handleSubmit} label={`WhatsApp message to ${name}`}>
      <p className={styles.rule}>
        WhatsApp’s 24-hour rule: free text can be sent only within 24 hours of the student’s last WhatsApp message to us. Outside that window
        (or if they never wrote), send an approved template; its variables are filled with the values you type.
      </p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>What to send</legend>
        <label className={styles.choice}>
          <input type="radio" name="mode" value="text" className={styles.radio} checked={values.mode === 'text'} onChange={() => set('mode', 'text')} />
          <span>Free text (only within 24 hours of their last message)</span>
        </label>
        <label className={styles.choice}>
          <input type="radio" name="mode" value="template" className={styles.radio} checked={values.mode === 'template'} onChange={() => set('mode', 'template')} />
          <span>Approved template (any time)</span>
        </label>
      </fieldset>
      {values.mode === 'text' ? (
        <TextAreaField label="Message" rows={5} {...form.text('message')} />
      ) : listed ? (
        <>
          <SelectField
            label="Template"
            emptyOption={templates.isPending ? 'Loading the templates…' : templates.isError ? 'The templates could not be loaded' : 'Choose an approved template'}
            options={(templates.data?.items ?? []).map((t) => ({ value: t.name, label: `${t.name} (${TEMPLATE_CATEGORY_LABEL[t.category]})` }))}
            value={values.template}
            error={errors.template}
            onChange={(event) => chooseTemplate(event.target.value)}
          />
          {templates.data && templates.data.items.length === 0 ? <p className={styles.muted}>No template is approved yet: only free text can be sent.</p> : null}
          {chosen ? (
            <>
              <p className={styles.preview} aria-label="Preview of the message">
                {filled(chosen, values.params)}
              </p>
              {values.params.map((value, i) => (
                <TextField
                  key={`${chosen.name}-${i}`}
                  label={`Value for {{${i + 1}}}`}
                  autoComplete="off"
                  maxLength={200}
                  value={value}
                  error={errors[`param-${i}`]}
                  onChange={(event) => setParam(i, event.target.value)}
                />
              ))}
            </>
          ) : null}
        </>
      ) : (
        <>
          <TextField label="Template name" hint="An approved template, e.g. intake_reminder." autoComplete="off" {...form.text('template')} />
          <TextAreaField label="Template values (optional)" hint="One value per line, in the template’s order." rows={3} {...form.text('paramLines')} />
        </>
      )}
      <FormActions submit="Send WhatsApp" busyLabel="Sending…" busy={send.isPending} onCancel={onClose} />
    </FormShell>
  );
}
