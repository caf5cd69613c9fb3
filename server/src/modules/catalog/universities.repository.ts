// The SQL of universities: a university's page (facts, info block, courses per level, USPs, scholarships and
// requirements), the university search, the focused ones, the compact list, and the USP highlights.
import type { PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { Conditions, escapeLike, queryCountedPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { MONTHS, searchWords, toRequirements, type RequirementColumns } from './courses.repository.ts';

type Schemas = PortalSchemas;
type Query = PortalQuery<'listUniversities'>;
export type UniversitySort = NonNullable<Query['sort']>;
/** The university search's filters as the contract names them (`q` trimmed by the service). */
export type UniversityFilters = Omit<Query, 'sort' | 'page' | 'page_size'>;

export async function universityExists(db: Queryable, universityId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM universities WHERE university_id = $1', [universityId]);
  return rows.length > 0;
}

export async function findUniversityFacts(db: Queryable, universityId: number): Promise<Schemas['UniversityFacts'] | undefined> {
  const { rows } = await db.query<Schemas['UniversityFacts']>(
    `SELECT u.university_id, u.name, u.logo_url, u.type, u.established_year, u.ranking, u.website, u.description,
            u.country_id, k.name AS country_name, st.name AS state_name, u.city_id, ci.name AS city_name, u.focused
       FROM universities u
       JOIN countries k ON k.country_id = u.country_id
       LEFT JOIN states st ON st.state_id = u.state_id
       LEFT JOIN cities ci ON ci.city_id = u.city_id
      WHERE u.university_id = $1`,
    [universityId],
  );
  return rows[0];
}

type Info = Schemas['UniversityInfo'];
type InfoRow = Info['fees'] & Pick<Info, 'university_id' | 'living_cost_yearly' | 'accommodation_note'> & { intakes: string[] };

/**
 * The info block: intakes of any course in calendar order, the tuition range in the local currency and in USD, and
 * the application fee (the highest any of its courses asks: courses of different levels may ask different fees).
 */
export async function findUniversityInfo(db: Queryable, universityId: number): Promise<Info | undefined> {
  const { rows } = await db.query<InfoRow>(
    `SELECT u.university_id, k.currency, u.living_cost_yearly, u.accommodation_note,
            f.tuition_min, f.tuition_max, f.tuition_usd_min, f.tuition_usd_max, f.application_fee,
            ARRAY(SELECT DISTINCT m FROM courses c2 CROSS JOIN unnest(c2.intakes) AS m
                   WHERE c2.university_id = u.university_id) AS intakes
       FROM universities u
       JOIN countries k ON k.country_id = u.country_id
      CROSS JOIN LATERAL (
            SELECT min(c.tuition_fee) AS tuition_min, max(c.tuition_fee) AS tuition_max,
                   min(c.tuition_fee_usd) AS tuition_usd_min, max(c.tuition_fee_usd) AS tuition_usd_max,
                   max(c.application_fee) AS application_fee
              FROM courses c WHERE c.university_id = u.university_id) f
      WHERE u.university_id = $1`,
    [universityId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { university_id, intakes, living_cost_yearly, accommodation_note, ...fees } = row;
  return {
    university_id,
    intakes: MONTHS.filter((month) => intakes.includes(month)),
    fees,
    living_cost_yearly,
    accommodation_note,
  };
}

/** How many courses a university offers per level, levels in display order, levels without a course left out. */
export async function countCoursesPerLevel(db: Queryable, universityId: number): Promise<Schemas['CourseLevelCount'][]> {
  const { rows } = await db.query<Schemas['CourseLevelCount']>(
    `SELECT cl.course_level_id, cl.name, count(*)::int AS count
       FROM courses c JOIN course_levels cl ON cl.course_level_id = c.course_level_id
      WHERE c.university_id = $1
      GROUP BY cl.course_level_id, cl.name, cl.sort_order
      ORDER BY cl.sort_order, cl.course_level_id`,
    [universityId],
  );
  return rows;
}

/** The USPs of some universities, each list in display order. A USP reads "title: detail". */
export async function listUsps(db: Queryable, universityIds: readonly number[]): Promise<Map<number, Schemas['UniversityUsp'][]>> {
  const { rows } = await db.query<{ usp_id: number; university_id: number; title: string; detail: string | null }>(
    `SELECT usp_id, university_id, title, detail FROM university_usps
      WHERE university_id = ANY($1::int[])
      ORDER BY university_id, sort_order, usp_id`,
    [universityIds],
  );
  const out = new Map<number, Schemas['UniversityUsp'][]>(universityIds.map((id) => [id, []]));
  for (const row of rows) {
    out.get(row.university_id)?.push({ usp_id: row.usp_id, text: row.detail ? `${row.title}: ${row.detail}` : row.title });
  }
  return out;
}

export async function listScholarships(db: Queryable, universityId: number): Promise<Schemas['UniversityScholarship'][]> {
  const { rows } = await db.query<Schemas['UniversityScholarship']>(
    `SELECT scholarship_id, name, amount, amount_text, currency, course_level_id, eligibility, deadline
       FROM university_scholarships WHERE university_id = $1
      ORDER BY scholarship_id`,
    [universityId],
  );
  return rows;
}

type RequirementRow = RequirementColumns & Omit<Schemas['UniversityRequirement'], 'requirements'>;

export async function listRequirements(db: Queryable, universityId: number): Promise<Schemas['UniversityRequirement'][]> {
  const { rows } = await db.query<RequirementRow>(
    `SELECT r.course_level_id, cl.name AS course_level_name, r.ielts_min, r.ielts_min_band, r.toefl_min, r.pte_min,
            r.duolingo_min, r.min_percentage, r.gap_years_allowed, r.backlogs_allowed, r.notes
       FROM university_requirements r JOIN course_levels cl ON cl.course_level_id = r.course_level_id
      WHERE r.university_id = $1
      ORDER BY cl.sort_order, cl.course_level_id`,
    [universityId],
  );
  return rows.map((row) => ({
    course_level_id: row.course_level_id,
    course_level_name: row.course_level_name,
    requirements: toRequirements(row),
    backlogs_allowed: row.backlogs_allowed,
    notes: row.notes,
  }));
}

const UNIVERSITY_SUMMARY_COLUMNS = `
  u.university_id, u.name, u.logo_url, u.type, u.country_id, k.name AS country_name, ci.name AS city_name, u.ranking,
  u.focused, (SELECT count(*)::int FROM courses c WHERE c.university_id = u.university_id) AS course_count`;

const UNIVERSITY_SUMMARY_JOINS = `
  JOIN countries k ON k.country_id = u.country_id
  LEFT JOIN cities ci ON ci.city_id = u.city_id`;

function universityConditions(f: UniversityFilters): Conditions {
  const where = new Conditions();
  for (const word of searchWords(f.q)) where.push(`u.name ILIKE ${where.param(`%${escapeLike(word)}%`)}`);
  where.eq('u.country_id', f.country_id).eq('u.state_id', f.state_id).eq('u.city_id', f.city_id);
  if (f.course_level_id !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM courses c WHERE c.university_id = u.university_id AND c.course_level_id = ${where.param(f.course_level_id)})`);
  }
  return where.eq('u.focused', f.focused);
}

function universityOrder(sort: UniversitySort, q: string | undefined, where: Conditions): string {
  const terms = ['u.focused DESC'];
  const phrase = searchWords(q).join(' ');
  if (sort === 'relevance' && phrase) {
    const literal = escapeLike(phrase);
    terms.push(`CASE WHEN u.name ILIKE ${where.param(literal)} THEN 0 WHEN u.name ILIKE ${where.param(`${literal}%`)} THEN 1
                     WHEN u.name ILIKE ${where.param(`% ${literal}%`)} THEN 2 WHEN u.name ILIKE ${where.param(`%${literal}%`)} THEN 3 ELSE 4 END`);
  }
  if (sort === 'name_asc') terms.push('u.name');
  else terms.push('u.ranking ASC NULLS LAST', 'u.name');
  terms.push('u.university_id');
  return terms.join(', ');
}

/** Drops the window's `total` column from a row. */
const withoutTotal = <T>({ total: _total, ...row }: T & { total: number }): T => row as T;

export async function searchUniversities(
  db: Queryable,
  filters: UniversityFilters,
  sort: UniversitySort,
  window: PageWindow,
): Promise<Page<Schemas['UniversitySummary']>> {
  const where = universityConditions(filters);
  const order = universityOrder(sort, filters.q, where);
  const page = where.limitOffset(window);
  return queryCountedPage(
    db, window,
    {
      sql: `SELECT ${UNIVERSITY_SUMMARY_COLUMNS}, count(*) OVER () AS total
              FROM universities u ${UNIVERSITY_SUMMARY_JOINS} ${where.sql} ORDER BY ${order} ${page.sql}`,
      params: page.params,
    },
    () => {
      const again = universityConditions(filters);
      return { sql: `SELECT count(*) AS total FROM universities u ${again.sql}`, params: again.params };
    },
    withoutTotal<Schemas['UniversitySummary']>,
  );
}

/** The focused universities, by ranking (unranked last) then name. */
export async function listFocusedUniversities(db: Queryable, countryId: number | undefined): Promise<Schemas['UniversitySummary'][]> {
  const where = new Conditions().push('u.focused').eq('u.country_id', countryId);
  const { rows } = await db.query<Schemas['UniversitySummary']>(
    `SELECT ${UNIVERSITY_SUMMARY_COLUMNS} FROM universities u ${UNIVERSITY_SUMMARY_JOINS} ${where.sql}
      ORDER BY u.ranking ASC NULLS LAST, u.name, u.university_id`,
    where.params,
  );
  return rows;
}

/** The compact list of the pickers and of the app-wide UniversityList, by name. */
export async function listUniversityItems(db: Queryable, countryId: number | undefined): Promise<Schemas['UniversityListItem'][]> {
  const where = new Conditions().eq('country_id', countryId);
  const { rows } = await db.query<Schemas['UniversityListItem']>(
    `SELECT university_id, name, country_id, focused FROM universities ${where.sql} ORDER BY name, university_id`,
    where.params,
  );
  return rows;
}

export type UspUniversityRow = Omit<Schemas['UniversityUspGroup'], 'usps'>;

const USP_UNIVERSITY_SELECT = `
  SELECT u.university_id, u.name, k.name AS country_name, u.logo_url, u.focused
    FROM universities u JOIN countries k ON k.country_id = u.country_id`;

/** Universities that have a USP, with the search's text and country filters. */
function uspConditions(filters: Pick<UniversityFilters, 'q' | 'country_id'>): Conditions {
  return universityConditions(filters).push('EXISTS (SELECT 1 FROM university_usps x WHERE x.university_id = u.university_id)');
}

/** A page of the universities that have a USP (focused first, then by name), without their USPs. */
export async function searchUniversitiesWithUsps(
  db: Queryable,
  filters: Pick<UniversityFilters, 'q' | 'country_id'>,
  window: PageWindow,
): Promise<Page<UspUniversityRow>> {
  const where = uspConditions(filters);
  const page = where.limitOffset(window);
  return queryCountedPage(
    db, window,
    {
      sql: `SELECT x.*, count(*) OVER () AS total FROM (${USP_UNIVERSITY_SELECT} ${where.sql}) x
             ORDER BY x.focused DESC, x.name, x.university_id ${page.sql}`,
      params: page.params,
    },
    () => {
      const again = uspConditions(filters);
      return { sql: `SELECT count(*) AS total FROM universities u ${again.sql}`, params: again.params };
    },
    withoutTotal<UspUniversityRow>,
  );
}

export async function findUspUniversity(db: Queryable, universityId: number): Promise<UspUniversityRow | undefined> {
  const { rows } = await db.query<UspUniversityRow>(`${USP_UNIVERSITY_SELECT} WHERE u.university_id = $1`, [universityId]);
  return rows[0];
}
