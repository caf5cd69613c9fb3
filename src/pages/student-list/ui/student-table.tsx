import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { referenceDataQueries } from '@/entities/reference-data';
import { studentFullName, type StudentSummary } from '@/entities/student';
import { formatDateTime } from '@/shared/lib/date';
import { Table, type TableColumn } from '@/shared/ui/table';
import { StudentActiveAction } from './student-active-action';
import { SelectBox } from '@/shared/ui/selection';
import * as styles from './student-list-page.css';

type Props = {
  caption: string;
  students: StudentSummary[];
  /** Whether the caller may activate and deactivate students (adds the Actions column). */
  mayToggle: boolean;
  onChanged: (name: string, active: boolean) => void;
  /** The rows can be selected for the bulk actions (adds the first column) when given. */
  selection?: {
    selected: ReadonlySet<number>;
    onSelect: (student: StudentSummary, selected: boolean) => void;
    onSelectPage: (selected: boolean) => void;
  };
};

/** The rows of /student_list: a chunk of its own, fetched beside the list's call (see the page). */
export function StudentTable({ caption, students, mayToggle, onChanged, selection }: Props) {
  // The page asked for both lists already; these read the same cache entries.
  const countries = useQuery(referenceDataQueries.countries());
  const levels = useQuery(referenceDataQueries.courseLevels());
  const countryName = useMemo(() => new Map((countries.data ?? []).map((c) => [c.country_id, c.name])), [countries.data]);
  const levelName = useMemo(() => new Map((levels.data ?? []).map((l) => [l.course_level_id, l.name])), [levels.data]);

  const allSelected = !!selection && students.length > 0 && students.every((s) => selection.selected.has(s.user_id));
  const selectColumn: TableColumn<StudentSummary>[] = selection
    ? [
        {
          key: 'select',
          header: <SelectBox checked={allSelected} onChange={selection.onSelectPage} label="Select every student on this page" />,
          cell: (s) => <SelectBox checked={selection.selected.has(s.user_id)} onChange={(checked) => selection.onSelect(s, checked)} label={`Select ${studentFullName(s)}`} />,
        },
      ]
    : [];
  const columns: TableColumn<StudentSummary>[] = [
    ...selectColumn,
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
              <StudentActiveAction student={s} onChanged={onChanged} />
            ),
          },
        ]
      : []),
  ];

  return <Table caption={caption} columns={columns} rows={students} rowKey={(s) => s.user_id} />;
}
