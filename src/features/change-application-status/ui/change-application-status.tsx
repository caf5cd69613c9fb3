import { useId, useState, type FormEvent } from 'react';
import type { Application, ApplicationStatus, ApplicationStatusInfo } from '@/entities/application';
import { isApiFailure } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { useChangeApplicationStatus } from '../api/change-application-status.mutation';

/** Staff move an application to one of the statuses the pipeline allows next, with an optional sub-status and note. */
export function ChangeApplicationStatus({ application, statuses }: { application: Application; statuses: ApplicationStatusInfo[] }) {
  const current = statuses.find((s) => s.status === application.status);
  const next = (current?.next_statuses ?? []).map((status) => statuses.find((s) => s.status === status)).filter((s): s is ApplicationStatusInfo => Boolean(s));
  const [status, setStatus] = useState<ApplicationStatus | ''>(next[0]?.status ?? '');
  const [subStatus, setSubStatus] = useState('');
  const [note, setNote] = useState('');
  const change = useChangeApplicationStatus(application.sa_mapper_id);
  const ids = { status: useId(), sub: useId(), note: useId() };
  const target = statuses.find((s) => s.status === status);

  if (next.length === 0) return <p>This application is closed: no further status.</p>;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    change.mutate(
      { expected_status: application.status, status, ...(subStatus ? { sub_status: subStatus } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: () => { setNote(''); setSubStatus(''); } },
    );
  };

  const failure = change.error
    ? isApiFailure(change.error) && change.error.status === 409
      ? 'Someone changed this application meanwhile. The list is refreshed; check the status and try again.'
      : (isApiFailure(change.error) && change.error.body?.message) || 'The status could not be changed. Try again.'
    : null;

  return (
    <form onSubmit={handleSubmit} aria-label={`Change the status of application ${application.sa_mapper_id}`}>
      <p>
        <label htmlFor={ids.status}>Next status</label>{' '}
        <select id={ids.status} value={status} onChange={(e) => { setStatus(e.target.value as ApplicationStatus); setSubStatus(''); }}>
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
          <select id={ids.sub} value={subStatus} onChange={(e) => setSubStatus(e.target.value)}>
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
        <textarea id={ids.note} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={2} style={{ width: '100%', display: 'block' }} />
      </p>
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
      {change.isSuccess ? <Notice tone="success">Status changed.</Notice> : null}
      <Button type="submit" busy={change.isPending}>
        Change status
      </Button>
    </form>
  );
}
