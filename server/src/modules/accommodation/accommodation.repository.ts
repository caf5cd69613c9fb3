// The SQL of accommodation: the public search, the students a caller may recommend one to, the recommendations and
// favourites of a student, and the writes of recommending and withdrawing.
import type { PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type Accommodation = PortalSchemas['Accommodation'];
type Candidate = PortalSchemas['AccommodationCandidateStudent'];
type Recommendation = PortalSchemas['AccommodationRecommendation'];
type Favourite = PortalSchemas['AccommodationFavourite'];

type AccommodationRow = {
  acc_id: number;
  name: string;
  type: PortalSchemas['AccommodationType'];
  description: string | null;
  address: string | null;
  city_id: number;
  city_name: string;
  country_id: number;
  country_name: string;
  near_university_id: number | null;
  near_university_name: string | null;
  distance_to_campus_km: string | null;
  rent_per_month_minor: string;
  currency: string;
  amenities: string[];
  images: string[];
  available_from: string | null;
  website_url: string | null;
};

/** The columns of an accommodation with its place and university (`a`, `ci`, `co`, `un`). */
const ACCOMMODATION_COLUMNS = `a.acc_id, a.name, a.type, a.description, a.address,
  a.city_id, ci.name AS city_name, a.country_id, co.name AS country_name,
  a.near_university_id, un.name AS near_university_name, a.distance_to_campus_km::text AS distance_to_campus_km,
  a.rent_per_month_minor::text AS rent_per_month_minor, a.currency, a.amenities, a.images,
  to_char(a.available_from, 'YYYY-MM-DD') AS available_from, a.website_url`;

const ACCOMMODATION_JOINS = `JOIN cities ci ON ci.city_id = a.city_id
  JOIN countries co ON co.country_id = a.country_id
  LEFT JOIN universities un ON un.university_id = a.near_university_id`;

function toAccommodation(row: AccommodationRow): Accommodation {
  return {
    acc_id: row.acc_id,
    name: row.name,
    type: row.type,
    description: row.description,
    address: row.address,
    city: { city_id: row.city_id, name: row.city_name },
    country: { country_id: row.country_id, name: row.country_name },
    near_university: row.near_university_id === null ? null : { university_id: row.near_university_id, name: row.near_university_name ?? '' },
    distance_to_campus_km: row.distance_to_campus_km === null ? null : Number(row.distance_to_campus_km),
    rent_per_month_minor: Number(row.rent_per_month_minor),
    currency: row.currency,
    amenities: row.amenities,
    images: row.images,
    available_from: row.available_from,
    website_url: row.website_url,
  };
}

/** One page of the public search, cheapest first. */
export async function searchAccommodations(db: Queryable, query: PortalQuery<'listAccommodations'>, window: PageWindow): Promise<Page<Accommodation>> {
  const where = new Conditions()
    .eq('a.country_id', query.country_id)
    .eq('a.city_id', query.city_id)
    .eq('a.near_university_id', query.university_id)
    .eq('a.type', query.type);
  if (query.max_rent_minor !== undefined) where.push(`a.rent_per_month_minor <= ${where.param(query.max_rent_minor)}`);
  return queryPage<AccommodationRow, Accommodation>(
    db,
    window,
    where,
    {
      select: `SELECT ${ACCOMMODATION_COLUMNS} FROM accommodations a ${ACCOMMODATION_JOINS} ${where.sql}
                ORDER BY a.rent_per_month_minor, a.acc_id`,
      count: `SELECT count(*)::int AS total FROM accommodations a ${where.sql}`,
    },
    toAccommodation,
  );
}

export async function accommodationExists(db: Queryable, accId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accommodations WHERE acc_id = $1', [accId]);
  return rows.length > 0;
}

/** An accommodation's name and city, for a notification. */
export async function nameAndCity(db: Queryable, accId: number): Promise<{ name: string; city: string }> {
  const { rows } = await db.query<{ name: string; city: string }>(
    'SELECT a.name, c.name AS city FROM accommodations a JOIN cities c ON c.city_id = a.city_id WHERE a.acc_id = $1',
    [accId],
  );
  return rows[0];
}

type CandidateRow = Omit<Candidate, 'email'> & { email: string | null };

/**
 * The students the caller reaches, by name, with where they are headed: the country and city of the university of
 * their latest application, else their preferred country; and whether `accId` is recommended to them already.
 */
export async function listCandidates(
  db: Queryable,
  caller: Caller,
  filters: { accId: number | undefined; countryId: number | undefined; q: string | undefined },
  window: PageWindow,
): Promise<Page<Candidate>> {
  const where = new Conditions()
    .raw(`s.user_type = 'student' AND s.deleted_at IS NULL AND ${studentReachSql('s')}`, caller.userId, caller.role)
    .ilike(`concat_ws(' ', s.first_name, s.last_name, s.email, s.mobile)`, filters.q);
  if (filters.countryId !== undefined) {
    const country = where.param(filters.countryId);
    where.push(`coalesce(lead.country_id, s.preferred_country_id) = ${country}`);
  }
  const acc = where.param(filters.accId ?? null);
  // The latest application's university (its country and city): where the student is going.
  const latest = `LEFT JOIN LATERAL (
      SELECT un.name AS university, un.country_id, un.city_id
        FROM student_applications sa JOIN courses c ON c.course_id = sa.course_id JOIN universities un ON un.university_id = c.university_id
       WHERE sa.student_user_id = s.user_id
       ORDER BY sa.updated_at DESC, sa.sa_mapper_id DESC LIMIT 1) lead ON true`;
  return queryPage<CandidateRow, Candidate>(db, window, where, {
    select: `SELECT s.user_id AS student_user_id, concat_ws(' ', s.first_name, s.last_name) AS name, s.email,
                    dco.name AS destination_country, dci.name AS destination_city, lead.university,
                    EXISTS (SELECT 1 FROM accommodation_recommendations r WHERE r.student_user_id = s.user_id AND r.acc_id = ${acc}::int) AS already_recommended
               FROM users s ${latest}
               LEFT JOIN countries dco ON dco.country_id = coalesce(lead.country_id, s.preferred_country_id)
               LEFT JOIN cities dci ON dci.city_id = lead.city_id
               ${where.sql}
              ORDER BY lower(s.first_name), lower(s.last_name), s.user_id`,
    // The count shares the parameters, so it names the accommodation's too (PostgreSQL refuses one left unused).
    count: `SELECT count(*)::int AS total FROM users s ${latest} ${where.sql} AND ${acc}::int IS NOT DISTINCT FROM ${acc}::int`,
  });
}

/** Recommends `accId` to each student not yet recommended it; answers those who got it now. */
export async function recommend(db: Queryable, accId: number, studentIds: readonly number[], by: number, note: string | null, at: Date): Promise<number[]> {
  const { rows } = await db.query<{ student_user_id: number }>(
    `INSERT INTO accommodation_recommendations (student_user_id, acc_id, recommended_by, note, recommended_at)
       SELECT unnest($1::int[]), $2, $3, $4, $5
     ON CONFLICT (student_user_id, acc_id) DO NOTHING
     RETURNING student_user_id`,
    [studentIds, accId, by, note, at],
  );
  return rows.map((row) => row.student_user_id);
}

/** Removes the recommendation; false when there was none. */
export async function removeRecommendation(db: Queryable, studentId: number, accId: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM accommodation_recommendations WHERE student_user_id = $1 AND acc_id = $2 RETURNING 1', [studentId, accId]);
  return rows.length > 0;
}

type RecommendationRow = AccommodationRow & {
  by_user_id: number;
  by_name: string;
  by_user_type: PortalSchemas['UserType'];
  recommended_at: Date;
  note: string | null;
  is_favourite: boolean;
};

/** The accommodations recommended to a student, newest first. */
export async function recommendationsOf(db: Queryable, studentId: number): Promise<Recommendation[]> {
  const { rows } = await db.query<RecommendationRow>(
    `SELECT ${ACCOMMODATION_COLUMNS}, r.recommended_by AS by_user_id, concat_ws(' ', b.first_name, b.last_name) AS by_name,
            b.user_type AS by_user_type, r.recommended_at, r.note,
            EXISTS (SELECT 1 FROM accommodation_favourites f WHERE f.student_user_id = r.student_user_id AND f.acc_id = r.acc_id) AS is_favourite
       FROM accommodation_recommendations r
       JOIN accommodations a ON a.acc_id = r.acc_id ${ACCOMMODATION_JOINS}
       JOIN users b ON b.user_id = r.recommended_by
      WHERE r.student_user_id = $1
      ORDER BY r.recommended_at DESC, r.acc_id DESC`,
    [studentId],
  );
  return rows.map((row) => ({
    accommodation: toAccommodation(row),
    recommended_by: { user_id: row.by_user_id, name: row.by_name, user_type: row.by_user_type },
    recommended_at: row.recommended_at.toISOString(),
    note: row.note,
    is_favourite: row.is_favourite,
  }));
}

type FavouriteRow = AccommodationRow & { favourited_at: Date; is_recommended: boolean };

/** The accommodations a student keeps as favourites, newest first. */
export async function favouritesOf(db: Queryable, studentId: number): Promise<Favourite[]> {
  const { rows } = await db.query<FavouriteRow>(
    `SELECT ${ACCOMMODATION_COLUMNS}, f.favourited_at,
            EXISTS (SELECT 1 FROM accommodation_recommendations r WHERE r.student_user_id = f.student_user_id AND r.acc_id = f.acc_id) AS is_recommended
       FROM accommodation_favourites f
       JOIN accommodations a ON a.acc_id = f.acc_id ${ACCOMMODATION_JOINS}
      WHERE f.student_user_id = $1
      ORDER BY f.favourited_at DESC, f.acc_id DESC`,
    [studentId],
  );
  return rows.map((row) => ({ accommodation: toAccommodation(row), favourited_at: row.favourited_at.toISOString(), is_recommended: row.is_recommended }));
}
