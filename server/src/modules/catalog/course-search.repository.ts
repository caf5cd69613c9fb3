// The SQL of the course search: its filters, focused universities first, the chosen sort, one page with the count of
// all matches in one statement, and the facet counts per country and per course level.
import type { PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { Conditions, SqlParams, escapeLike, queryCountedPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { COURSE_ITEM_COLUMNS, COURSE_ITEM_JOINS, searchWords, toCourseItem, type CourseItemRow } from './courses.repository.ts';

type Query = PortalQuery<'listCourses'>;
export type CourseSort = NonNullable<Query['sort']>;
/**
 * The search's filters as the contract names them, after the service's rules: `q` trimmed (every word must appear in
 * the course's or the university's name); a local tuition bound is in the currency of `country_id`, which is set.
 */
export type CourseFilters = Omit<Query, 'sort' | 'page' | 'page_size'>;

/**
 * A yearly fee band. Like the tuition filter's buckets it is half-open, min <= fee < max, so that picking two
 * neighbouring buckets never counts a course twice; min = max asks for exactly that fee. With `divisor` the bounds
 * are converted (a local amount to US dollars at a country's rate).
 */
function feeBand(where: Conditions, column: string, min: number | undefined, max: number | undefined, divisor?: string): Conditions {
  const value = (amount: number) => (divisor ? `round(${where.param(amount)} / ${divisor}, 2)` : where.param(amount));
  if (min !== undefined && max !== undefined && min === max) return where.push(`${column} = ${value(min)}`);
  if (min !== undefined) where.push(`${column} >= ${value(min)}`);
  if (max !== undefined) where.push(`${column} < ${value(max)}`);
  return where;
}

/** The search's conditions on `c` (courses) and `u` (universities), grouped by the facet that may ignore them. */
type Groups = { place: Conditions; level: Conditions; localFee: Conditions; rest: Conditions };

function courseConditions(f: CourseFilters, params: SqlParams): Groups {
  const rest = new Conditions(params);
  for (const word of searchWords(f.q)) {
    const pattern = rest.param(`%${escapeLike(word)}%`);
    // The university side is matched once per search (an init plan over universities), not once per course; as
    // `= ANY(ARRAY(...))` rather than `IN (SELECT ...)`, both sides of the OR can use an index (the trigram index on
    // the course name, courses by university), so the planner ORs two bitmap scans instead of reading every course.
    rest.push(`(c.name ILIKE ${pattern} OR c.university_id = ANY(ARRAY(SELECT un.university_id FROM universities un WHERE un.name ILIKE ${pattern})))`);
  }
  rest.eq('c.course_category_id', f.course_category_id).eq('c.university_id', f.university_id);
  if (f.intake !== undefined) rest.push(`c.intakes @> ARRAY[${rest.param(f.intake)}::text]`);
  feeBand(rest, 'c.tuition_fee_usd', f.tuition_usd_min, f.tuition_usd_max);
  const place = new Conditions(params).eq('u.country_id', f.country_id).eq('u.state_id', f.state_id).eq('u.city_id', f.city_id);
  const level = new Conditions(params).eq('c.course_level_id', f.course_level_id);
  const localFee = feeBand(new Conditions(params), 'c.tuition_fee', f.tuition_min, f.tuition_max);
  return { place, level, localFee, rest };
}

/** The conditions of several groups joined by AND (`true` when none). */
const all = (...groups: Conditions[]): string => {
  const parts = groups.flatMap((group) => group.parts);
  return parts.length > 0 ? parts.join(' AND ') : 'true';
};

type OrderTerm = { expr: string; dir: 'ASC' | 'DESC' };

export const SORTS: Record<Exclude<CourseSort, 'relevance'>, OrderTerm[]> = {
  ranking: [{ expr: 'u.ranking', dir: 'ASC' }, { expr: 'u.name', dir: 'ASC' }, { expr: 'c.name', dir: 'ASC' }],
  name_asc: [{ expr: 'c.name', dir: 'ASC' }, { expr: 'u.name', dir: 'ASC' }],
  tuition_asc: [{ expr: 'c.tuition_fee', dir: 'ASC' }],
  tuition_desc: [{ expr: 'c.tuition_fee', dir: 'DESC' }],
  tuition_usd_asc: [{ expr: 'c.tuition_fee_usd', dir: 'ASC' }],
  tuition_usd_desc: [{ expr: 'c.tuition_fee_usd', dir: 'DESC' }],
};

/** What orders relevance after the match's class, and alone when there are no words. */
export const RELEVANCE_TAIL: OrderTerm[] = [{ expr: 'u.ranking', dir: 'ASC' }, { expr: 'c.name', dir: 'ASC' }];

/**
 * Relevance: the whole phrase as the course name, at its start, at a word's start, anywhere; then the words anywhere
 * in the course name; last the courses that matched through their university's name. Without words: by ranking.
 */
function relevance(words: string[], params: SqlParams): OrderTerm[] {
  const terms: OrderTerm[] = [];
  if (words.length > 0) {
    const literal = escapeLike(words.join(' '));
    const allWords = words.length > 1 ? ` WHEN ${words.map((w) => `c.name ILIKE ${params.add(`%${escapeLike(w)}%`)}`).join(' AND ')} THEN 4` : '';
    terms.push({
      expr: `CASE WHEN c.name ILIKE ${params.add(literal)} THEN 0
                  WHEN c.name ILIKE ${params.add(`${literal}%`)} THEN 1
                  WHEN c.name ILIKE ${params.add(`% ${literal}%`)} OR c.name ILIKE ${params.add(`%(${literal}%`)} THEN 2
                  WHEN c.name ILIKE ${params.add(`%${literal}%`)} THEN 3${allWords}
                  ELSE 5 END`,
      dir: 'ASC',
    });
  }
  return [...terms, ...RELEVANCE_TAIL];
}

/** Focused universities' courses first, then the chosen sort, then the course id so that pages never overlap. */
function courseOrder(sort: CourseSort, f: CourseFilters, params: SqlParams): OrderTerm[] {
  const chosen = sort === 'relevance' ? relevance(searchWords(f.q), params) : SORTS[sort];
  return [{ expr: 'u.focused', dir: 'DESC' }, ...chosen, { expr: 'c.course_id', dir: 'ASC' }];
}

/**
 * One page of the course search and the number of all matches, in one statement: the inner query filters, counts
 * (count(*) OVER ()), sorts on narrow keys and cuts the page; only the page's rows are joined to their details.
 */
export async function searchCourses(
  db: Queryable,
  filters: CourseFilters,
  sort: CourseSort,
  window: PageWindow,
): Promise<Page<PortalSchemas['CourseItem']>> {
  const params = new SqlParams();
  const c = courseConditions(filters, params);
  const where = all(c.rest, c.place, c.level, c.localFee);
  const order = courseOrder(sort, filters, params);
  const keys = order.map((term, i) => `${term.expr} AS s${i}`).join(', ');
  const innerOrder = order.map((term, i) => `s${i} ${term.dir} NULLS LAST`).join(', ');
  const outerOrder = order.map((term, i) => `p.s${i} ${term.dir} NULLS LAST`).join(', ');
  const sql = `SELECT ${COURSE_ITEM_COLUMNS}, p.total
       FROM (SELECT c.course_id, count(*) OVER () AS total, ${keys}
               FROM courses c JOIN universities u ON u.university_id = c.university_id
              WHERE ${where}
              ORDER BY ${innerOrder}
              LIMIT ${params.add(window.limit)} OFFSET ${params.add(window.offset)}) p
       JOIN courses c ON c.course_id = p.course_id
       ${COURSE_ITEM_JOINS}
      ORDER BY ${outerOrder}`;
  return queryCountedPage<CourseItemRow & { total: number }, PortalSchemas['CourseItem']>(
    db, window, { sql, params: params.values },
    () => {
      const again = new SqlParams();
      const g = courseConditions(filters, again);
      return {
        sql: `SELECT count(*) AS total FROM courses c JOIN universities u ON u.university_id = c.university_id
               WHERE ${all(g.rest, g.place, g.level, g.localFee)}`,
        params: again.values,
      };
    },
    toCourseItem,
  );
}

/**
 * The facet counts of a search, from one scan: per country over the courses that match every filter but the place
 * (country, state, city), and per course level over those that match every filter but the level. A local tuition
 * band belongs to the chosen country: it applies as is to that country's courses and, converted to US dollars at
 * that country's rate, to the other countries' courses.
 */
export async function courseFacets(db: Queryable, filters: CourseFilters): Promise<PortalSchemas['CourseSearchFacets']> {
  const params = new SqlParams();
  const c = courseConditions(filters, params);
  let countryFee = 'true';
  if (c.localFee.parts.length > 0 && filters.country_id !== undefined) {
    const rate = `(SELECT usd_rate FROM countries WHERE country_id = ${params.add(filters.country_id)})`;
    const converted = feeBand(new Conditions(params), 'c.tuition_fee_usd', filters.tuition_min, filters.tuition_max, rate);
    countryFee = `CASE WHEN u.country_id = ${params.add(filters.country_id)} THEN ${c.localFee.and} ELSE ${converted.and} END`;
  }
  // One scan, two groupings: a course counts for its country when it passes the level filter (and the fee rule above),
  // and for its level when it passes the place filters. Countries by name, levels in their display order; a choice
  // with no course is left out.
  const { rows } = await db.query<{ facet: 'country' | 'level'; id: number; name: string; count: number }>(
    `SELECT CASE WHEN f.by_level = 0 THEN 'country' ELSE 'level' END AS facet,
            coalesce(k.country_id, cl.course_level_id) AS id, coalesce(k.name, cl.name) AS name,
            CASE WHEN f.by_level = 0 THEN f.country_count ELSE f.level_count END AS count
       FROM (SELECT u.country_id, c.course_level_id, GROUPING(u.country_id) AS by_level,
                    count(*) FILTER (WHERE (${c.level.and}) AND (${countryFee}))::int AS country_count,
                    count(*) FILTER (WHERE ${all(c.place, c.localFee)})::int AS level_count
               FROM courses c JOIN universities u ON u.university_id = c.university_id
              WHERE ${c.rest.and}
              GROUP BY GROUPING SETS ((u.country_id), (c.course_level_id))) f
       LEFT JOIN countries k ON k.country_id = f.country_id AND f.by_level = 0
       LEFT JOIN course_levels cl ON cl.course_level_id = f.course_level_id AND f.by_level = 1
      WHERE CASE WHEN f.by_level = 0 THEN f.country_count ELSE f.level_count END > 0
      ORDER BY facet, cl.sort_order, name, id`,
    params.values,
  );
  return {
    countries: rows.filter((r) => r.facet === 'country').map((r) => ({ country_id: r.id, name: r.name, count: r.count })),
    course_levels: rows.filter((r) => r.facet === 'level').map((r) => ({ course_level_id: r.id, name: r.name, count: r.count })),
  };
}
