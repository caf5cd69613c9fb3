// SQL of the app-wide reference lists: places, course levels and categories, tuition filter buckets, document types,
// and the public face of the agents and school counselors whose registration links students follow.
import type { PortalSchemas as Schemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';
import { Conditions } from '../../domain/lists/index.ts';

export type DocumentTypeList = 'document' | 'student_document' | 'visa_document' | 'student_visa_document';

const VISA_LISTS: readonly DocumentTypeList[] = ['visa_document', 'student_visa_document'];

export async function listCountries(db: Queryable): Promise<Schemas['Country'][]> {
  const { rows } = await db.query<Schemas['Country']>(
    'SELECT country_id, name, iso2, currency FROM countries ORDER BY name, country_id',
  );
  return rows;
}

export async function listStates(db: Queryable, countryId: number | undefined): Promise<Schemas['State'][]> {
  const where = new Conditions().eq('country_id', countryId);
  const { rows } = await db.query<Schemas['State']>(
    `SELECT state_id, country_id, name FROM states ${where.sql} ORDER BY name, state_id`,
    where.params,
  );
  return rows;
}

export async function listCities(
  db: Queryable,
  countryId: number | undefined,
  stateId: number | undefined,
): Promise<Schemas['City'][]> {
  const where = new Conditions().eq('country_id', countryId).eq('state_id', stateId);
  const { rows } = await db.query<Schemas['City']>(
    `SELECT city_id, country_id, state_id, name FROM cities ${where.sql} ORDER BY name, city_id`,
    where.params,
  );
  return rows;
}

export async function listCourseLevels(db: Queryable): Promise<Schemas['CourseLevel'][]> {
  const { rows } = await db.query<Schemas['CourseLevel']>(
    'SELECT course_level_id, name, sort_order FROM course_levels ORDER BY sort_order, course_level_id',
  );
  return rows;
}

export async function listCourseCategories(db: Queryable): Promise<Schemas['CourseCategory'][]> {
  const { rows } = await db.query<Schemas['CourseCategory']>(
    'SELECT course_category_id, name FROM course_categories ORDER BY name, course_category_id',
  );
  return rows;
}

export type BucketRow = { currency: string; label: string; min_amount: number; max_amount: number | null };

/** The buckets of one currency ('USD' is both the USD variant and the United States' list), in display order. */
export async function listBucketsOfCurrency(db: Queryable, currency: string): Promise<BucketRow[]> {
  const { rows } = await db.query<BucketRow>(
    `SELECT currency, label, min_amount, max_amount FROM tuition_fee_buckets
      WHERE currency = $1 ORDER BY sort_order, bucket_id`,
    [currency],
  );
  return rows;
}

export type CountryBucketRow = BucketRow & { country_id: number; country_name: string };

/** Every bucket of every country (joined on the country's currency), by country name then display order. */
export async function listCountryBuckets(db: Queryable, countryId: number | undefined): Promise<CountryBucketRow[]> {
  const where = new Conditions().eq('k.country_id', countryId);
  const { rows } = await db.query<CountryBucketRow>(
    `SELECT k.country_id, k.name AS country_name, b.currency, b.label, b.min_amount, b.max_amount
       FROM countries k JOIN tuition_fee_buckets b ON b.currency = k.currency
      ${where.sql}
      ORDER BY k.name, k.country_id, b.sort_order, b.bucket_id`,
    where.params,
  );
  return rows;
}

type DocumentTypeRow = {
  document_type_id: number;
  list: DocumentTypeList;
  name: string;
  description: string | null;
  accepted_mime_types: string[];
};

/** The document types of the given lists: list by list in the order given, each in its display order. */
export async function listDocumentTypes(db: Queryable, lists: readonly DocumentTypeList[]): Promise<Schemas['DocumentType'][]> {
  const { rows } = await db.query<DocumentTypeRow>(
    `SELECT document_type_id, list, name, description, accepted_mime_types FROM document_types
      WHERE list = ANY($1::text[])
      ORDER BY array_position($1::text[], list), sort_order, document_type_id`,
    [lists],
  );
  return rows.map((row) => ({
    document_type_id: row.document_type_id,
    name: row.name,
    description: row.description,
    is_visa: VISA_LISTS.includes(row.list),
    accepted_mime_types: row.accepted_mime_types as Schemas['DocumentType']['accepted_mime_types'],
  }));
}

export type ReferrerRow = {
  user_id: number;
  user_type: Role;
  first_name: string;
  last_name: string;
  organisation: string | null;
  city: string | null;
  country: string | null;
};

/**
 * An active user of one of `types` with only what may be shown to anyone holding their registration link: never the
 * email, mobile or any other account column.
 */
export async function findReferrer(db: Queryable, userId: number, types: readonly Role[]): Promise<ReferrerRow | undefined> {
  const { rows } = await db.query<ReferrerRow>(
    `SELECT u.user_id, u.user_type, u.first_name, u.last_name, u.organisation, ci.name AS city, k.name AS country
       FROM users u
       LEFT JOIN cities ci ON ci.city_id = u.city_id
       LEFT JOIN countries k ON k.country_id = coalesce(u.country_id, ci.country_id)
      WHERE u.user_id = $1 AND u.user_type = ANY($2::text[]) AND u.active AND u.deleted_at IS NULL`,
    [userId, types],
  );
  return rows[0];
}
