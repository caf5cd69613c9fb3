// SQL of the university and course catalog: the course search (filters, focused first, sort, paging, facets), the
// university search and pages, and the staff updates about universities.
import type { Queryable } from '../../db/types.ts';
import type { components } from '../../../../openapi/generated/portal.d.ts';

export type Schemas = components['schemas'];
export type Month = Schemas['IntakeMonth'];
export type CourseSort = 'relevance' | 'tuition_asc' | 'tuition_desc' | 'tuition_usd_asc' | 'tuition_usd_desc' | 'name_asc' | 'ranking';
export type UniversitySort = 'relevance' | 'name_asc' | 'ranking';

export const MONTHS: readonly Month[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type CourseFilters = {
  /** Free text, already trimmed; every word must appear in the course's or the university's name. */
  q?: string;
  countryId?: number;
  stateId?: number;
  cityId?: number;
  courseLevelId?: number;
  courseCategoryId?: number;
  universityId?: number;
  intake?: Month;
  /** In the currency of `countryId` (the service makes sure it is set). */
  tuitionMin?: number;
  tuitionMax?: number;
  tuitionUsdMin?: number;
  tuitionUsdMax?: number;
};

export type Window = { limit: number; offset: number };

/** Collects positional parameters while a statement is put together. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `text` as a literal inside an ILIKE pattern: %, _ and the escape character itself lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Words of the free text (at most 8, so a pasted paragraph cannot make a huge statement). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * A yearly fee band as SQL conditions. Like the tuition filter's buckets it is half-open, min <= fee < max, so that
 * picking two neighbouring buckets never counts a course twice; min = max asks for exactly that fee.
 */
function feeBand(column: string, min: number | undefined, max: number | undefined, p: Params, divisor?: string): string[] {
  const value = (amount: number) => (divisor ? `round(${p.add(amount)} / ${divisor}, 2)` : p.add(amount));
  if (min !== undefined && max !== undefined && min === max) return [`${column} = ${value(min)}`];
  const out: string[] = [];
  if (min !== undefined) out.push(`${column} >= ${value(min)}`);
  if (max !== undefined) out.push(`${column} < ${value(max)}`);
  return out;
}

/** The search's conditions on `c` (courses) and `u` (universities), grouped by the facet that may ignore them. */
type Conditions = { place: string[]; level: string[]; localFee: string[]; rest: string[] };

function courseConditions(f: CourseFilters, p: Params): Conditions {
  const rest: string[] = [];
  for (const word of searchWords(f.q)) {
    const pattern = p.add(`%${escapeLike(word)}%`);
    // The university side is matched once per university (a hashed subplan), not once per course.
    rest.push(`(c.name ILIKE ${pattern} OR c.university_id IN (SELECT un.university_id FROM universities un WHERE un.name ILIKE ${pattern}))`);
  }
  if (f.courseCategoryId !== undefined) rest.push(`c.course_category_id = ${p.add(f.courseCategoryId)}`);
  if (f.universityId !== undefined) rest.push(`c.university_id = ${p.add(f.universityId)}`);
  if (f.intake !== undefined) rest.push(`c.intakes @> ARRAY[${p.add(f.intake)}::text]`);
  rest.push(...feeBand('c.tuition_fee_usd', f.tuitionUsdMin, f.tuitionUsdMax, p));
  const place: string[] = [];
  if (f.countryId !== undefined) place.push(`u.country_id = ${p.add(f.countryId)}`);
  if (f.stateId !== undefined) place.push(`u.state_id = ${p.add(f.stateId)}`);
  if (f.cityId !== undefined) place.push(`u.city_id = ${p.add(f.cityId)}`);
  const level = f.courseLevelId !== undefined ? [`c.course_level_id = ${p.add(f.courseLevelId)}`] : [];
  const localFee = feeBand('c.tuition_fee', f.tuitionMin, f.tuitionMax, p);
  return { place, level, localFee, rest };
}

const and = (conditions: string[]): string => (conditions.length ? conditions.join(' AND ') : 'true');

type OrderTerm = { expr: string; dir: 'ASC' | 'DESC' };

/** Focused universities' courses first, then the chosen sort, then the course id so that pages never overlap. */
function courseOrder(sort: CourseSort, f: CourseFilters, p: Params): OrderTerm[] {
  const terms: OrderTerm[] = [{ expr: 'u.focused', dir: 'DESC' }];
  const words = searchWords(f.q);
  switch (sort) {
    case 'relevance':
      if (words.length > 0) {
        const literal = escapeLike(words.join(' '));
        // The whole phrase as the course name, at its start, at a word's start, anywhere; then the words anywhere in
        // the course name; last the courses that matched through their university's name.
        const allWords = words.length > 1 ? ` WHEN ${words.map((w) => `c.name ILIKE ${p.add(`%${escapeLike(w)}%`)}`).join(' AND ')} THEN 4` : '';
        terms.push({
          expr: `CASE WHEN c.name ILIKE ${p.add(literal)} THEN 0
                      WHEN c.name ILIKE ${p.add(`${literal}%`)} THEN 1
                      WHEN c.name ILIKE ${p.add(`% ${literal}%`)} OR c.name ILIKE ${p.add(`%(${literal}%`)} THEN 2
                      WHEN c.name ILIKE ${p.add(`%${literal}%`)} THEN 3${allWords}
                      ELSE 5 END`,
          dir: 'ASC',
        });
      }
      terms.push({ expr: 'u.ranking', dir: 'ASC' }, { expr: 'c.name', dir: 'ASC' });
      break;
    case 'ranking':
      terms.push({ expr: 'u.ranking', dir: 'ASC' }, { expr: 'u.name', dir: 'ASC' }, { expr: 'c.name', dir: 'ASC' });
      break;
    case 'name_asc':
      terms.push({ expr: 'c.name', dir: 'ASC' }, { expr: 'u.name', dir: 'ASC' });
      break;
    case 'tuition_asc':
      terms.push({ expr: 'c.tuition_fee', dir: 'ASC' });
      break;
    case 'tuition_desc':
      terms.push({ expr: 'c.tuition_fee', dir: 'DESC' });
      break;
    case 'tuition_usd_asc':
      terms.push({ expr: 'c.tuition_fee_usd', dir: 'ASC' });
      break;
    case 'tuition_usd_desc':
      terms.push({ expr: 'c.tuition_fee_usd', dir: 'DESC' });
      break;
  }
  terms.push({ expr: 'c.course_id', dir: 'ASC' });
  return terms;
}

// ---------------------------------------------------------------- course items

const COURSE_ITEM_COLUMNS = `
  c.course_id, c.name AS course_name, u.university_id, u.name AS university_name, u.country_id, k.name AS country_name,
  ci.name AS city_name, u.focused, u.ranking, u.logo_url, c.course_level_id, cl.name AS course_level_name,
  c.course_category_id, cc.name AS course_category_name, c.intakes, c.duration_months, c.tuition_fee, c.currency,
  c.tuition_fee_usd, c.application_fee, c.ielts_min, c.ielts_min_band, c.toefl_min, c.pte_min, c.duolingo_min,
  c.min_percentage, c.gap_years_allowed`;

const COURSE_ITEM_JOINS = `
  JOIN universities u ON u.university_id = c.university_id
  JOIN countries k ON k.country_id = u.country_id
  LEFT JOIN cities ci ON ci.city_id = u.city_id
  JOIN course_levels cl ON cl.course_level_id = c.course_level_id
  JOIN course_categories cc ON cc.course_category_id = c.course_category_id`;

type CourseItemRow = {
  course_id: number;
  course_name: string;
  university_id: number;
  university_name: string;
  country_id: number;
  country_name: string;
  city_name: string | null;
  focused: boolean;
  ranking: number | null;
  logo_url: string | null;
  course_level_id: number;
  course_level_name: string;
  course_category_id: number;
  course_category_name: string;
  intakes: string[];
  duration_months: number | null;
  tuition_fee: number | null;
  currency: string;
  tuition_fee_usd: number | null;
  application_fee: number | null;
  ielts_min: number | null;
  ielts_min_band: number | null;
  toefl_min: number | null;
  pte_min: number | null;
  duolingo_min: number | null;
  min_percentage: number | null;
  gap_years_allowed: number | null;
};

export const toRequirements = (row: {
  ielts_min: number | null;
  ielts_min_band: number | null;
  toefl_min: number | null;
  pte_min: number | null;
  duolingo_min: number | null;
  min_percentage: number | null;
  gap_years_allowed: number | null;
}): Schemas['CourseRequirements'] => ({
  ielts_overall: row.ielts_min,
  ielts_min_band: row.ielts_min_band,
  toefl_total: row.toefl_min,
  pte_overall: row.pte_min,
  duolingo: row.duolingo_min,
  percentage: row.min_percentage,
  gap_years_allowed: row.gap_years_allowed,
});

function toCourseItem(row: CourseItemRow): Schemas['CourseItem'] {
  return {
    course_id: row.course_id,
    course_name: row.course_name,
    university: {
      university_id: row.university_id,
      name: row.university_name,
      country_id: row.country_id,
      country_name: row.country_name,
      city_name: row.city_name,
      focused: row.focused,
      ranking: row.ranking,
      logo_url: row.logo_url,
    },
    course_level: { course_level_id: row.course_level_id, name: row.course_level_name },
    course_category: { course_category_id: row.course_category_id, name: row.course_category_name },
    intakes: row.intakes as Month[],
    duration_months: row.duration_months,
    tuition_fee: row.tuition_fee,
    currency: row.currency,
    tuition_fee_usd: row.tuition_fee_usd,
    application_fee: row.application_fee,
    minimum_requirements: toRequirements(row),
  };
}

/**
 * One page of the course search and the number of all matches, in one statement: the inner query filters, counts
 * (count(*) OVER ()), sorts on narrow keys and cuts the page; only the page's rows are joined to their details.
 */
export async function searchCourses(
  db: Queryable,
  filters: CourseFilters,
  sort: CourseSort,
  window: Window,
): Promise<{ items: Schemas['CourseItem'][]; total: number }> {
  const p = new Params();
  const c = courseConditions(filters, p);
  const where = and([...c.rest, ...c.place, ...c.level, ...c.localFee]);
  const order = courseOrder(sort, filters, p);
  const keys = order.map((term, i) => `${term.expr} AS s${i}`).join(', ');
  const innerOrder = order.map((term, i) => `s${i} ${term.dir} NULLS LAST`).join(', ');
  const outerOrder = order.map((term, i) => `p.s${i} ${term.dir} NULLS LAST`).join(', ');
  const { rows } = await db.query<CourseItemRow & { total: number }>(
    `SELECT ${COURSE_ITEM_COLUMNS}, p.total
       FROM (SELECT c.course_id, count(*) OVER () AS total, ${keys}
               FROM courses c JOIN universities u ON u.university_id = c.university_id
              WHERE ${where}
              ORDER BY ${innerOrder}
              LIMIT ${p.add(window.limit)} OFFSET ${p.add(window.offset)}) p
       JOIN courses c ON c.course_id = p.course_id
       ${COURSE_ITEM_JOINS}
      ORDER BY ${outerOrder}`,
    p.values,
  );
  if (rows.length > 0) return { items: rows.map(toCourseItem), total: rows[0].total };
  if (window.offset === 0) return { items: [], total: 0 };
  // A page past the end has no row to carry the total: count on its own.
  const q = new Params();
  const again = courseConditions(filters, q);
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM courses c JOIN universities u ON u.university_id = c.university_id
      WHERE ${and([...again.rest, ...again.place, ...again.level, ...again.localFee])}`,
    q.values,
  );
  return { items: [], total: counted[0].total };
}

/**
 * The facet counts of a search, from one scan: per country over the courses that match every filter but the place
 * (country, state, city), and per course level over those that match every filter but the level. A local tuition
 * band belongs to the chosen country: it applies as is to that country's courses and, converted to US dollars at
 * that country's rate, to the other countries' courses.
 */
export async function courseFacets(db: Queryable, filters: CourseFilters): Promise<Schemas['CourseSearchFacets']> {
  const p = new Params();
  const c = courseConditions(filters, p);
  let countryFee = 'true';
  if (c.localFee.length > 0 && filters.countryId !== undefined) {
    const rate = `(SELECT usd_rate FROM countries WHERE country_id = ${p.add(filters.countryId)})`;
    const converted = feeBand('c.tuition_fee_usd', filters.tuitionMin, filters.tuitionMax, p, rate);
    countryFee = `CASE WHEN u.country_id = ${p.add(filters.countryId)} THEN ${and(c.localFee)} ELSE ${and(converted)} END`;
  }
  // One scan, two groupings: a course counts for its country when it passes the level filter (and the fee rule above),
  // and for its level when it passes the place filters. Countries by name, levels in their display order; a choice
  // with no course is left out.
  const { rows } = await db.query<{ facet: 'country' | 'level'; id: number; name: string; count: number }>(
    `SELECT CASE WHEN f.by_level = 0 THEN 'country' ELSE 'level' END AS facet,
            coalesce(k.country_id, cl.course_level_id) AS id, coalesce(k.name, cl.name) AS name,
            CASE WHEN f.by_level = 0 THEN f.country_count ELSE f.level_count END AS count
       FROM (SELECT u.country_id, c.course_level_id, GROUPING(u.country_id) AS by_level,
                    count(*) FILTER (WHERE (${and(c.level)}) AND (${countryFee}))::int AS country_count,
                    count(*) FILTER (WHERE ${and([...c.place, ...c.localFee])})::int AS level_count
               FROM courses c JOIN universities u ON u.university_id = c.university_id
              WHERE ${and(c.rest)}
              GROUP BY GROUPING SETS ((u.country_id), (c.course_level_id))) f
       LEFT JOIN countries k ON k.country_id = f.country_id AND f.by_level = 0
       LEFT JOIN course_levels cl ON cl.course_level_id = f.course_level_id AND f.by_level = 1
      WHERE CASE WHEN f.by_level = 0 THEN f.country_count ELSE f.level_count END > 0
      ORDER BY facet, cl.sort_order, name, id`,
    p.values,
  );
  return {
    countries: rows.filter((r) => r.facet === 'country').map((r) => ({ country_id: r.id, name: r.name, count: r.count })),
    course_levels: rows.filter((r) => r.facet === 'level').map((r) => ({ course_level_id: r.id, name: r.name, count: r.count })),
  };
}

type CourseDetailRow = CourseItemRow & {
  description: string | null;
  study_mode: Schemas['CourseDetail']['study_mode'];
  course_url: string | null;
  scholarships_available: boolean;
  university_type: 'public' | 'private';
  established_year: number | null;
  website: string | null;
  university_description: string | null;
  state_name: string | null;
  city_id: number | null;
};

export type CourseRecord = { detail: Schemas['CourseDetail']; university: Schemas['UniversityFacts'] };

/** Courses by id with their detail and their university's facts (in no particular order; missing ids are absent). */
export async function findCourses(db: Queryable, courseIds: readonly number[]): Promise<Map<number, CourseRecord>> {
  const { rows } = await db.query<CourseDetailRow>(
    `SELECT ${COURSE_ITEM_COLUMNS}, c.description, c.study_mode, c.course_url,
            EXISTS (SELECT 1 FROM university_scholarships s
                     WHERE s.university_id = c.university_id
                       AND (s.course_level_id IS NULL OR s.course_level_id = c.course_level_id)) AS scholarships_available,
            u.type AS university_type, u.established_year, u.website, u.description AS university_description,
            st.name AS state_name, u.city_id
       FROM courses c ${COURSE_ITEM_JOINS}
       LEFT JOIN states st ON st.state_id = u.state_id
      WHERE c.course_id = ANY($1::int[])`,
    [courseIds],
  );
  return new Map(
    rows.map((row) => [
      row.course_id,
      {
        detail: {
          ...toCourseItem(row),
          description: row.description,
          study_mode: row.study_mode,
          course_url: row.course_url,
          scholarships_available: row.scholarships_available,
        },
        university: {
          university_id: row.university_id,
          name: row.university_name,
          logo_url: row.logo_url,
          type: row.university_type,
          established_year: row.established_year,
          ranking: row.ranking,
          website: row.website,
          description: row.university_description,
          country_id: row.country_id,
          country_name: row.country_name,
          state_name: row.state_name,
          city_id: row.city_id,
          city_name: row.city_name,
          focused: row.focused,
        },
      },
    ]),
  );
}

// ---------------------------------------------------------------- universities

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

type InfoRow = {
  university_id: number;
  currency: string;
  living_cost_yearly: number | null;
  accommodation_note: string | null;
  tuition_min: number | null;
  tuition_max: number | null;
  tuition_usd_min: number | null;
  tuition_usd_max: number | null;
  application_fee: number | null;
  intakes: string[];
};

/**
 * The info block: intakes of any course in calendar order, the tuition range in the local currency and in USD, and
 * the application fee (the highest any of its courses asks: courses of different levels may ask different fees).
 */
export async function findUniversityInfo(db: Queryable, universityId: number): Promise<Schemas['UniversityInfo'] | undefined> {
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
  return {
    university_id: row.university_id,
    intakes: MONTHS.filter((month) => row.intakes.includes(month)),
    fees: {
      currency: row.currency,
      tuition_min: row.tuition_min,
      tuition_max: row.tuition_max,
      tuition_usd_min: row.tuition_usd_min,
      tuition_usd_max: row.tuition_usd_max,
      application_fee: row.application_fee,
    },
    living_cost_yearly: row.living_cost_yearly,
    accommodation_note: row.accommodation_note,
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

type RequirementRow = Parameters<typeof toRequirements>[0] & {
  course_level_id: number;
  course_level_name: string;
  backlogs_allowed: number | null;
  notes: string | null;
};

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

export type UniversityFilters = {
  q?: string;
  countryId?: number;
  stateId?: number;
  cityId?: number;
  courseLevelId?: number;
  focused?: boolean;
};

function universityConditions(f: UniversityFilters, p: Params): string[] {
  const out: string[] = [];
  for (const word of searchWords(f.q)) out.push(`u.name ILIKE ${p.add(`%${escapeLike(word)}%`)}`);
  if (f.countryId !== undefined) out.push(`u.country_id = ${p.add(f.countryId)}`);
  if (f.stateId !== undefined) out.push(`u.state_id = ${p.add(f.stateId)}`);
  if (f.cityId !== undefined) out.push(`u.city_id = ${p.add(f.cityId)}`);
  if (f.courseLevelId !== undefined) {
    out.push(`EXISTS (SELECT 1 FROM courses c WHERE c.university_id = u.university_id AND c.course_level_id = ${p.add(f.courseLevelId)})`);
  }
  if (f.focused !== undefined) out.push(`u.focused = ${p.add(f.focused)}`);
  return out;
}

function universityOrder(sort: UniversitySort, q: string | undefined, p: Params): string {
  const terms = ['u.focused DESC'];
  const phrase = searchWords(q).join(' ');
  if (sort === 'relevance' && phrase) {
    const literal = escapeLike(phrase);
    terms.push(`CASE WHEN u.name ILIKE ${p.add(literal)} THEN 0 WHEN u.name ILIKE ${p.add(`${literal}%`)} THEN 1
                     WHEN u.name ILIKE ${p.add(`% ${literal}%`)} THEN 2 WHEN u.name ILIKE ${p.add(`%${literal}%`)} THEN 3 ELSE 4 END`);
  }
  if (sort === 'name_asc') terms.push('u.name');
  else terms.push('u.ranking ASC NULLS LAST', 'u.name');
  terms.push('u.university_id');
  return terms.join(', ');
}

export async function searchUniversities(
  db: Queryable,
  filters: UniversityFilters,
  sort: UniversitySort,
  window: Window,
): Promise<{ items: Schemas['UniversitySummary'][]; total: number }> {
  const p = new Params();
  const where = and(universityConditions(filters, p));
  const order = universityOrder(sort, filters.q, p);
  const { rows } = await db.query<Schemas['UniversitySummary'] & { total: number }>(
    `SELECT ${UNIVERSITY_SUMMARY_COLUMNS}, count(*) OVER () AS total
       FROM universities u ${UNIVERSITY_SUMMARY_JOINS}
      WHERE ${where}
      ORDER BY ${order}
      LIMIT ${p.add(window.limit)} OFFSET ${p.add(window.offset)}`,
    p.values,
  );
  if (rows.length > 0 || window.offset === 0) {
    return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
  }
  const q = new Params();
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM universities u WHERE ${and(universityConditions(filters, q))}`,
    q.values,
  );
  return { items: [], total: counted[0].total };
}

/** The focused universities, by ranking (unranked last) then name. */
export async function listFocusedUniversities(db: Queryable, countryId: number | undefined): Promise<Schemas['UniversitySummary'][]> {
  const { rows } = await db.query<Schemas['UniversitySummary']>(
    `SELECT ${UNIVERSITY_SUMMARY_COLUMNS}
       FROM universities u ${UNIVERSITY_SUMMARY_JOINS}
      WHERE u.focused AND ($1::int IS NULL OR u.country_id = $1)
      ORDER BY u.ranking ASC NULLS LAST, u.name, u.university_id`,
    [countryId ?? null],
  );
  return rows;
}

/** The compact list of the pickers and of the app-wide UniversityList, by name. */
export async function listUniversityItems(db: Queryable, countryId: number | undefined): Promise<Schemas['UniversityListItem'][]> {
  const { rows } = await db.query<Schemas['UniversityListItem']>(
    `SELECT university_id, name, country_id, focused FROM universities
      WHERE ($1::int IS NULL OR country_id = $1)
      ORDER BY name, university_id`,
    [countryId ?? null],
  );
  return rows;
}

type UspUniversityRow = { university_id: number; name: string; country_name: string; logo_url: string | null; focused: boolean };

/** A page of the universities that have a USP (focused first, then by name), without their USPs. */
export async function searchUniversitiesWithUsps(
  db: Queryable,
  filters: { q?: string; countryId?: number },
  window: Window,
): Promise<{ items: UspUniversityRow[]; total: number }> {
  const p = new Params();
  const where = [...universityConditions(filters, p), 'EXISTS (SELECT 1 FROM university_usps x WHERE x.university_id = u.university_id)'];
  const { rows } = await db.query<UspUniversityRow & { total: number }>(
    `SELECT u.university_id, u.name, k.name AS country_name, u.logo_url, u.focused, count(*) OVER () AS total
       FROM universities u JOIN countries k ON k.country_id = u.country_id
      WHERE ${and(where)}
      ORDER BY u.focused DESC, u.name, u.university_id
      LIMIT ${p.add(window.limit)} OFFSET ${p.add(window.offset)}`,
    p.values,
  );
  if (rows.length > 0 || window.offset === 0) {
    return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
  }
  const q = new Params();
  const again = [...universityConditions(filters, q), 'EXISTS (SELECT 1 FROM university_usps x WHERE x.university_id = u.university_id)'];
  const { rows: counted } = await db.query<{ total: number }>(`SELECT count(*) AS total FROM universities u WHERE ${and(again)}`, q.values);
  return { items: [], total: counted[0].total };
}

export async function findUspUniversity(db: Queryable, universityId: number): Promise<UspUniversityRow | undefined> {
  const { rows } = await db.query<UspUniversityRow>(
    `SELECT u.university_id, u.name, k.name AS country_name, u.logo_url, u.focused
       FROM universities u JOIN countries k ON k.country_id = u.country_id
      WHERE u.university_id = $1`,
    [universityId],
  );
  return rows[0];
}

// ---------------------------------------------------------------- staff updates

type UpdateRow = {
  update_id: number;
  university_id: number;
  university_name: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  author_id: number | null;
  author_first_name: string | null;
  author_last_name: string | null;
};

/** Updates that came with the catalog have no author (created_by NULL): they answer `created_by: null`. */
const UPDATE_SELECT = `
  SELECT uu.update_id, uu.university_id, u.name AS university_name, uu.title, uu.body, uu.link, uu.created_at,
         a.user_id AS author_id, a.first_name AS author_first_name, a.last_name AS author_last_name
    FROM university_updates uu
    JOIN universities u ON u.university_id = uu.university_id
    LEFT JOIN users a ON a.user_id = uu.created_by`;

function toUpdate(row: UpdateRow): Schemas['UniversityUpdate'] {
  return {
    update_id: row.update_id,
    university_id: row.university_id,
    university_name: row.university_name,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: new Date(row.created_at).toISOString(),
    created_by:
      row.author_id === null
        ? null
        : { user_id: row.author_id, first_name: row.author_first_name ?? '', last_name: row.author_last_name ?? '' },
  };
}

export async function listUpdates(
  db: Queryable,
  filters: { universityId?: number; countryId?: number },
  window: Window,
): Promise<{ items: Schemas['UniversityUpdate'][]; total: number }> {
  const conditions = `($1::int IS NULL OR uu.university_id = $1) AND ($2::int IS NULL OR u.country_id = $2)`;
  const params = [filters.universityId ?? null, filters.countryId ?? null];
  const { rows } = await db.query<UpdateRow>(
    `${UPDATE_SELECT} WHERE ${conditions} ORDER BY uu.created_at DESC, uu.update_id DESC LIMIT $3 OFFSET $4`,
    [...params, window.limit, window.offset],
  );
  const { rows: counted } = await db.query<{ total: number }>(`SELECT count(*) AS total FROM (${UPDATE_SELECT} WHERE ${conditions}) x`, params);
  return { items: rows.map(toUpdate), total: counted[0].total };
}

export async function findUpdate(db: Queryable, updateId: number): Promise<Schemas['UniversityUpdate'] | undefined> {
  const { rows } = await db.query<UpdateRow>(`${UPDATE_SELECT} WHERE uu.update_id = $1`, [updateId]);
  return rows[0] ? toUpdate(rows[0]) : undefined;
}

export async function insertUpdate(
  db: Queryable,
  input: { universityId: number; title: string; body: string; link: string | null; createdBy: number },
): Promise<number> {
  const { rows } = await db.query<{ update_id: number }>(
    `INSERT INTO university_updates (university_id, title, body, link, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING update_id`,
    [input.universityId, input.title, input.body, input.link, input.createdBy],
  );
  return rows[0].update_id;
}
