import type { Application, ApplicationStatusInfo } from '../model/application.types';

/** An application and a small pipeline as the server answers them, for component tests. */
export function applicationFixture(overrides: Partial<Application> = {}): Application {
  return {
    sa_mapper_id: 501,
    student_user_id: 41,
    student_name: 'Asha Rao',
    course: { course_id: 1, course_name: 'MSc Data Science', course_level_id: 3, university_id: 7, university_name: 'Maple University', country_id: 2, country: 'Canada' },
    intake: 'Sep',
    intake_year: 2027,
    status: 'applied',
    sub_status: null,
    status_changed_at: '2026-05-01T10:00:00.000Z',
    created_by: { user_id: 41, name: 'Asha Rao', role: 'student' },
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export const statusesFixture: ApplicationStatusInfo[] = [
  { status: 'applied', label: 'Applied', order: 1, closed: false, sub_statuses: [], next_statuses: ['submitted', 'withdrawn'] },
  { status: 'submitted', label: 'Submitted to university', order: 2, closed: false, sub_statuses: [], next_statuses: [] },
  { status: 'withdrawn', label: 'Withdrawn', order: 9, closed: true, sub_statuses: [], next_statuses: [] },
];
