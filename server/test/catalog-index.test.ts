// The in-memory course index answers exactly what the SQL search answers: the same items in the same order, the same
// totals and the same facets, over hundreds of searches of the demo catalog (words of course and university names,
// several words, every sort, places, levels, categories, intakes, US-dollar bands, pages past the end).
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourseIndex, indexAnswers, type CourseIndex } from '../src/modules/catalog/course-index.ts';
import { readCourseIndexRows, readFacetNames } from '../src/modules/catalog/course-index.repository.ts';
import { courseFacets, searchCourses, type CourseFilters, type CourseSort } from '../src/modules/catalog/course-search.repository.ts';
import { pageWindow } from '../src/domain/lists/index.ts';
import { server, setUpCatalogServer } from './catalog-kit.ts';

setUpCatalogServer();

let index: CourseIndex;
beforeAll(async () => {
  index = buildCourseIndex(await readCourseIndexRows(server.db), await readFacetNames(server.db));
});

const SORTS: CourseSort[] = ['relevance', 'ranking', 'name_asc', 'tuition_asc', 'tuition_desc', 'tuition_usd_asc', 'tuition_usd_desc'];

async function same(filters: CourseFilters, sort: CourseSort, page = 1, pageSize = 20): Promise<void> {
  const window = pageWindow({ page, page_size: pageSize });
  const label = JSON.stringify({ filters, sort, page, pageSize });
  expect(indexAnswers(filters), label).toBe(true);
  const fromSql = await searchCourses(server.db, filters, sort, window);
  expect(index.search(filters, sort, window), label).toEqual(fromSql);
}

async function sameFacets(filters: CourseFilters): Promise<void> {
  expect(index.facets(filters), JSON.stringify(filters)).toEqual(await courseFacets(server.db, filters));
}

describe('the course index', () => {
  it('holds every course', async () => {
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM courses');
    expect(index.size).toBe(rows[0].n);
  });

  it('answers words, phrases and university names like the SQL search, in every sort', async () => {
    const { rows } = await server.db.query<{ word: string }>(
      `SELECT split_part(name, ' ', 1) AS word FROM universities ORDER BY university_id LIMIT 3`,
    );
    const words = ['data', 'Business', 'science', 'law', 'mba', 'educ', 'DATA SCIENCE', 'public health', 'of', 'bsc (hons)',
      'zzzz-none', 'a', ...rows.map((r) => r.word)];
    for (const q of words) {
      for (const sort of SORTS) await same({ q }, sort);
    }
    for (const q of ['data', 'engineering', 'international']) {
      for (const country of [1, 3, 7]) await same({ q, country_id: country }, 'relevance', 2);
    }
  });

  it('answers every filter, page and sort without words', async () => {
    const { rows } = await server.db.query<{ university_id: number; state_id: number | null; city_id: number | null; country_id: number }>(
      'SELECT university_id, state_id, city_id, country_id FROM universities WHERE state_id IS NOT NULL ORDER BY university_id LIMIT 2',
    );
    const filters: CourseFilters[] = [
      {},
      { country_id: 1 },
      { country_id: rows[0].country_id, state_id: rows[0].state_id ?? undefined },
      { city_id: rows[1].city_id ?? undefined },
      { university_id: rows[1].university_id },
      { course_level_id: 2 },
      { course_category_id: 3, intake: 'Jan' },
      { tuition_usd_min: 10000, tuition_usd_max: 20000 },
      { tuition_usd_min: 15000 },
      { tuition_usd_max: 12000, course_level_id: 1, country_id: 2 },
      { q: 'management', intake: 'Sep', tuition_usd_max: 30000 },
    ];
    for (const f of filters) {
      for (const sort of SORTS) await same(f, sort);
      await same(f, 'ranking', 3, 7);
      await same(f, 'relevance', 100000);
    }
  });

  it('counts the facets like the SQL search', async () => {
    for (const f of [{}, { q: 'data' }, { q: 'business', country_id: 1 }, { course_level_id: 2, country_id: 3 },
      { q: 'computer science', intake: 'Jan' }, { tuition_usd_min: 5000, tuition_usd_max: 25000 }, { q: 'zzzz-none' }] as CourseFilters[]) {
      await sameFacets(f);
    }
  });

  it('leaves to SQL what it does not answer: a local tuition band and words that are not plain ASCII', () => {
    expect(indexAnswers({ country_id: 1, tuition_min: 1000 })).toBe(false);
    expect(indexAnswers({ q: 'Universität' })).toBe(false);
    expect(indexAnswers({ q: 'data', country_id: 1 })).toBe(true);
  });
});
