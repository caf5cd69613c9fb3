// Business rules of the catalog: the rules of the search the schema cannot say, paging, the university pages
// assembled from their parts, and the staff's news about universities.
import type { PortalBody, PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Invalid, NotFound, type FieldError } from '../../domain/errors.ts';
import { firstRows, pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { cacheKey, makeCatalogCache } from './catalog-cache.ts';
import { buildCourseIndex, indexAnswers, type CourseIndex } from './course-index.ts';
import { readCourseIndexRows, readFacetNames } from './course-index.repository.ts';
import * as search from './course-search.repository.ts';
import * as courses from './courses.repository.ts';
import * as universities from './universities.repository.ts';
import * as updates from './updates.repository.ts';

type Schemas = PortalSchemas;
type CourseQuery = PortalQuery<'listCourses'>;

const trimmed = (q: string | undefined): string | undefined => q?.trim() || undefined;

/**
 * The search's rules beyond the schema: a local tuition bound is in the chosen country's currency, so it needs
 * `country_id`; a lower bound above its upper bound is a mistake, not an empty result.
 */
export function courseFilters({ sort: _s, page: _p, page_size: _ps, ...query }: CourseQuery): search.CourseFilters {
  const errors: FieldError[] = [];
  if (query.country_id === undefined) {
    for (const name of ['tuition_min', 'tuition_max'] as const) {
      if (query[name] !== undefined) {
        errors.push({ field: `querystring/${name}`, message: "needs country_id (it is in the chosen country's currency)" });
      }
    }
  }
  for (const [min, max] of [['tuition_min', 'tuition_max'], ['tuition_usd_min', 'tuition_usd_max']] as const) {
    const low = query[min];
    const high = query[max];
    if (low !== undefined && high !== undefined && low > high) errors.push({ field: `querystring/${min}`, message: `must not be above ${max}` });
  }
  if (errors.length > 0) throw new Invalid(errors);
  return { ...query, q: trimmed(query.q) };
}

/** How many staff updates the second version of the university page carries. */
const LATEST_UPDATES = 5;

export function makeCatalogService({ db, log }: Pick<Deps, 'db'> & Partial<Pick<Deps, 'log'>>) {
  // The searches and a university's page are kept per catalog version (catalog-cache.ts: never stale, also with several
  // servers on one database); the rest reads the database each time.
  const cache = makeCatalogCache(db);
  const noUniversity = (universityId: number) => new NotFound(`no university ${universityId}`);

  async function requireUniversity(universityId: number): Promise<void> {
    if (!(await universities.universityExists(db, universityId))) throw noUniversity(universityId);
  }

  // The course index of the newest catalog version seen (course-index.ts). It is built in the background, once per
  // version; until it is ready, and for a search that read an older version than the index's, SQL answers (the two
  // answer alike: server/test/catalog-index.test.ts), so a change of the catalog never makes searches wait.
  let held: { version: number; ready?: CourseIndex } | undefined;
  function courseIndex(version: number): CourseIndex | undefined {
    if (version < 0 || (held && version < held.version)) return undefined;
    if (!held || held.version < version) {
      const entry: { version: number; ready?: CourseIndex } = { version };
      held = entry;
      const started = Date.now();
      (async () => buildCourseIndex(await readCourseIndexRows(db), await readFacetNames(db)))().then(
        (index) => {
          entry.ready = index;
          log?.info({ catalogVersion: version, courses: index.size, ms: Date.now() - started }, 'course index built');
        },
        // A failed build is not kept: a later search builds again.
        (error: unknown) => {
          if (held === entry) held = undefined;
          log?.warn({ err: error, catalogVersion: version }, 'course index not built; SQL answers the searches');
        },
      );
    }
    return held.version === version ? held.ready : undefined;
  }

  async function indexFor(filters: search.CourseFilters, version: Promise<number>): Promise<CourseIndex | undefined> {
    return indexAnswers(filters) ? courseIndex(await version) : undefined;
  }

  function searchCourses(query: CourseQuery, read?: Promise<number>): Promise<Page<Schemas['CourseItem']>> {
    const filters = courseFilters(query);
    const version = read ?? cache.version();
    const sort = query.sort ?? 'relevance';
    const window = pageWindow(query);
    return cache.get(
      cacheKey('courses', filters, { sort }, window),
      async () => (await indexFor(filters, version))?.search(filters, sort, window) ?? search.searchCourses(db, filters, sort, window),
      version,
    );
  }

  async function sur(universityId: number): Promise<Schemas['UniversitySur']> {
    return {
      university_id: universityId,
      scholarships: await universities.listScholarships(db, universityId),
      requirements: await universities.listRequirements(db, universityId),
    };
  }

  function universityDetail(universityId: number): Promise<Schemas['UniversityDetail']> {
    return cache.get(`university:${universityId}`, () => readUniversityDetail(universityId));
  }

  async function readUniversityDetail(universityId: number): Promise<Schemas['UniversityDetail']> {
    const university = await universities.findUniversityFacts(db, universityId);
    if (!university) throw noUniversity(universityId);
    const info = await universities.findUniversityInfo(db, universityId);
    return {
      university,
      usps: (await universities.listUsps(db, [universityId])).get(universityId) ?? [],
      info: info!,
      course_levels: await universities.countCoursesPerLevel(db, universityId),
    };
  }

  return {
    /** The course search (public, signed-in, and one university's courses). */
    searchCourses,

    /** The same page as `searchCourses` plus the facet counts over the whole result. */
    async searchCoursesWithFacets(query: PortalQuery<'listCoursesV2'>): Promise<Schemas['CourseSearchResultV2']> {
      const filters = courseFilters(query);
      const version = cache.version();
      const [result, facets] = await Promise.all([
        searchCourses(query, version),
        cache.get(cacheKey('facets', filters), async () => (await indexFor(filters, version))?.facets(filters) ?? search.courseFacets(db, filters), version),
      ]);
      return { ...result, facets };
    },

    async course(courseId: number): Promise<Schemas['CourseDetail']> {
      const found = (await courses.findCourses(db, [courseId])).get(courseId);
      if (!found) throw new NotFound(`no course ${courseId}`);
      return found.detail;
    },

    /** The courses in the order asked, each with its university's facts; a 404 names every id that is no course. */
    async compare(courseIds: readonly number[]): Promise<Schemas['CourseComparison'][]> {
      const found = await courses.findCourses(db, courseIds);
      const missing = courseIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const errors = missing.map((id) => ({ field: 'querystring/course_ids', message: `no course ${id}` }));
        throw new NotFound(`no course ${missing.join(', ')}`, errors);
      }
      return courseIds.map((id) => {
        const { detail, university } = found.get(id)!;
        const { description: _d, study_mode: _s, course_url: _u, scholarships_available: _a, ...item } = detail;
        return { ...item, university_facts: university };
      });
    },

    /** A page of one university's courses, with the search's items and sort. */
    async universityCourses(universityId: number, query: PortalQuery<'listUniversityCourses'>): Promise<Page<Schemas['CourseItem']>> {
      await requireUniversity(universityId);
      return searchCourses({ ...query, university_id: universityId });
    },

    universityDetail,

    async universityDetailV2(universityId: number): Promise<Schemas['UniversityDetailV2']> {
      const detail = await universityDetail(universityId);
      const latest = await updates.listUpdates(db, { university_id: universityId }, firstRows(LATEST_UPDATES));
      return { ...detail, sur: await sur(universityId), updates: latest.items };
    },

    async universityInfo(universityId: number): Promise<Schemas['UniversityInfo']> {
      const info = await universities.findUniversityInfo(db, universityId);
      if (!info) throw noUniversity(universityId);
      return info;
    },

    async universitySur(universityId: number): Promise<Schemas['UniversitySur']> {
      await requireUniversity(universityId);
      return sur(universityId);
    },

    async universityUsps(universityId: number): Promise<Schemas['UniversityUspGroup']> {
      const university = await universities.findUspUniversity(db, universityId);
      if (!university) throw noUniversity(universityId);
      return { ...university, usps: (await universities.listUsps(db, [universityId])).get(universityId) ?? [] };
    },

    async universitiesWithUsps(query: PortalQuery<'listUniversityUsps'>): Promise<Page<Schemas['UniversityUspGroup']>> {
      const page = await universities.searchUniversitiesWithUsps(db, { q: trimmed(query.q), country_id: query.country_id }, pageWindow(query));
      const usps = await universities.listUsps(db, page.items.map((u) => u.university_id));
      return { ...page, items: page.items.map((u) => ({ ...u, usps: usps.get(u.university_id) ?? [] })) };
    },

    searchUniversities({ sort, page, page_size, ...filters }: PortalQuery<'listUniversities'>): Promise<Page<Schemas['UniversitySummary']>> {
      const window = pageWindow({ page, page_size });
      const asked = { ...filters, q: trimmed(filters.q) };
      const order = sort ?? 'relevance';
      return cache.get(cacheKey('universities', asked, { sort: order }, window), () => universities.searchUniversities(db, asked, order, window));
    },

    universityList: (countryId?: number) => universities.listUniversityItems(db, countryId),
    focusedUniversities: (countryId?: number) => universities.listFocusedUniversities(db, countryId),

    updates({ university_id, country_id, ...paging }: PortalQuery<'listUniversityUpdates'>): Promise<Page<Schemas['UniversityUpdate']>> {
      return updates.listUpdates(db, { university_id, country_id }, pageWindow(paging));
    },

    async update(updateId: number): Promise<Schemas['UniversityUpdate']> {
      const update = await updates.findUpdate(db, updateId);
      if (!update) throw new NotFound(`no university update ${updateId}`);
      return update;
    },

    /** Posts a news item as the caller; a blank title or body is a 400, an unknown university a 404 naming the field. */
    async postUpdate(caller: Caller, body: PortalBody<'createUniversityUpdate'>): Promise<Schemas['UniversityUpdate']> {
      const blank = (['title', 'body'] as const).filter((name) => body[name].trim() === '');
      if (blank.length > 0) throw new Invalid(blank.map((name) => ({ field: `body/${name}`, message: 'must not be blank' })));
      if (!(await universities.universityExists(db, body.university_id))) {
        const message = `no university ${body.university_id}`;
        throw new NotFound(message, [{ field: 'body/university_id', message }]);
      }
      const updateId = await updates.insertUpdate(db, {
        university_id: body.university_id,
        title: body.title,
        body: body.body,
        link: body.link ?? null,
        created_by: caller.userId,
      });
      return (await updates.findUpdate(db, updateId))!;
    },
  };
}

export type CatalogService = ReturnType<typeof makeCatalogService>;
