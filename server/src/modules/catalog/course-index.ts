// The course search answered from memory: every course of one catalog version, its filter fields and its place in
// each sort's order as PostgreSQL computed it (course-index.repository.ts). A search is then a pass over ~22,000
// entries in typed arrays instead of a planned and executed statement: the SQL search cost about 10 ms of database
// time for a search no server had kept, which held a crowd of different searches near 200 req/s.
//
// It answers exactly what the SQL of course-search.repository.ts answers (the same items, order, totals and facets;
// server/test/catalog-index.test.ts compares both over hundreds of searches):
// - a word matches when the course's or its university's name contains it, compared as ILIKE does: on the names as
//   the database lowers them, and a word lowered here only when it is plain ASCII (lowering agrees with the
//   database's for those; a search with another word is answered by SQL);
// - the order is each sort's order as the database computed it; relevance adds the match's class (whole name, start,
//   a word's start, anywhere, every word) before the university ranking and the name;
// - a local tuition band (tuition_min / tuition_max, in the chosen country's currency, converted for the facets) is
//   answered by SQL.
import type { PortalSchemas } from '../../contract-types.ts';
import { toPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { toCourseItem } from './courses.repository.ts';
import type { CourseIndexRow, FacetName } from './course-index.repository.ts';
import { RELEVANCE_TAIL, SORTS, type CourseFilters, type CourseSort } from './course-search.repository.ts';
import { searchWords } from './courses.repository.ts';

type Item = PortalSchemas['CourseItem'];
type Facets = PortalSchemas['CourseSearchFacets'];

const ASCII = /^[\x20-\x7e]*$/;

/** The words of `q` as the index compares them (plain ASCII, so lowering agrees with the database's). */
const wordsOf = (f: CourseFilters): string[] => searchWords(f.q).map((w) => w.toLowerCase());

/** Whether the index answers these filters (otherwise the SQL search does). */
export function indexAnswers(filters: CourseFilters): boolean {
  return filters.tuition_min === undefined && filters.tuition_max === undefined && ASCII.test(filters.q ?? '');
}

export type CourseIndex = {
  /** How many courses it holds. */
  readonly size: number;
  search(filters: CourseFilters, sort: CourseSort, window: PageWindow): Page<Item>;
  facets(filters: CourseFilters): Facets;
};

export function buildCourseIndex(rows: CourseIndexRow[], names: { countries: FacetName[]; levels: FacetName[] }): CourseIndex {
  const n = rows.length;
  const items: Item[] = rows.map(toCourseItem);
  const nameLower = rows.map((r) => r.name_lower);
  const universityLower = rows.map((r) => r.university_name_lower);
  const intakes = rows.map((r) => new Set(r.intakes));
  const int32 = (pick: (r: CourseIndexRow) => number | null) => Int32Array.from(rows, (r) => pick(r) ?? -1);
  const country = int32((r) => r.country_id);
  const state = int32((r) => r.state_id);
  const city = int32((r) => r.city_id);
  const level = int32((r) => r.course_level_id);
  const category = int32((r) => r.course_category_id);
  const university = int32((r) => r.university_id);
  const usd = Float64Array.from(rows, (r) => (r.tuition_fee_usd === null ? Number.NaN : Number(r.tuition_fee_usd)));
  const focused = Uint8Array.from(rows, (r) => (r.focused ? 1 : 0));

  // The sort keys the SQL orders by, as numbers: names by their place in the database's order, a missing value last
  // (every term is NULLS LAST). An expression the index does not know fails here, at build, not in a search.
  const LAST = Number.POSITIVE_INFINITY;
  const keyOf: Record<string, Float64Array> = {
    'c.name': Float64Array.from(rows, (r) => r.name_place),
    'u.name': Float64Array.from(rows, (r) => r.university_name_place),
    'u.ranking': Float64Array.from(rows, (r) => r.ranking ?? LAST),
    'c.tuition_fee': Float64Array.from(rows, (r) => (r.tuition_fee === null ? LAST : Number(r.tuition_fee))),
    'c.tuition_fee_usd': Float64Array.from(rows, (r) => (r.tuition_fee_usd === null ? LAST : Number(r.tuition_fee_usd))),
  };
  const courseId = Int32Array.from(rows, (r) => r.course_id);
  type Term = { expr: string; dir: 'ASC' | 'DESC' };
  function comparator(terms: Term[]): (a: number, b: number) => number {
    const keys = terms.map((t) => {
      const key = keyOf[t.expr];
      if (!key) throw new Error(`the course index cannot sort by ${t.expr}`);
      return { key, sign: t.dir === 'ASC' ? 1 : -1 };
    });
    return (a, b) => {
      for (const { key, sign } of keys) {
        const x = key[a];
        const y = key[b];
        if (x === y) continue;
        // NULLS LAST in both directions.
        if (x === LAST) return 1;
        if (y === LAST) return -1;
        return sign * (x - y);
      }
      return 0;
    };
  }
  const byTail = comparator(RELEVANCE_TAIL);
  // Each sort's whole order (focused first, course id last) and each course's place in it, made here so that no
  // search pays for them.
  type OrderName = Exclude<CourseSort, 'relevance'> | 'by_ranking';
  const orders = new Map<OrderName, { order: Int32Array; places: Int32Array }>();
  for (const sort of ['by_ranking', ...Object.keys(SORTS)] as OrderName[]) {
    const then = sort === 'by_ranking' ? byTail : comparator(SORTS[sort]);
    const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => focused[b] - focused[a] || then(a, b) || courseId[a] - courseId[b]);
    const places = new Int32Array(n);
    for (let k = 0; k < n; k += 1) places[order[k]] = k;
    orders.set(sort, { order, places });
  }
  // The courses of each country, so that a search in one country looks at those only.
  const inCountry = new Map<number, number[]>();
  for (let i = 0; i < n; i += 1) {
    const list = inCountry.get(country[i]);
    if (list) list.push(i);
    else inCountry.set(country[i], [i]);
  }

  // Which courses a word matches (as a set to test and a list to walk), kept per word (the last 5,000 words asked).
  type Matched = { has: Uint8Array; list: Int32Array };
  const wordMatches = new Map<string, Matched>();
  const WORDS_KEPT = 5000;
  function matchesWord(word: string): Matched {
    let found = wordMatches.get(word);
    if (found) return found;
    const has = new Uint8Array(n);
    const list: number[] = [];
    for (let i = 0; i < n; i += 1) {
      if (nameLower[i].includes(word) || universityLower[i].includes(word)) {
        has[i] = 1;
        list.push(i);
      }
    }
    found = { has, list: Int32Array.from(list) };
    if (wordMatches.size >= WORDS_KEPT) wordMatches.delete(wordMatches.keys().next().value!);
    wordMatches.set(word, found);
    return found;
  }

  /**
   * The courses worth testing: those of the word with the fewest matches, else those of the country (when the place
   * counts), else undefined (all of them). Every match is among them; the tests decide.
   */
  function candidates(f: CourseFilters, words: string[], withPlace: boolean): ArrayLike<number> | undefined {
    let best: ArrayLike<number> | undefined;
    for (const word of words) {
      const { list } = matchesWord(word);
      if (!best || list.length < best.length) best = list;
    }
    if (withPlace && f.country_id !== undefined) {
      const list = inCountry.get(f.country_id) ?? [];
      if (!best || list.length < best.length) best = list;
    }
    return best;
  }

  /** The filters but the place (country, state, city) and the level, as one test per position. */
  function restTest(f: CourseFilters, words: string[]): (i: number) => boolean {
    const sets = words.map((word) => matchesWord(word).has);
    const intake = f.intake;
    return (i) => {
      for (const set of sets) if (set[i] === 0) return false;
      if (f.course_category_id !== undefined && category[i] !== f.course_category_id) return false;
      if (f.university_id !== undefined && university[i] !== f.university_id) return false;
      if (intake !== undefined && !intakes[i].has(intake)) return false;
      if (f.tuition_usd_min !== undefined || f.tuition_usd_max !== undefined) {
        const fee = usd[i];
        if (Number.isNaN(fee)) return false;
        const { tuition_usd_min: min, tuition_usd_max: max } = f;
        if (min !== undefined && max !== undefined && min === max) return fee === min;
        if (min !== undefined && !(fee >= min)) return false;
        if (max !== undefined && !(fee < max)) return false;
      }
      return true;
    };
  }

  const placeTest = (f: CourseFilters) => (i: number) =>
    (f.country_id === undefined || country[i] === f.country_id) &&
    (f.state_id === undefined || state[i] === f.state_id) &&
    (f.city_id === undefined || city[i] === f.city_id);
  const levelTest = (f: CourseFilters) => (i: number) => f.course_level_id === undefined || level[i] === f.course_level_id;

  /** The match's class for relevance: 0 the whole name, 1 its start, 2 a word's start, 3 anywhere, 4 every word, 5 else. */
  function matchClass(name: string, phrase: string, words: string[]): number {
    if (name === phrase) return 0;
    if (name.startsWith(phrase)) return 1;
    if (name.includes(` ${phrase}`) || name.includes(`(${phrase}`)) return 2;
    if (name.includes(phrase)) return 3;
    if (words.length > 1 && words.every((w) => name.includes(w))) return 4;
    return 5;
  }

  return {
    size: n,

    search(f, sort, window) {
      const words = wordsOf(f);
      const rest = restTest(f, words);
      const inPlace = placeTest(f);
      const inLevel = levelTest(f);
      const matches = (i: number) => rest(i) && inPlace(i) && inLevel(i);
      const pool = candidates(f, words, true);
      let ordered: number[] | Int32Array;
      let total = 0;
      if (sort === 'relevance' && words.length > 0) {
        const phrase = words.join(' ');
        const found: number[] = [];
        const klass = new Map<number, number>();
        const test = (i: number) => {
          if (!matches(i)) return;
          found.push(i);
          klass.set(i, matchClass(nameLower[i], phrase, words));
        };
        if (pool) for (let k = 0; k < pool.length; k += 1) test(pool[k]);
        else for (let i = 0; i < n; i += 1) test(i);
        total = found.length;
        found.sort((a, b) => focused[b] - focused[a] || klass.get(a)! - klass.get(b)! || byTail(a, b) || courseId[a] - courseId[b]);
        ordered = found.slice(window.offset, window.offset + window.limit);
      } else {
        const name: OrderName = sort === 'relevance' ? 'by_ranking' : sort;
        if (pool) {
          // A few matches: test them, then put them in the sort's order by their places in it.
          const found: number[] = [];
          for (let k = 0; k < pool.length; k += 1) if (matches(pool[k])) found.push(pool[k]);
          const { places } = orders.get(name)!;
          found.sort((a, b) => places[a] - places[b]);
          total = found.length;
          ordered = found.slice(window.offset, window.offset + window.limit);
        } else {
          // Everything is a candidate: walk the sort's order and keep the page, no sorting at request time.
          const { order } = orders.get(name)!;
          const page: number[] = [];
          const end = window.offset + window.limit;
          for (let k = 0; k < n; k += 1) {
            const i = order[k];
            if (!matches(i)) continue;
            if (total >= window.offset && total < end) page.push(i);
            total += 1;
          }
          ordered = page;
        }
      }
      return toPage(window, Array.from(ordered, (i) => items[i]), total);
    },

    facets(f) {
      const words = wordsOf(f);
      const rest = restTest(f, words);
      const inPlace = placeTest(f);
      const inLevel = levelTest(f);
      const byCountry = new Map<number, number>();
      const byLevel = new Map<number, number>();
      const count = (i: number) => {
        if (!rest(i)) return;
        if (inLevel(i)) byCountry.set(country[i], (byCountry.get(country[i]) ?? 0) + 1);
        if (inPlace(i)) byLevel.set(level[i], (byLevel.get(level[i]) ?? 0) + 1);
      };
      // The place is not a candidate filter here: the country counts ignore it.
      const pool = candidates(f, words, false);
      if (pool) for (let k = 0; k < pool.length; k += 1) count(pool[k]);
      else for (let i = 0; i < n; i += 1) count(i);
      const counted = (list: FacetName[], counts: Map<number, number>) =>
        list.filter((x) => (counts.get(x.id) ?? 0) > 0).sort((a, b) => a.order - b.order);
      return {
        countries: counted(names.countries, byCountry).map((x) => ({ country_id: x.id, name: x.name, count: byCountry.get(x.id)! })),
        course_levels: counted(names.levels, byLevel).map((x) => ({ course_level_id: x.id, name: x.name, count: byLevel.get(x.id)! })),
      };
    },
  };
}
