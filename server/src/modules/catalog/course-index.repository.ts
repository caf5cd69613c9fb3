// What the in-memory course index (course-index.ts) is built from: every course as the search shows it, the fields its
// filters test, and the places of course and university names in the database's own order (so that names sort by the
// database's collation, exactly as the SQL search sorts them); the names and order of the facets' countries and levels.
import type { Queryable } from '../../db/types.ts';
import { COURSE_ITEM_COLUMNS, COURSE_ITEM_JOINS, type CourseItemRow } from './courses.repository.ts';

export type CourseIndexRow = CourseItemRow & {
  state_id: number | null;
  city_id: number | null;
  /** The names as the database lowers them (ILIKE compares lowered text). */
  name_lower: string;
  university_name_lower: string;
  /** The course's and the university's name among all names in the database's order (equal names, equal places). */
  name_place: number;
  university_name_place: number;
};

export async function readCourseIndexRows(db: Queryable): Promise<CourseIndexRow[]> {
  const { rows } = await db.query<CourseIndexRow>(
    `SELECT ${COURSE_ITEM_COLUMNS}, u.state_id, u.city_id, lower(c.name) AS name_lower, lower(u.name) AS university_name_lower,
            dense_rank() OVER (ORDER BY c.name)::int AS name_place, un.place AS university_name_place
       FROM courses c ${COURSE_ITEM_JOINS}
       JOIN (SELECT university_id, dense_rank() OVER (ORDER BY name)::int AS place FROM universities) un
         ON un.university_id = c.university_id`,
  );
  return rows;
}

export type FacetName = { id: number; name: string; order: number };

/** Countries by name (then id), course levels by their display order (then name, id): the facets' order. */
export async function readFacetNames(db: Queryable): Promise<{ countries: FacetName[]; levels: FacetName[] }> {
  const countries = await db.query<FacetName>(
    `SELECT country_id AS id, name, row_number() OVER (ORDER BY name, country_id)::int AS "order" FROM countries`,
  );
  const levels = await db.query<FacetName>(
    `SELECT course_level_id AS id, name, row_number() OVER (ORDER BY sort_order, name, course_level_id)::int AS "order"
       FROM course_levels`,
  );
  return { countries: countries.rows, levels: levels.rows };
}
