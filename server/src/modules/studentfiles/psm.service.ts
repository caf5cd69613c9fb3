// The profile strength meter (PSM): how complete a student's record is, computed from what is filled in.
import type { PortalSchemas as S } from '../../contract-types.ts';
import type { Deps } from '../../platform/deps.ts';
import { sectionFill } from './ais.repository.ts';
import { listFiles, requiredDocuments, targetCourseLevels } from './documents.repository.ts';
import { documentTypeNames, psmFacts } from './psm.repository.ts';

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

const percentOf = (items: Item[]) => (items.length === 0 ? 100 : Math.round((100 * items.filter((i) => i.done).length) / items.length));

export function makePsmService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  async function compute(studentId: number): Promise<Psm> {
    const [facts, filled, files, levels] = await Promise.all([
      psmFacts(db, studentId),
      sectionFill(db, studentId),
      listFiles(db, studentId, ['document']),
      targetCourseLevels(db, studentId),
    ]);
    const { student, sop } = facts;
    const uploadedTypes = new Set(files.map((f) => f.document_type_name));
    const mandatory = (await requiredDocuments(db, levels)).filter((r) => r.mandatory);
    const typeNames = await documentTypeNames(db, mandatory.map((r) => r.document_type_id));

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
      address: [item('address', 'Postal address', facts.hasAddress)],
      academics: [
        item('qualifications', 'At least one academic qualification', filled.qualifications.count > 0),
        item('higher_secondary', 'Higher secondary (12th) or a later qualification', facts.qualificationLevels.some((level) => higher.includes(level))),
      ],
      tests: [
        item('english_test', 'An English test (IELTS, TOEFL, PTE, Duolingo) in certifications', facts.certificationNames.some((name) => ENGLISH_TEST.test(name))),
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
        item('sop', 'Every SOP question answered', sop.total > 0 && sop.answered === sop.total),
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
    return { student_user_id: studentId, percent: Math.round(exact), sections: out, computed_at: clock.now().toISOString() };
  }

  return {
    compute,

    /** The meter as the profile shows it: each section's percent and the labels of what is missing. */
    async strength(studentId: number) {
      const meter = await compute(studentId);
      return {
        student_user_id: meter.student_user_id,
        percent: meter.percent,
        sections: meter.sections.map((s) => ({
          key: s.key,
          label: s.label,
          percent: s.percent,
          missing: s.items.filter((i) => !i.done).map((i) => i.label),
        })),
      };
    },
  };
}

export type PsmService = ReturnType<typeof makePsmService>;
