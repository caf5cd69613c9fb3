import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { referenceDataQueries } from '@/entities/reference-data';
import { useSession } from '@/entities/session';
import { canCreateStudents, canSetStudentActive, studentFullName, studentListQueries, type StudentSummary } from '@/entities/student';
import { formatDateTime } from '@/shared/lib/date';
import { useUrlQuery } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice, PageHeading } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import { SearchBox } from '@/shared/ui/search-box';
import { SelectField } from '@/shared/ui/select-field';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { Table, type TableColumn } from '@/shared/ui/table';
import { isFiltered, studentListState, toStudentListQuery } from '../model/student-list-query';
import { StudentActiveAction } from './student-active-action';
import * as styles from './student-list-page.css';

// The form loads when someone opens "New student".
const CreateStudentDialog = lazy(() => import('@/features/create-student').then((m) => ({ default: m.CreateStudentDialog })));

const STATUS_OPTIONS = [{ value: 'inactive', label: 'Inactive' }] as const;

/**
 * /student_list: the students the caller reaches (their assigned, recruited or linked students; everyone for
 * operations managers and accounts), newest first. Search, filters and page live in the URL; `?new=1` opens the
 * "New student" dialog (the dashboards link there).
 */
export function StudentListPage({ title }: { title: string }) {
  const { user } = useSession();
  const { params, update, clear } = useUrlQuery();
  const state = studentListState(params);
  const query = toStudentListQuery(state);
  const students = useQuery(studentListQueries.assigned(query));
  const countries = useQuery(referenceDataQueries.countries());
  const levels = useQuery(referenceDataQueries.courseLevels());
  const mayCreate = canCreateStudents(user?.user_type);
  const mayToggle = canSetStudentActive(user?.user_type);
  const [creating, setCreating] = useState(false);
  /** What the last activation or deactivation did, said under the heading. */
  const [changed, setChanged] = useState<string | null>(null);
  const filtered = isFiltered(state);

  // A dashboard's "Add a student" arrives with ?new=1: open the dialog once and drop the flag from the address.
  const wantsNew = params.get('new') === '1';
  useEffect(() => {
    if (!wantsNew) return;
    if (mayCreate) setCreating(true);
    update({ new: null }, { keepPage: true, replace: true });
  }, [wantsNew, mayCreate, update]);

  const countryName = useMemo(() => new Map((countries.data ?? []).map((c) => [c.country_id, c.name])), [countries.data]);
  const levelName = useMemo(() => new Map((levels.data ?? []).map((l) => [l.course_level_id, l.name])), [levels.data]);

  const columns: TableColumn<StudentSummary>[] = [
    {
      key: 'name',
      header: 'Student',
      cell: (s) => (
        <span className={styles.student}>
          <Link to={`/student_details/${s.user_id}`} className={styles.name}>
            {studentFullName(s)}
          </Link>
          <span className={styles.email}>{s.email}</span>
        </span>
      ),
    },
    { key: 'mobile', header: 'Mobile', cell: (s) => <span className={styles.nowrap}>{s.mobile ?? '—'}</span> },
    {
      key: 'preference',
      header: 'Country and level',
      cell: (s) =>
        [s.preferred_country_id ? countryName.get(s.preferred_country_id) : null, s.preferred_course_level_id ? levelName.get(s.preferred_course_level_id) : null]
          .filter(Boolean)
          .join(' · ') || '—',
    },
    { key: 'partner', header: 'Partner', cell: (s) => s.agent_name ?? '—' },
    {
      key: 'applications',
      header: 'Applications',
      cell: (s) =>
        s.application_count === 0
          ? 'None'
          : `${s.application_count}${s.latest_application_status ? ` · latest ${s.latest_application_status.replace(/_/g, ' ')}` : ''}`,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (s) => <span className={[styles.badge, s.active ? styles.active : styles.inactive].join(' ')}>{s.active ? 'Active' : 'Inactive'}</span>,
    },
    { key: 'created', header: 'Created', cell: (s) => <span className={styles.date}>{formatDateTime(s.created_at)}</span> },
    ...(mayToggle
      ? [
          {
            key: 'actions',
            header: 'Actions',
            cell: (s: StudentSummary) => (
              <StudentActiveAction
                student={s}
                onChanged={(name, active) =>
                  setChanged(active ? `${name} is active again and can sign in.` : `${name} is now inactive. Choose Status: Inactive to find them.`)
                }
              />
            ),
          },
        ]
      : []),
  ];

  const newStudentButton = mayCreate ? <Button onClick={() => setCreating(true)}>New student</Button> : null;

  let body: ReactNode;
  if (students.isPending) body = <Spinner label="Loading your students" />;
  else if (students.isError && !students.data)
    body = (
      <ErrorState title="Your students could not be loaded" action={<Button onClick={() => students.refetch()}>Try again</Button>}>
        Check your connection and try again; your search and filters are kept.
      </ErrorState>
    );
  else {
    const { items, page, page_size: pageSize, total } = students.data;
    if (items.length === 0) {
      body =
        page > 1 && total > 0 ? (
          <EmptyState title="This page is empty" action={<Button variant="secondary" onClick={() => update({ page: null })}>Go to the first page</Button>}>
            The list is shorter than it was.
          </EmptyState>
        ) : filtered ? (
          <EmptyState title="No student matches" action={<Button variant="secondary" onClick={() => clear()}>Clear the search and filters</Button>}>
            Try another name, email or mobile number, or another filter.
          </EmptyState>
        ) : (
          <EmptyState title="No students yet" icon="users" action={newStudentButton}>
            Students you are assigned to, recruit or are linked with show here.
          </EmptyState>
        );
    } else {
      const first = (page - 1) * pageSize + 1;
      body = (
        <>
          <p role="status" className={styles.meta}>
            {total === 1 ? '1 student' : `${first}–${first + items.length - 1} of ${total.toLocaleString('en')} students`}
            {students.isFetching ? ' · updating…' : ''}
            {students.isError ? ' · the latest change could not be loaded' : ''}
          </p>
          <Table caption={state.inactive ? 'Inactive students' : 'Students'} columns={columns} rows={items} rowKey={(s) => s.user_id} />
          <Pager label="Pages of students" page={page} pageSize={pageSize} total={total} onPage={(next) => update({ page: next > 1 ? next : null })} />
        </>
      );
    }
  }

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={title} lead="The students you work with, newest first. Open one to see their profile, documents and applications." />
        {newStudentButton}
      </div>
      <div className={styles.toolbar}>
        <SearchBox
          label="Search students"
          hint="Name, email or mobile"
          value={state.q ?? ''}
          onSearch={(text) => update({ q: text }, { replace: true })}
        />
        <SelectField
          label="Status"
          emptyOption="Active"
          options={STATUS_OPTIONS}
          value={state.inactive ? 'inactive' : ''}
          onChange={(event) => update({ status: event.target.value })}
        />
        <SelectField
          label="Preferred country"
          emptyOption="All countries"
          options={(countries.data ?? []).map((c) => ({ value: String(c.country_id), label: c.name }))}
          value={state.countryId ? String(state.countryId) : ''}
          onChange={(event) => update({ country: event.target.value })}
        />
        {filtered ? (
          <Button variant="secondary" className={styles.clear} onClick={() => clear()}>
            Clear
          </Button>
        ) : null}
      </div>
      {changed ? <Notice tone="success">{changed}</Notice> : null}
      {body}
      {creating ? (
        <Suspense fallback={<Spinner label="Opening the form" />}>
          <CreateStudentDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </>
  );
}
