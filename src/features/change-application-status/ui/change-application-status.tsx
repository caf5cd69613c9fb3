import { useId } from 'react';
import { changeApplicationStatusBody } from '@contract/forms';
import type { Application, ApplicationStatus, ApplicationStatusInfo } from '@/entities/application';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors, useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { useChangeApplicationStatus } from '../api/change-application-status.mutation';

type Fields = { status: ApplicationStatus | ''; sub_status: string; note: string };

/** Staff move an application to one of the statuses the pipeline allows next, with an optional sub-status and note. */
export function ChangeApplicationStatus({ application, statuses }: { application: Application; statuses: ApplicationStatusInfo[] }) {
  const current = statuses.find((s) => s.status === application.status);
  const next = (current?.next_statuses ?? []).map((status) => statuses.find((s) => s.status === status)).filter((s): s is ApplicationStatusInfo => Boolean(s));
  const form = useForm<Fields>({ status: next[0]?.status ?? '', sub_status: '', note: '' }, { rules: changeApplicationStatusBody });
  const { status, sub_status: subStatus } = form.values;
  const change = useChangeApplicationStatus(application.sa_mapper_id);
  const ids = { status: useId(), sub: useId(), note: useId() };
  const target = statuses.find((s) => s.status === status);

  if (next.length === 0) return <p>This application is closed: no further status.</p>;

  const toBody = (fields: Fields) => {
    const note = fields.note.trim();
    return { expected_status: application.status, status: fields.status, ...(fields.sub_status ? { sub_status: fields.sub_status } : {}), ...(note ? { note } : {}) };
  };

  const handleSubmit = form.submitWith(
    (fields) => checkBody<keyof Fields>(changeApplicationStatusBody, toBody(fields), { status: 'Choose the next status.' }),
    (fields) =>
      change.mutate(toBody(fields) as Parameters<typeof change.mutate>[0], {
        onSuccess: () => form.reset({ ...fields, sub_status: '', note: '' }),
        onError: (error) => form.refuse({ fields: serverFieldErrors(error, ['status', 'sub_status', 'note'] as const), form: null }),
      }),
  );

  const { error: noteError, ...noteField } = form.text('note');
  const failure = change.error
    ? isApiFailure(change.error) && change.error.status === 409
      ? 'Someone changed this application meanwhile. The list is refreshed; check the status and try again.'
      : (isApiFailure(change.error) && change.error.body?.message) || 'The status could not be changed. Try again.'
    : null;

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label={`Change the status of application ${application.sa_mapper_id}`}>
      <p>
        <label htmlFor={ids.status}>Next status</label>{' '}
        <select id={ids.status} value={status} onChange={(e) => form.setValues({ ...form.values, status: e.target.value as ApplicationStatus, sub_status: '' })} aria-invalid={form.errors.status ? true : undefined}>
          {next.map((s) => (
            <option key={s.status} value={s.status}>
              {s.label}
            </option>
          ))}
        </select>
      </p>
      {target && target.sub_statuses.length > 0 ? (
        <p>
          <label htmlFor={ids.sub}>Sub-status (optional)</label>{' '}
          <select id={ids.sub} value={subStatus} onChange={(e) => form.set('sub_status', e.target.value)} aria-invalid={form.errors.sub_status ? true : undefined}>
            <option value="">None</option>
            {target.sub_statuses.map((sub) => (
              <option key={sub.sub_status} value={sub.sub_status}>
                {sub.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <p>
        <label htmlFor={ids.note}>Note for the timeline (optional)</label>
        <textarea id={ids.note} {...noteField} aria-invalid={noteError ? true : undefined} rows={2} style={{ width: '100%', display: 'block' }} />
      </p>
      {[form.errors.status, form.errors.sub_status, noteError].filter(Boolean).map((message) => (
        <Notice key={message} tone="danger">{message}</Notice>
      ))}
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
      {change.isSuccess ? <Notice tone="success">Status changed.</Notice> : null}
      <Button type="submit" busy={change.isPending}>
        Change status
      </Button>
    </form>
  );
}
