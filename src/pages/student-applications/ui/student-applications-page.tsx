import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { applicationDetailsPath, applicationListQueries, applicationQueries, ApplicationStatusBadge, subStatusLabel, type Application } from '@/entities/application';
import { formatDateTime } from '@/shared/lib/date';
import { PageHeading } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { Table, type TableColumn } from '@/shared/ui/table';
import { CountryFilter, ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { APPLICATION_LIST_PARAMS, toApplicationListQuery } from '../model/application-list-query';
import * as styles from './student-applications-page.css';

const TEXTS: PagedListTexts = {
  noun: ['application', 'applications'],
  noMatch: { title: 'No application matches', body: 'Try another student’s name, email or mobile, or another filter.' },
  empty: { title: 'No applications yet', icon: 'file', body: 'When your students apply to courses, their applications show here.', action: <Link to="/student_list">Go to your students</Link> },
};

/**
 * /student_applications: the applications of every student the caller reaches, the latest change first, with their
 * status and sub-status. Search, status, country and page live in the URL.
 */
export function StudentApplicationsPage({ title }: { title: string }) {
  const statuses = useQuery(applicationQueries.statuses());
  const applications = useListQuery({ params: APPLICATION_LIST_PARAMS, query: (state) => applicationListQueries.list(toApplicationListQuery(state, statuses.data)) });
  const { state } = applications;
  const statusOptions = [...(statuses.data ?? [])].sort((a, b) => a.order - b.order).map((s) => ({ value: s.status, label: s.label }));

  const columns: TableColumn<Application>[] = [
    {
      key: 'student',
      header: 'Student',
      cell: (a) => (
        <Link to={applicationDetailsPath(a)} className={styles.strong} aria-label={`${a.student_name}: ${a.course.course_name}`}>
          {a.student_name}
        </Link>
      ),
    },
    {
      key: 'course',
      header: 'Course',
      cell: (a) => (
        <span className={styles.course}>
          {a.course.course_name}
          <span className={styles.sub}>{a.course.university_name}</span>
        </span>
      ),
    },
    { key: 'country', header: 'Country', cell: (a) => a.course.country },
    { key: 'intake', header: 'Intake', cell: (a) => <span className={styles.nowrap}>{`${a.intake} ${a.intake_year}`}</span> },
    {
      key: 'status',
      header: 'Status',
      cell: (a) => {
        const sub = subStatusLabel(statuses.data, a.status, a.sub_status);
        return (
          <>
            <ApplicationStatusBadge status={a.status} statuses={statuses.data} />
            {sub ? <span className={styles.sub}>{sub}</span> : null}
          </>
        );
      },
    },
    { key: 'updated', header: 'Last update', cell: (a) => <span className={styles.nowrap}>{formatDateTime(a.updated_at)}</span> },
  ];

  return (
    <>
      <PageHeading title={title} lead="Your students’ applications, the latest change first. Open one to follow it on the student’s page." />
      <ListToolbar list={applications}>
        <ListSearch list={applications} label="Search applications" hint="Student’s name, email or mobile" />
        <SelectField label="Status" emptyOption="All statuses" options={statusOptions} value={state.status ?? ''} onChange={(event) => applications.set({ status: event.target.value || null })} />
        <CountryFilter value={state.country} onChange={(country) => applications.set({ country })} />
      </ListToolbar>
      <PagedList list={applications} texts={TEXTS}>
        {(items) => <Table caption="Applications" columns={columns} rows={items} rowKey={(a) => a.sa_mapper_id} />}
      </PagedList>
    </>
  );
}
