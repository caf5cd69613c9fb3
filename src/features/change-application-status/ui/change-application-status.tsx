import { changeApplicationStatusBody } from '@contract/forms';
import type { Application, ApplicationStatus, ApplicationStatusInfo } from '@/entities/application';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors, useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField } from '@/shared/ui/text-field';
import { useChangeApplicationStatus } from '../api/change-application-status.mutation';

type Fields = { status: ApplicationStatus | ''; sub_status: string; note: string };

/** Staff move an application to one of the statuses the pipeline allows next, with an optional sub-status and note. */
export function ChangeApplicationStatus({ application, statuses }: { application: Application; statuses: ApplicationStatusInfo[] }) {
  const current = statuses.find((s) => s.status === application.status);
  const next = (current?.next_statuses ?? []).map((status) => statuses.find((s) => s.status === status)).filter((s): s is ApplicationStatusInfo => Boolean(s));
  const form = useForm<Fields>({ status: next[0]?.status ?? '', sub_status: '', note: '' }, { rules: changeApplicationStatusBody });
  const { status } = form.values;
  const change = useChangeApplicationStatus(application.sa_mapper_id);
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

  const failure = change.error
    ? isApiFailure(change.error) && change.error.status === 409
      ? 'Someone changed this application meanwhile. The list is refreshed; check the status and try again.'
      : (isApiFailure(change.error) && change.error.body?.message) || 'The status could not be changed. Try again.'
    : null;

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label={`Change the status of application ${application.sa_mapper_id}`}>
      <SelectField
        label="Next status"
        options={next.map((s) => ({ value: s.status, label: s.label }))}
        value={status}
        onChange={(e) => form.setValues({ ...form.values, status: e.target.value as ApplicationStatus, sub_status: '' })}
        error={form.errors.status}
      />
      {target && target.sub_statuses.length > 0 ? (
        <SelectField label="Sub-status (optional)" emptyOption="None" options={target.sub_statuses.map((sub) => ({ value: sub.sub_status, label: sub.label }))} {...form.text('sub_status')} />
      ) : null}
      <TextAreaField label="Note for the timeline (optional)" rows={2} {...form.text('note')} />
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
      {change.isSuccess ? <Notice tone="success">Status changed.</Notice> : null}
      <Button type="submit" busy={change.isPending}>
        Change status
      </Button>
    </form>
  );
}
