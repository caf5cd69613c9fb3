import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sendBulkMailToStudents as bulkMailAccess, mayCall } from '@contract/access';
import { referenceDataQueries } from '@/entities/reference-data';
import { useSession } from '@/entities/session';
import { canCreateStudents, canSetStudentActive, studentListQueries, type BulkMailResult, type StudentSummary } from '@/entities/student';
import { urlParam, useUrlState } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice, PageHeading } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { CountryFilter, ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { STUDENT_LIST_PARAMS, toStudentListQuery } from '../model/student-list-query';
import * as styles from './student-list-page.css';
import { formatCount } from '@/shared/lib/number-format';

// The rows (with the date formatting and the activation action) are fetched as soon as the page's code runs, beside
// the list's call: the heading, filters and skeleton paint without waiting for them.
const loadTable = () => import('./student-table');
void loadTable();
const StudentTable = lazy(() => loadTable().then((m) => ({ default: m.StudentTable })));
// The bulk bar (and its email form) loads with the first selection.
const StudentBulkActions = lazy(() => import('./bulk-actions').then((m) => ({ default: m.StudentBulkActions })));
// The form loads when someone opens "New student".
const CreateStudentDialog = lazy(() => import('@/features/create-student').then((m) => ({ default: m.CreateStudentDialog })));

const STATUS_OPTIONS = [{ value: 'inactive', label: 'Inactive' }] as const;
const statusOf = (value: string) => (value === 'inactive' ? value : null);
/** Not list state: `?new=1` asks for the "New student" dialog. */
const FLAG_PARAMS = { new: urlParam.oneOf(['1'] as const) };

/**
 * /student_list: the students the caller reaches (their assigned, recruited or linked students; everyone for
 * operations managers and accounts), newest first. Search, filters and page live in the URL; `?new=1` opens the
 * "New student" dialog (the dashboards link there).
 */
export function StudentListPage({ title }: { title: string }) {
  const { user } = useSession();
  const students = useListQuery({ params: STUDENT_LIST_PARAMS, query: (state) => studentListQueries.assigned(toStudentListQuery(state)) });
  const { state } = students;
  const flags = useUrlState(FLAG_PARAMS);
  // The rows name each student's preferred country and level: ask for both lists now, beside the rows' chunk.
  useQuery(referenceDataQueries.countries());
  useQuery(referenceDataQueries.courseLevels());
  const mayCreate = canCreateStudents(user?.user_type);
  const mayToggle = canSetStudentActive(user?.user_type);
  // Selecting rows serves the bulk email: only the roles that may send it (sendBulkMailToStudents' x-access) see it.
  const mayMail = mayCall(bulkMailAccess, user?.user_type);
  const [selection, setSelection] = useState<ReadonlyMap<number, StudentSummary>>(new Map());
  // The selection is of the rows on screen: another page, search or filter starts with none.
  const listKey = students.params.toString();
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelection(new Map());
  }
  const clear = () => setSelection(new Map());
  const select = (rows: readonly StudentSummary[], on: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row.user_id, row);
        else next.delete(row.user_id);
      }
      return next;
    });
  const [creating, setCreating] = useState(false);
  /** What the last activation, deactivation or bulk email did, said under the heading. */
  const [changed, setChanged] = useState<string | null>(null);

  // A dashboard's "Add a student" arrives with ?new=1: open the dialog once and drop the flag from the address.
  const wantsNew = flags.state.new === '1';
  const setFlags = flags.set;
  useEffect(() => {
    if (!wantsNew) return;
    if (mayCreate) setCreating(true);
    setFlags({ new: null }, { keepPage: true, replace: true });
  }, [wantsNew, mayCreate, setFlags]);

  const newStudentButton = mayCreate ? <Button onClick={() => setCreating(true)}>New student</Button> : null;
  const texts: PagedListTexts = {
    noun: ['student', 'students'],
    whose: 'your',
    noMatch: { title: 'No student matches', body: 'Try another name, email or mobile number, or another filter.' },
    empty: { title: 'No students yet', icon: 'users', body: 'Students you are assigned to, recruit or are linked with show here.', action: newStudentButton },
  };

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={title} lead="The students you work with, newest first. Open one to see their profile, documents and applications." />
        {newStudentButton}
      </div>
      <ListToolbar list={students}>
        <ListSearch list={students} label="Search students" hint="Name, email or mobile" />
        <SelectField label="Status" emptyOption="Active" options={STATUS_OPTIONS} value={state.status ?? ''} onChange={(event) => students.set({ status: statusOf(event.target.value) })} />
        <CountryFilter label="Preferred country" value={state.country} onChange={(country) => students.set({ country })} />
      </ListToolbar>
      {changed ? <Notice tone="success">{changed}</Notice> : null}
      {mayMail && selection.size > 0 ? (
        <Suspense fallback={<Spinner label="Loading the actions" />}>
          <StudentBulkActions
            students={[...selection.values()]}
            onClear={clear}
            onMailed={(result: BulkMailResult) =>
              setChanged(`${formatCount(result.queued)} ${result.queued === 1 ? 'email' : 'emails'} queued${result.skipped.length > 0 ? `, ${formatCount(result.skipped.length)} ${result.skipped.length === 1 ? 'student' : 'students'} skipped` : ''}.`)
            }
          />
        </Suspense>
      ) : null}
      <PagedList list={students} texts={texts} lazyLabel="Loading your students">
        {(items) => (
          <StudentTable
            caption={state.status === 'inactive' ? 'Inactive students' : 'Students'}
            students={items}
            mayToggle={mayToggle}
            selection={
              mayMail
                ? {
                    selected: new Set(selection.keys()),
                    onSelect: (student, on) => select([student], on),
                    onSelectPage: (on) => select(items, on),
                  }
                : undefined
            }
            onChanged={(name, active) =>
              setChanged(active ? `${name} is active again and can sign in.` : `${name} is now inactive. Choose Status: Inactive to find them.`)
            }
          />
        )}
      </PagedList>
      {creating ? (
        <Suspense fallback={<Spinner label="Opening the form" />}>
          <CreateStudentDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </>
  );
}
