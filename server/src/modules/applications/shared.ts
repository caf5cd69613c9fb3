// Small pieces the services of this area share: paging, dates, the application row and its answer shape.
import type { components } from '../../../../openapi/generated/portal.d.ts';
import type { Role } from '../../http/contract.ts';
import { unprocessable } from '../../http/errors.ts';

export type Schemas = components['schemas'];
export type Application = Schemas['Application'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type IntakeMonth = Schemas['ApplicationIntakeMonth'];

export const MONTHS: readonly IntakeMonth[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The statuses in which the university's offer waits for the student (listOfferLetterNotAccepted, home badges). */
export const OFFER_STATUSES: readonly ApplicationStatus[] = ['conditional_offer', 'unconditional_offer'];
/** The status in which the tuition deposit is due (listDepositPayable). */
export const DEPOSIT_STATUS: ApplicationStatus = 'offer_accepted';
/** The status an application starts in. */
export const FIRST_STATUS: ApplicationStatus = 'applied';
/** Open but finished: not a follow-up case (listStaleApplications). */
export const ENROLLED: ApplicationStatus = 'enrolled';

export type Paging = { page: number; pageSize: number; offset: number };

export function paging(query: { page?: number; page_size?: number }): Paging {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** 422 naming `query/from` when the range is upside down (both are 'YYYY-MM-DD', so text order is date order). */
export function checkRange(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) {
    throw unprocessable('from is after to', [{ field: 'query/from', message: 'must be on or before to' }]);
  }
}

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns of one application with its course, university, student and creator (aliases a, s, c, u, co, cb). */
export const APPLICATION_COLUMNS = `
  a.sa_mapper_id, a.student_user_id, s.first_name || ' ' || s.last_name AS student_name,
  c.course_id, c.name AS course_name, c.course_level_id, u.university_id, u.name AS university_name,
  u.country_id, co.name AS country, a.intake, a.intake_year, a.status, a.sub_status, a.status_changed_at,
  a.created_by, cb.first_name || ' ' || cb.last_name AS created_by_name, cb.user_type AS created_by_role,
  a.created_at, a.updated_at`;

export const APPLICATION_FROM = `
  FROM student_applications a
  JOIN users s ON s.user_id = a.student_user_id
  JOIN courses c ON c.course_id = a.course_id
  JOIN universities u ON u.university_id = c.university_id
  JOIN countries co ON co.country_id = u.country_id
  JOIN users cb ON cb.user_id = a.created_by`;

export type ApplicationRow = {
  sa_mapper_id: number;
  student_user_id: number;
  student_name: string;
  course_id: number;
  course_name: string;
  course_level_id: number | null;
  university_id: number;
  university_name: string;
  country_id: number;
  country: string;
  intake: IntakeMonth;
  intake_year: number;
  status: ApplicationStatus;
  sub_status: string | null;
  status_changed_at: Date;
  created_by: number;
  created_by_name: string;
  created_by_role: Role;
  created_at: Date;
  updated_at: Date;
};

export function toApplication(row: ApplicationRow): Application {
  return {
    sa_mapper_id: row.sa_mapper_id,
    student_user_id: row.student_user_id,
    student_name: row.student_name,
    course: {
      course_id: row.course_id,
      course_name: row.course_name,
      course_level_id: row.course_level_id,
      university_id: row.university_id,
      university_name: row.university_name,
      country_id: row.country_id,
      country: row.country,
    },
    intake: row.intake,
    intake_year: row.intake_year,
    status: row.status,
    sub_status: row.sub_status,
    status_changed_at: iso(row.status_changed_at),
    created_by: { user_id: row.created_by, name: row.created_by_name, role: row.created_by_role },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Collects WHERE conditions with numbered parameters after the ones a query starts with. */
export class Conditions {
  readonly parts: string[] = [];
  constructor(readonly params: unknown[]) {}

  /** Adds `sql` where every `?` stands for `value` (one new parameter). */
  add(sql: string, value: unknown): this {
    this.params.push(value);
    this.parts.push(sql.replaceAll('?', `$${this.params.length}`));
    return this;
  }

  raw(sql: string): this {
    this.parts.push(sql);
    return this;
  }

  get where(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }

  /** The next parameter's placeholder once `value` is pushed (for LIMIT and OFFSET). */
  next(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}
