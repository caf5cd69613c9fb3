// Business rules of the catalog: the rules of the search the schema cannot say, paging, and the university pages
// assembled from their parts.
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../http/ownership.ts';
import { HttpError, badRequest, notFound, type FieldError } from '../../http/errors.ts';
import * as repo from './catalog.repository.ts';
import type { CourseFilters, CourseSort, Month, Schemas, UniversitySort, Window } from './catalog.repository.ts';
import { makeReferenceService } from './reference.service.ts';

/** The course search's query, as every search operation of the contract declares it. */
export type CourseQuery = {
  q?: string;
  country_id?: number;
  state_id?: number;
  city_id?: number;
  course_level_id?: number;
  course_category_id?: number;
  university_id?: number;
  intake?: Month;
  tuition_min?: number;
  tuition_max?: number;
  tuition_usd_min?: number;
  tuition_usd_max?: number;
  sort?: CourseSort;
  page?: number;
  page_size?: number;
};

export type PageQuery = { page?: number; page_size?: number };

export type UniversityQuery = PageQuery & {
  q?: string;
  country_id?: number;
  state_id?: number;
  city_id?: number;
  course_level_id?: number;
  focused?: boolean;
  sort?: UniversitySort;
};

type Paged<T> = { items: T[]; page: number; page_size: number; total: number };

/** Any offset past this is past the end of every list here; it also keeps OFFSET inside PostgreSQL's bigint. */
const MAX_OFFSET = 2_147_483_647;

function paging(query: PageQuery): { page: number; page_size: number; window: Window } {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  return { page, page_size: pageSize, window: { limit: pageSize, offset: Math.min((page - 1) * pageSize, MAX_OFFSET) } };
}

const trimmed = (q: string | undefined): string | undefined => q?.trim() || undefined;

function invalid(errors: FieldError[]): never {
  throw badRequest(`invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
}

/**
 * The search's rules beyond the schema: a local tuition bound is in the chosen country's currency, so it needs
 * `country_id`; a lower bound above its upper bound is a mistake, not an empty result.
 */
export function toCourseFilters(query: CourseQuery): CourseFilters {
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
  if (errors.length > 0) invalid(errors);
  return {
    q: trimmed(query.q),
    countryId: query.country_id,
    stateId: query.state_id,
    cityId: query.city_id,
    courseLevelId: query.course_level_id,
    courseCategoryId: query.course_category_id,
    universityId: query.university_id,
    intake: query.intake,
    tuitionMin: query.tuition_min,
    tuitionMax: query.tuition_max,
    tuitionUsdMin: query.tuition_usd_min,
    tuitionUsdMax: query.tuition_usd_max,
  };
}

/** How many staff updates the second version of the university page carries. */
const LATEST_UPDATES = 5;

export function makeCatalogService(db: Queryable) {
  async function requireUniversity(universityId: number): Promise<void> {
    if (!(await repo.universityExists(db, universityId))) throw notFound(`no university ${universityId}`);
  }

  async function searchCourses(query: CourseQuery): Promise<Paged<Schemas['CourseItem']>> {
    const filters = toCourseFilters(query);
    const { page, page_size, window } = paging(query);
    const result = await repo.searchCourses(db, filters, query.sort ?? 'relevance', window);
    return { items: result.items, page, page_size, total: result.total };
  }

  async function sur(universityId: number): Promise<Schemas['UniversitySur']> {
    return {
      university_id: universityId,
      scholarships: await repo.listScholarships(db, universityId),
      requirements: await repo.listRequirements(db, universityId),
    };
  }

  async function universityDetail(universityId: number): Promise<Schemas['UniversityDetail']> {
    const university = await repo.findUniversityFacts(db, universityId);
    if (!university) throw notFound(`no university ${universityId}`);
    const info = await repo.findUniversityInfo(db, universityId);
    return {
      university,
      usps: (await repo.listUsps(db, [universityId])).get(universityId) ?? [],
      info: info!,
      course_levels: await repo.countCoursesPerLevel(db, universityId),
    };
  }

  return {
    reference: makeReferenceService(db),

    searchCourses,

    /** The same page as `searchCourses` plus the facet counts over the whole result. */
    async searchCoursesWithFacets(query: CourseQuery): Promise<Schemas['CourseSearchResultV2']> {
      const result = await searchCourses(query);
      return { ...result, facets: await repo.courseFacets(db, toCourseFilters(query)) };
    },

    async course(courseId: number): Promise<Schemas['CourseDetail']> {
      const found = (await repo.findCourses(db, [courseId])).get(courseId);
      if (!found) throw notFound(`no course ${courseId}`);
      return found.detail;
    },

    /** The courses in the order asked, each with its university's facts; a 404 names every id that is no course. */
    async compare(courseIds: readonly number[]): Promise<Schemas['CourseComparison'][]> {
      const found = await repo.findCourses(db, courseIds);
      const missing = courseIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const errors = missing.map((id) => ({ field: 'querystring/course_ids', message: `no course ${id}` }));
        throw new HttpError(404, `no course ${missing.join(', ')}`, errors);
      }
      return courseIds.map((id) => {
        const { detail, university } = found.get(id)!;
        const { description: _d, study_mode: _s, course_url: _u, scholarships_available: _a, ...item } = detail;
        return { ...item, university_facts: university };
      });
    },

    /** A page of one university's courses, with the search's items and sort. */
    async universityCourses(universityId: number, query: Omit<CourseQuery, 'university_id'>): Promise<Paged<Schemas['CourseItem']>> {
      await requireUniversity(universityId);
      return searchCourses({
        q: query.q,
        course_level_id: query.course_level_id,
        course_category_id: query.course_category_id,
        intake: query.intake,
        sort: query.sort,
        page: query.page,
        page_size: query.page_size,
        university_id: universityId,
      });
    },

    universityDetail,

    async universityDetailV2(universityId: number): Promise<Schemas['UniversityDetailV2']> {
      const detail = await universityDetail(universityId);
      const updates = await repo.listUpdates(db, { universityId }, { limit: LATEST_UPDATES, offset: 0 });
      return { ...detail, sur: await sur(universityId), updates: updates.items };
    },

    async universityInfo(universityId: number): Promise<Schemas['UniversityInfo']> {
      const info = await repo.findUniversityInfo(db, universityId);
      if (!info) throw notFound(`no university ${universityId}`);
      return info;
    },

    async universitySur(universityId: number): Promise<Schemas['UniversitySur']> {
      await requireUniversity(universityId);
      return sur(universityId);
    },

    async universityUsps(universityId: number): Promise<Schemas['UniversityUspGroup']> {
      const university = await repo.findUspUniversity(db, universityId);
      if (!university) throw notFound(`no university ${universityId}`);
      return { ...university, usps: (await repo.listUsps(db, [universityId])).get(universityId) ?? [] };
    },

    async universitiesWithUsps(query: PageQuery & { q?: string; country_id?: number }): Promise<Paged<Schemas['UniversityUspGroup']>> {
      const { page, page_size, window } = paging(query);
      const result = await repo.searchUniversitiesWithUsps(db, { q: trimmed(query.q), countryId: query.country_id }, window);
      const usps = await repo.listUsps(db, result.items.map((u) => u.university_id));
      return {
        items: result.items.map((u) => ({ ...u, usps: usps.get(u.university_id) ?? [] })),
        page,
        page_size,
        total: result.total,
      };
    },

    async searchUniversities(query: UniversityQuery): Promise<Paged<Schemas['UniversitySummary']>> {
      const { page, page_size, window } = paging(query);
      const filters = {
        q: trimmed(query.q),
        countryId: query.country_id,
        stateId: query.state_id,
        cityId: query.city_id,
        courseLevelId: query.course_level_id,
        focused: query.focused,
      };
      const result = await repo.searchUniversities(db, filters, query.sort ?? 'relevance', window);
      return { items: result.items, page, page_size, total: result.total };
    },

    universityList: (countryId?: number) => repo.listUniversityItems(db, countryId),
    focusedUniversities: (countryId?: number) => repo.listFocusedUniversities(db, countryId),

    async updates(query: PageQuery & { university_id?: number; country_id?: number }): Promise<Paged<Schemas['UniversityUpdate']>> {
      const { page, page_size, window } = paging(query);
      const result = await repo.listUpdates(db, { universityId: query.university_id, countryId: query.country_id }, window);
      return { items: result.items, page, page_size, total: result.total };
    },

    async update(updateId: number): Promise<Schemas['UniversityUpdate']> {
      const update = await repo.findUpdate(db, updateId);
      if (!update) throw notFound(`no university update ${updateId}`);
      return update;
    },

    /** Posts a news item as the caller; a blank title or body is a 400, an unknown university a 404 naming the field. */
    async postUpdate(
      caller: Caller,
      input: { university_id: number; title: string; body: string; link?: string },
    ): Promise<Schemas['UniversityUpdate']> {
      const blank = (['title', 'body'] as const).filter((name) => input[name].trim() === '');
      if (blank.length > 0) invalid(blank.map((name) => ({ field: `body/${name}`, message: 'must not be blank' })));
      if (!(await repo.universityExists(db, input.university_id))) {
        const message = `no university ${input.university_id}`;
        throw new HttpError(404, message, [{ field: 'body/university_id', message }]);
      }
      const updateId = await repo.insertUpdate(db, {
        universityId: input.university_id,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
        createdBy: caller.userId,
      });
      return (await repo.findUpdate(db, updateId))!;
    },
  };
}

export type CatalogService = ReturnType<typeof makeCatalogService>;
