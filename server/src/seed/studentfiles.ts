import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { replaceSection } from '../modules/studentfiles/ais.repository.ts';
import { insertFile } from '../modules/studentfiles/documents.repository.ts';
import { tinyPdf } from '../modules/studentfiles/pdf.ts';

async function idOf(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(sql, params);
  if (!rows[0]) throw new Error(`seed: nothing found for ${sql} ${JSON.stringify(params)}`);
  return rows[0].id;
}

/**
 * Demo data of this area; `ids` maps demo-user keys (server/src/seed/demo-users.ts) to user ids.
 *
 * The demo student (Aarav Sharma) has an address in Noida, a partly filled AIS (three qualifications, one trip
 * abroad; the other sections not saved yet), a preferred level and country when none is set, and two uploaded PDFs
 * (passport, 10th marksheet). The file storage is not known at seed time, so each PDF's bytes wait in
 * student_document_seed_files and are written through the storage on the first download.
 */
export async function seedStudentFiles(tx: Queryable, ids: Record<string, number>): Promise<void> {
  const student = ids.student;
  const india = await idOf(tx, `SELECT country_id AS id FROM countries WHERE name = 'India'`, []);
  const uk = await idOf(tx, `SELECT country_id AS id FROM countries WHERE name = 'United Kingdom'`, []);
  const uae = await idOf(tx, `SELECT country_id AS id FROM countries WHERE iso2 = 'AE'`, []);
  const noida = await idOf(tx, `SELECT city_id AS id FROM cities WHERE name = 'Noida' AND country_id = $1`, [india]);
  const postgraduate = await idOf(tx, `SELECT course_level_id AS id FROM course_levels WHERE name = 'Postgraduate'`, []);

  await tx.query(
    `INSERT INTO user_addresses (user_id, address_line1, address_line2, country_id, state_id, city_id, city_name, postal_code, updated_at)
     SELECT $1, 'B-214, Sector 62', 'Near Fortis Hospital', c.country_id, c.state_id, c.city_id, c.name, '201301',
            '2026-01-12T09:30:00Z'
       FROM cities c WHERE c.city_id = $2`,
    [student, noida],
  );
  await tx.query(
    `UPDATE users SET preferred_course_level_id = coalesce(preferred_course_level_id, $2),
                      preferred_country_id = coalesce(preferred_country_id, $3)
      WHERE user_id = $1`,
    [student, postgraduate, uk],
  );

  await replaceSection(tx, 'qualifications', student, [
    {
      level: 'secondary', institution: 'Delhi Public School, Noida', board_or_university: 'CBSE', country_id: india,
      start_date: '2017-04-01', end_date: '2018-03-31', grade_type: 'percentage', grade: '91.4', medium: 'English',
    },
    {
      level: 'higher_secondary', institution: 'Delhi Public School, Noida', board_or_university: 'CBSE', country_id: india,
      start_date: '2018-04-01', end_date: '2020-03-31', grade_type: 'percentage', grade: '88.2', medium: 'English',
    },
    {
      level: 'bachelors', institution: 'Amity University, Noida', board_or_university: 'Amity University', country_id: india,
      start_date: '2020-08-01', end_date: '2024-06-30', grade_type: 'cgpa', grade: '8.3', medium: 'English',
    },
  ], student);
  await replaceSection(tx, 'travel_history', student, [
    { country_id: uae, from_date: '2023-05-20', to_date: '2023-05-30', purpose: 'tourism', visa_type: 'Tourist visa (30 days)' },
  ], student);
  await tx.query(
    `UPDATE ais_sections SET updated_at = CASE section WHEN 'qualifications' THEN '2026-01-12T09:40:00Z'::timestamptz
                                                       ELSE '2026-01-12T09:45:00Z'::timestamptz END
      WHERE student_user_id = $1`,
    [student],
  );

  const documents: [type: string, name: string, text: string, at: string][] = [
    ['Passport', 'passport-aarav-sharma.pdf', 'Passport - Aarav Sharma (demo file)', '2026-01-12T10:00:00Z'],
    ['10th Marksheet', 'class-10-marksheet.pdf', 'CBSE Class X Marksheet - Aarav Sharma (demo file)', '2026-01-12T10:05:00Z'],
  ];
  for (const [type, name, text, at] of documents) {
    const bytes = tinyPdf(text);
    const typeId = await idOf(tx, `SELECT document_type_id AS id FROM document_types WHERE list = 'student_document' AND name = $1`, [type]);
    const mapId = await insertFile(tx, {
      studentId: student,
      kind: 'document',
      documentTypeId: typeId,
      originalName: name,
      sizeBytes: bytes.length,
      mimeType: 'application/pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey: null,
      uploadedBy: student,
      createdAt: at,
    });
    await tx.query('INSERT INTO student_document_seed_files (map_id, content_base64) VALUES ($1, $2)', [mapId, bytes.toString('base64')]);
  }
}
