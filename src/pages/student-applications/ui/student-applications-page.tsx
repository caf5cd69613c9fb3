import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { applicationDetailsPath, applicationListQueries, applicationQueries, statusLabel, subStatusLabel, type Application } from '@/entities/application';
import { referenceDataQueries } from '@/entities/reference-data';
import { formatDateTime } from '@/shared/lib/date';
import { useUrlQuery } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import { SearchBox } from '@/shared/ui/search-box';
import { SelectField } from '@/shared/ui/select-field';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { Table, type TableColumn } from '@/shared/ui/table';
import { applicationListState, isFiltered, toApplicationListQuery } from '../model/application-list-query';
import * as styles from './student-applications-page.css';

/**
 * /student_applications: the applications of every student the caller reaches, the latest change first, with their
 * status and sub-status. Search, status, country and page live in the URL.
 */
export function StudentApplicationsPage({ title }: { title: string }) {
  const { params, update, clear } = useUrlQuery();
  const state = applicationListState(params);
  const statuses = useQuery(applicationQueries.statuses());
  const countries = useQuery(referenceDataQueries.countries());
  const applications = useQuery(applicationListQueries.list(toApplicationListQuery(state, statuses.data)));
  const filtered = isFiltered(state);

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
            <span className={styles.status}>{statusLabel(statuses.data, a.status)}</span>
            {sub ? <span className={styles.sub}>{sub}</span> : null}
          </>
        );
      },
    },
    { key: 'updated', header: 'Last update', cell: (a) => <span className={styles.nowrap}>{formatDateTime(a.updated_at)}</span> },
  ];

  let body: ReactNode;
  if (applications.isPending) body = <Spinner label="Loading the applications" />;
  else if (applications.isError && !applications.data)
    body = (
      <ErrorState title="The applications could not be loaded" action={<Button onClick={() => applications.refetch()}>Try again</Button>}>
        Check your connection and try again; your search and filters are kept.
      </ErrorState>
    );
  else {
    const { items, page, page_size: pageSize, total } = applications.data;
    if (items.length === 0) {
      body =
        page > 1 && total > 0 ? (
          <EmptyState title="This page is empty" action={<Button variant="secondary" onClick={() => update({ page: null })}>Go to the first page</Button>}>
            The list is shorter than it was.
          </EmptyState>
        ) : filtered ? (
          <EmptyState title="No application matches" action={<Button variant="secondary" onClick={() => clear()}>Clear the search and filters</Button>}>
            Try another student’s name, email or mobile, or another filter.
          </EmptyState>
        ) : (
          <EmptyState title="No applications yet" icon="file" action={<Link to="/student_list">Go to your students</Link>}>
            When your students apply to courses, their applications show here.
          </EmptyState>
        );
    } else {
      const first = (page - 1) * pageSize + 1;
      body = (
        <>
          <p role="status" className={styles.meta}>
            {total === 1 ? '1 application' : `${first}–${first + items.length - 1} of ${total.toLocaleString('en')} applications`}
            {applications.isFetching ? ' · updating…' : ''}
            {applications.isError ? ' · the latest change could not be loaded' : ''}
          </p>
          <Table caption="Applications" columns={columns} rows={items} rowKey={(a) => a.sa_mapper_id} />
          <Pager label="Pages of applications" page={page} pageSize={pageSize} total={total} onPage={(next) => update({ page: next > 1 ? next : null })} />
        </>
      );
    }
  }

  return (
    <>
      <PageHeading title={title} lead="Your students’ applications, the latest change first. Open one to follow it on the student’s page." />
      <div className={styles.toolbar}>
        <SearchBox
          label="Search applications"
          hint="Student’s name, email or mobile"
          value={state.q ?? ''}
          onSearch={(text) => update({ q: text }, { replace: true })}
        />
        <SelectField
          label="Status"
          emptyOption="All statuses"
          options={[...(statuses.data ?? [])].sort((a, b) => a.order - b.order).map((s) => ({ value: s.status, label: s.label }))}
          value={state.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        />
        <SelectField
          label="Country"
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
      {body}
    </>
  );
}
