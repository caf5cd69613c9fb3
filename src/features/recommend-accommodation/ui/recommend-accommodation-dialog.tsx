import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accommodationQueries, type Accommodation } from '@/entities/accommodation';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormDialog } from '@/shared/ui/form-dialog';
import { Spinner } from '@/shared/ui/loading-overlay';
import { SearchBox } from '@/shared/ui/search-box';
import { TextAreaField } from '@/shared/ui/text-field';
import { useRecommendAccommodation } from '../api/recommend-accommodation.mutation';
import * as styles from './recommend-accommodation-dialog.css';

const NOTE_MAX = 500;

/** What the page says once the recommendation is made. */
export function outcomeText(recommended: number, already: number): string {
  const students = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;
  if (recommended === 0) return `Nothing changed: it was recommended to ${already === 1 ? 'that student' : `those ${students(already)}`} already.`;
  return `Recommended to ${students(recommended)}${already > 0 ? `; ${students(already)} had it already` : ''}. Each was told by a notification.`;
}

/**
 * "Recommend" on a place: a dialog listing the students the caller reaches (searchable; those who have it already are
 * marked and cannot be picked again), a note they will read, and the recommendation.
 */
export function RecommendAccommodationDialog({ accommodation, open, onOpenChange, onDone }: {
  accommodation: Accommodation; open: boolean; onOpenChange: (open: boolean) => void; onDone: (text: string) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={`Recommend ${accommodation.name}`} description="Pick the students it suits; each is told by a notification.">
      {(close, finish) => <RecommendForm accommodation={accommodation} onCancel={close} onDone={finish(onDone)} />}
    </FormDialog>
  );
}

function RecommendForm({ accommodation, onCancel, onDone }: { accommodation: Accommodation; onCancel: () => void; onDone: (text: string) => void }) {
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const candidates = useQuery(accommodationQueries.candidates({ acc_id: accommodation.acc_id, ...(q ? { q } : {}), page_size: 50 }));
  const recommend = useRecommendAccommodation(accommodation.acc_id);

  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.size === 0) {
      setError('Pick at least one student.');
      return;
    }
    setError(null);
    recommend.mutate(
      { studentUserIds: [...picked], note },
      {
        onSuccess: (result) => onDone(outcomeText(result.recommended.length, result.already_recommended.length)),
        onError: () => setError('The recommendation was not saved. Check your connection and try again; your choices are kept.'),
      },
    );
  };

  const rows = candidates.data?.items ?? [];
  return (
    <form onSubmit={submit} noValidate>
      <SearchBox label="Find a student" value={q} onSearch={setQ} placeholder="Name or email" />
      {candidates.isPending ? (
        <Spinner label="Loading your students" />
      ) : candidates.isError ? (
        <p role="alert">Your students could not be loaded. Close this and try again.</p>
      ) : rows.length === 0 ? (
        <p>{q ? 'No student of yours matches.' : 'You have no students to recommend it to.'}</p>
      ) : (
        <fieldset>
          <legend>Students ({picked.size} picked)</legend>
          <ul className={styles.students}>
            {rows.map((student) => {
              const where = [student.university, student.destination_city, student.destination_country].filter(Boolean).join(', ');
              return (
                <li key={student.student_user_id}>
                  <CheckboxField
                    label={
                      <>
                        {student.name}
                        {where ? <span className={styles.hint}> · {where}</span> : null}
                        {student.already_recommended ? <span className={styles.hint}> · recommended already</span> : null}
                      </>
                    }
                    checked={student.already_recommended || picked.has(student.student_user_id)}
                    disabled={student.already_recommended}
                    onChange={() => toggle(student.student_user_id)}
                  />
                </li>
              );
            })}
          </ul>
          {candidates.data && candidates.data.total > rows.length ? (
            <p className={styles.hint}>
              Showing {rows.length} of {candidates.data.total}: search to find the others.
            </p>
          ) : null}
        </fieldset>
      )}
      <TextAreaField label="Note for the students (optional)" value={note} maxLength={NOTE_MAX} rows={3}
        hint={`Up to ${NOTE_MAX} characters.`} onChange={(event) => setNote(event.target.value)} />
      {error ? <p role="alert">{error}</p> : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={recommend.isPending}>
          Recommend
        </Button>
      </div>
    </form>
  );
}
