// The app-wide reference lists and the public face of referrers (agents, school counselors).
import type { PortalSchemas as Schemas } from '../../contract-types.ts';
import { NotFound } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './reference.repository.ts';
import type { BucketRow, DocumentTypeList } from './reference.repository.ts';

/**
 * Which stored lists each of the four document-type calls answers. The catalog keeps four lists (an agent's or
 * franchise's own papers, a student's admission papers, the visa file checklist, what a student uploads for the visa);
 * the contract asks for "every non-visa type" and "every visa type" beside the two lists a student uploads from, so
 * the two "every" calls answer the union of their side's lists.
 */
const DOCUMENT_LISTS = {
  all: ['student_document', 'document'],
  student: ['student_document'],
  visa: ['visa_document', 'student_visa_document'],
  student_visa: ['student_visa_document'],
} as const satisfies Record<string, readonly DocumentTypeList[]>;

export type DocumentTypeCall = keyof typeof DOCUMENT_LISTS;

/** Who may stand behind each kind of registration link: an agent link may be a franchise's too (it recruits). */
const REFERRER_TYPES = {
  agent: ['agent', 'franchise'],
  school_counselor: ['school_counselor'],
} as const;

const toBucket = (row: BucketRow): Schemas['TuitionFeeBucket'] => ({ label: row.label, min: row.min_amount, max: row.max_amount });

export function makeReferenceService({ db }: Pick<Deps, 'db'>) {
  return {
    countries: () => repo.listCountries(db),
    states: (countryId?: number) => repo.listStates(db, countryId),
    cities: (countryId?: number, stateId?: number) => repo.listCities(db, countryId, stateId),
    courseLevels: () => repo.listCourseLevels(db),
    courseCategories: () => repo.listCourseCategories(db),

    /** Every country with its cities nested, both by name. */
    async countriesAndCities(): Promise<Schemas['CountryWithCities'][]> {
      const [countries, cities] = [await repo.listCountries(db), await repo.listCities(db, undefined, undefined)];
      const byCountry = new Map<number, Schemas['CountryWithCities']['cities']>(countries.map((k) => [k.country_id, []]));
      for (const city of cities) byCountry.get(city.country_id)?.push({ city_id: city.city_id, state_id: city.state_id, name: city.name });
      return countries.map((country) => ({ ...country, cities: byCountry.get(country.country_id) ?? [] }));
    },

    /** The tuition buckets of every country that has some (joined on its currency), by country name. */
    async tuitionBucketsPerCountry(countryId?: number): Promise<Schemas['TuitionFeeCountryBuckets'][]> {
      const out: Schemas['TuitionFeeCountryBuckets'][] = [];
      for (const row of await repo.listCountryBuckets(db, countryId)) {
        let entry = out.at(-1);
        if (!entry || entry.country_id !== row.country_id) {
          entry = { country_id: row.country_id, country_name: row.country_name, currency: row.currency, buckets: [] };
          out.push(entry);
        }
        entry.buckets.push(toBucket(row));
      }
      return out;
    },

    async tuitionBucketsUsd(): Promise<Schemas['TuitionFeeUsdBuckets']> {
      return { currency: 'USD', buckets: (await repo.listBucketsOfCurrency(db, 'USD')).map(toBucket) };
    },

    documentTypes: (call: DocumentTypeCall) => repo.listDocumentTypes(db, DOCUMENT_LISTS[call]),

    /**
     * What the registration page shows of the agent or school counselor whose link was followed: no contact or account
     * detail, and the same 404 whether the id is unknown, inactive or of another type (ids cannot be probed for roles).
     * There is no logo stored for a user's organisation yet, so `logo_url` is null.
     */
    async referrer(kind: keyof typeof REFERRER_TYPES, userId: number): Promise<Schemas['ReferrerPublicProfile']> {
      const row = await repo.findReferrer(db, userId, REFERRER_TYPES[kind]);
      if (!row) throw new NotFound(kind === 'agent' ? 'no such agent' : 'no such school counselor');
      return {
        user_id: row.user_id,
        kind,
        first_name: row.first_name,
        last_name: row.last_name,
        organisation: row.organisation,
        city: row.city,
        country: row.country,
        logo_url: null,
      };
    },
  };
}

export type ReferenceService = ReturnType<typeof makeReferenceService>;
