// The profile strength meter (PSM): how complete a student's record is, computed from what is filled in.
import type { components } from '../../../../openapi/generated/portal.d.ts';
import type { Db } from '../../db/types.ts';
import type { AisService } from './ais.service.ts';
import { listFiles, requiredDocuments, targetCourseLevels } from './documents.repository.ts';

type S = components['schemas'];
type SectionKeyPsm = S['PsmSection']['key'];
type Item = S['PsmItem'];
export type Psm = { student_user_id: number; percent: number; sections: S['PsmSection'][]; computed_at: string };

/** Each section's share of the whole, in points (they add up to 100). */
const WEIGHTS: Record<SectionKeyPsm, number> = {
  personal: 15, address: 10, academics: 20, tests: 10, work: 5, documents: 20, preferences: 10, ais: 10,
};
const LABELS: Record<SectionKeyPsm, string> = {
  personal: 'Personal details', address: 'Address', academics: 'Academics', tests: 'English test', work: 'Work experience',
  documents: 'Documents', preferences: 'Study preferences', ais: 'Additional information',
};
const ENGLISH_TEST = /\b(ielts|toefl|pte|duolingo|cambridge|oet)\b/i;
const PASSPORT = 'Passport';
const ENGLISH_REPORT = 'English Test Score Report (IELTS/TOEFL/PTE/Duolingo)';

type StudentRow = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  date_of_birth: string | null;
  photo_url: string | null;
  country_id: number | null;
  preferred_country_id: number | null;
  preferred_course_level_id: number | null;
};

const percentOf = (items: Item[]) => (items.length === 0 ? 100 : Math.round((100 * items.filter((i) => i.done).length) / items.length));

export function makePsmService(db: Db, ais: AisService) {
  return {
    async compute(studentId: number): Promise<Psm> {
      const [{ rows: students }, { rows: addresses }, filled, { rows: certs }, { rows: quals }, files, levels, { rows: sop }] =
        await Promise.all([
          db.query<StudentRow>(
            `SELECT first_name, last_name, email, mobile, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, photo_url,
                    country_id, preferred_country_id, preferred_course_level_id
               FROM users WHERE user_id = $1`,
            [studentId],
          ),
          db.query('SELECT 1 FROM user_addresses WHERE user_id = $1', [studentId]),
          ais.filled(studentId),
          db.query<{ name: string }>('SELECT name FROM ais_certifications WHERE student_user_id = $1', [studentId]),
          db.query<{ level: string }>('SELECT level FROM ais_qualifications WHERE student_user_id = $1', [studentId]),
          listFiles(db, studentId, ['document']),
          targetCourseLevels(db, studentId),
          db.query<{ total: number; answered: number }>(
            `SELECT count(*)::int AS total, count(a.question_id)::int AS answered
               FROM sop_questions q LEFT JOIN sop_answers a ON a.question_id = q.question_id AND a.student_user_id = $1`,
            [studentId],
          ),
        ]);
      const student = students[0];
      const uploadedTypes = new Set(files.map((f) => f.document_type_name));
      const mandatory = (await requiredDocuments(db, levels)).filter((r) => r.mandatory);
      const typeNames = new Map<number, string>();
      if (mandatory.length > 0) {
        const { rows } = await db.query<{ document_type_id: number; name: string }>(
          'SELECT document_type_id, name FROM document_types WHERE document_type_id IN (SELECT jsonb_array_elements_text($1::jsonb)::int) ORDER BY sort_order',
          [JSON.stringify([...new Set(mandatory.map((r) => r.document_type_id))])],
        );
        for (const r of rows) typeNames.set(r.document_type_id, r.name);
      }

      const item = (key: string, label: string, done: boolean): Item => ({ key, label, done });
      const higher = ['higher_secondary', 'diploma', 'bachelors', 'masters', 'doctorate'];
      const saved = (key: keyof typeof filled) => filled[key].saved;

      const sections: Record<SectionKeyPsm, Item[]> = {
        personal: [
          item('name', 'First and last name', Boolean(student.first_name.trim() && student.last_name.trim())),
          item('email', 'Email address', Boolean(student.email)),
          item('mobile', 'Mobile number', Boolean(student.mobile)),
          item('date_of_birth', 'Date of birth', student.date_of_birth !== null),
          item('photo', 'Profile photo', Boolean(student.photo_url)),
          item('home_country', 'Home country', student.country_id !== null),
        ],
        address: [item('address', 'Postal address', addresses.length > 0)],
        academics: [
          item('qualifications', 'At least one academic qualification', filled.qualifications.count > 0),
          item('higher_secondary', 'Higher secondary (12th) or a later qualification', quals.some((q) => higher.includes(q.level))),
        ],
        tests: [
          item('english_test', 'An English test (IELTS, TOEFL, PTE, Duolingo) in certifications', certs.some((c) => ENGLISH_TEST.test(c.name))),
          item('english_score_report', 'The English test score report uploaded', uploadedTypes.has(ENGLISH_REPORT)),
        ],
        work: [item('work_history', 'Work history (or saved as none)', saved('work_history'))],
        documents: [
          item('passport', 'Passport uploaded', uploadedTypes.has(PASSPORT)),
          ...[...typeNames.entries()]
            .filter(([, name]) => name !== PASSPORT)
            .map(([id, name]) => item(`document_${id}`, `${name} uploaded`, uploadedTypes.has(name))),
        ],
        preferences: [
          item('preferred_country', 'Preferred study country', student.preferred_country_id !== null),
          item('preferred_course_level', 'Preferred course level', student.preferred_course_level_id !== null),
        ],
        ais: [
          item('gaps', 'Study gaps (or saved as none)', saved('gaps')),
          item('certifications', 'Certifications (or saved as none)', saved('certifications')),
          item('travel_history', 'Travel history (or saved as none)', saved('travel_history')),
          item('visa_rejections', 'Visa rejections (or saved as none)', saved('visa_rejections')),
          item('family_details', 'Family details', filled.family_details.count > 0),
          item('sop', 'Every SOP question answered', sop[0].total > 0 && sop[0].answered === sop[0].total),
        ],
      };

      const out = (Object.keys(WEIGHTS) as SectionKeyPsm[]).map((key) => ({
        key,
        label: LABELS[key],
        percent: percentOf(sections[key]),
        weight: WEIGHTS[key],
        items: sections[key],
      }));
      const exact = out.reduce((sum, s) => sum + (s.weight * s.items.filter((i) => i.done).length) / s.items.length, 0);
      return { student_user_id: studentId, percent: Math.round(exact), sections: out, computed_at: new Date().toISOString() };
    },
  };
}

export type PsmService = ReturnType<typeof makePsmService>;
