import type { Queryable } from '../db/types.ts';

// Demo accommodation: three places near each of the universities the demo students apply to and the focused ones
// (a residence hall, a shared apartment, a homestay or a studio), rents in the country's own currency in minor units,
// set from a monthly budget in US dollars at the catalogue's rate. The demo student (Aarav Sharma) has two of them
// recommended (by his counselor, with a note, and by his agent) and keeps one as a favourite.

type Kind = 'apartment' | 'hostel' | 'homestay' | 'studio';
type Place = { kind: Kind; name: (city: string, university: string) => string; usd: number; km: number; amenities: string[]; description: string };

const PLACES: readonly Place[] = [
  {
    kind: 'hostel', name: (city) => `${city} Student Residence`, usd: 780, km: 0.8, amenities: ['wifi', 'laundry', 'study rooms', 'bills included'],
    description: 'En-suite rooms in a staffed hall with a shared kitchen on each floor and a 24-hour reception.',
  },
  {
    kind: 'apartment', name: (city) => `${city} Shared Apartments`, usd: 1040, km: 2.5, amenities: ['wifi', 'furnished', 'kitchen', 'bike storage'],
    description: 'Four-bedroom flats shared with other students, each room furnished, ten minutes from campus by bus.',
  },
  {
    kind: 'homestay', name: (_city, university) => `Homestay near ${university}`, usd: 690, km: 4.2, amenities: ['meals included', 'wifi', 'private room'],
    description: 'A private room with a local family, breakfast and dinner included, a short commute to campus.',
  },
  {
    kind: 'studio', name: (city) => `${city} Studio Lofts`, usd: 1350, km: 1.4, amenities: ['wifi', 'gym', 'private kitchen', 'bills included'],
    description: 'Self-contained studios with their own kitchenette and bathroom, and a gym in the building.',
  },
];

const AT = (iso: string) => new Date(`${iso}T10:00:00Z`);

/** Demo data of this area; `ids` maps demo-user keys (server/src/seed/demo-users.ts) to user ids. */
export async function seedAccommodation(tx: Queryable, ids: Record<string, number>): Promise<void> {
  // The universities of the demo applications first (so each student's destination has places), then the focused ones.
  const { rows: universities } = await tx.query<{ university_id: number; name: string; city_id: number; city: string; country_id: number; currency: string; usd_rate: string }>(
    `SELECT u.university_id, u.name, u.city_id, ci.name AS city, u.country_id, co.currency, co.usd_rate::text AS usd_rate
       FROM universities u JOIN cities ci ON ci.city_id = u.city_id JOIN countries co ON co.country_id = u.country_id
      WHERE u.university_id IN (SELECT c.university_id FROM student_applications sa JOIN courses c ON c.course_id = sa.course_id)
         OR u.focused
      ORDER BY (u.university_id IN (SELECT c.university_id FROM student_applications sa JOIN courses c ON c.course_id = sa.course_id)) DESC,
               u.ranking NULLS LAST, u.university_id
      LIMIT 16`,
  );
  const named = new Set<string>();
  for (const [index, u] of universities.entries()) {
    // Three of the four kinds per university, turning through them; two universities of one city share its places.
    for (let k = 0; k < 3; k += 1) {
      const place = PLACES[(index + k) % PLACES.length];
      const name = place.name(u.city, u.name);
      if (named.has(name)) continue;
      named.add(name);
      const rentMinor = Math.round((place.usd + (index % 5) * 35) * Number(u.usd_rate)) * 100;
      await tx.query(
        `INSERT INTO accommodations (name, type, description, address, city_id, country_id, near_university_id, distance_to_campus_km,
                                     rent_per_month_minor, currency, amenities, available_from, website_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [name, place.kind, place.description, `${10 + index * 3 + k} College Road, ${u.city}`, u.city_id, u.country_id, u.university_id,
          place.km + k * 0.3, rentMinor, u.currency, place.amenities, k === 2 ? '2027-01-05' : '2026-09-01', null],
      );
    }
  }

  // What the demo student's counselor and agent recommended: places near the university of his latest application.
  const student = ids.student;
  const { rows: near } = await tx.query<{ acc_id: number }>(
    `SELECT a.acc_id FROM accommodations a
      WHERE a.near_university_id = (
        SELECT c.university_id FROM student_applications sa JOIN courses c ON c.course_id = sa.course_id
         WHERE sa.student_user_id = $1 ORDER BY sa.updated_at DESC, sa.sa_mapper_id DESC LIMIT 1)
      ORDER BY a.rent_per_month_minor, a.acc_id`,
    [student],
  );
  if (near.length < 2) return;
  await tx.query(
    `INSERT INTO accommodation_recommendations (student_user_id, acc_id, recommended_by, note, recommended_at) VALUES
       ($1, $2, $3, 'Close to campus and the cheapest in the area; rooms for January go by mid-November.', $4),
       ($1, $5, $6, NULL, $7)`,
    [student, near[0].acc_id, ids.counselor, AT('2026-10-20'), near[1].acc_id, ids.agent, AT('2026-10-24')],
  );
  await tx.query('INSERT INTO accommodation_favourites (student_user_id, acc_id, favourited_at) VALUES ($1, $2, $3)', [student, near[0].acc_id, AT('2026-10-21')]);
}
