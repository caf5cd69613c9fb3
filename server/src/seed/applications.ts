import type { Queryable } from '../db/types.ts';
import { demoUserId } from './demo-users.ts';

// Demo applications, their timelines and chats, and course recommendations. Deterministic: courses are picked by
// country and level from the deterministic catalog, and every time is a whole number of days (plus a fixed hour)
// before the day the seed runs, so the dashboards (stale lists, monthly counts, days waiting) look the same
// whenever the demo is seeded. Intakes are next year's.

type Key = string;
/** [days before the seed day, hour of that day, status, sub-status, who, note] */
type Step = [number, number, string, string | null, Key, string | null];
/** [days before the seed day, hour, who, message] */
type Line = [number, number, Key, string];

type DemoApplication = {
  student: Key;
  country: string;
  /** Which course of that country's best-ranked focused university (0 = its first postgraduate course). */
  nth?: number;
  steps: Step[];
  deposit?: { amount: number; dueInDays: number };
  chat?: Line[];
};

const APPLICATIONS: DemoApplication[] = [
  // Aarav, the demo student: an offer accepted with its deposit due, a submission waiting for weeks, a conditional
  // offer, and a rejection.
  {
    student: 'student', country: 'United Kingdom', steps: [
      [60, 10, 'applied', 'documents_pending', 'student', 'Application created'],
      [55, 11, 'submitted', 'under_review', 'counselor', 'Submitted with transcripts, SOP and two LORs.'],
      [40, 15, 'conditional_offer', 'conditions_pending', 'counselor', 'Offer subject to the final transcript and IELTS 6.5.'],
      [25, 12, 'unconditional_offer', 'offer_letter_received', 'counselor', 'Conditions met: unconditional offer received.'],
      [10, 13, 'offer_accepted', 'deposit_invoice_received', 'counselor', 'Aarav accepted the offer; deposit invoice received.'],
    ],
    deposit: { amount: 5000, dueInDays: 14 },
    chat: [
      [24, 10, 'student', 'I got the unconditional offer by mail. What do I do to accept it?'],
      [24, 11, 'counselor', 'Congratulations! Accept it in the university portal; I will confirm here once it shows.'],
      [10, 9, 'student', 'Done, I accepted it this morning.'],
      [10, 14, 'counselor', 'Confirmed. The deposit invoice is in: pay it before the due date and upload the receipt.'],
    ],
  },
  {
    student: 'student', country: 'Canada', steps: [
      [50, 10, 'applied', 'ready_to_submit', 'counselor', 'Application created'],
      [45, 16, 'submitted', 'under_review', 'counselor', 'Submitted through the university portal.'],
    ],
  },
  {
    student: 'student', country: 'Australia', steps: [
      [35, 9, 'applied', null, 'student', 'Application created'],
      [30, 12, 'submitted', 'under_review', 'counselor', null],
      [12, 11, 'conditional_offer', 'conditions_pending', 'counselor', 'They need the final semester marksheet.'],
    ],
    chat: [
      [12, 14, 'counselor', 'Conditional offer from the university: they need your final semester marksheet.'],
      [11, 9, 'student', 'I will get it from college next week.'],
    ],
  },
  {
    student: 'student', country: 'United States', steps: [
      [70, 10, 'applied', null, 'agent', 'Application created'],
      [65, 15, 'submitted', 'under_review', 'counselor', null],
      [20, 10, 'rejected', 'academic_criteria', 'counselor', 'The department asked for a higher GPA.'],
    ],
  },
  // Other students: one per way a user reaches them.
  {
    student: 's-ananya', country: 'Ireland',
    steps: [[15, 10, 'applied', 'documents_pending', 'agent', 'Application created']],
  },
  {
    student: 's-ishaan', country: 'Germany', steps: [
      [120, 10, 'applied', null, 'counselor', 'Application created'],
      [110, 11, 'submitted', null, 'counselor', null],
      [90, 12, 'unconditional_offer', 'offer_letter_received', 'counselor', null],
      [80, 12, 'offer_accepted', null, 'counselor', null],
      [70, 12, 'deposit_paid', 'cas_issued', 'counselor', 'Blocked account and admission letter in place.'],
      [40, 12, 'visa_applied', 'biometrics_done', 'visa', null],
      [15, 12, 'visa_granted', 'travel_booked', 'visa', 'Visa stamped; flight booked.'],
    ],
  },
  {
    student: 's-diya', country: 'New Zealand', steps: [
      [30, 10, 'applied', null, 'franchise', 'Application created'],
      [28, 11, 'submitted', 'under_review', 'operations', null],
      [8, 12, 'conditional_offer', 'conditions_pending', 'operations', 'English test result awaited.'],
    ],
  },
  {
    student: 's-kabir', country: 'United Kingdom', nth: 1,
    steps: [[5, 10, 'applied', null, 'area', 'Application created']],
  },
  {
    student: 's-arjun', country: 'Singapore', steps: [
      [80, 10, 'applied', null, 'counselor', 'Application created'],
      [75, 11, 'submitted', null, 'counselor', null],
      [50, 12, 'unconditional_offer', null, 'counselor', null],
      [30, 12, 'offer_accepted', null, 'counselor', 'Deposit amount not announced yet.'],
    ],
  },
  {
    student: 's-vihaan', country: 'Canada', nth: 1, steps: [
      [100, 10, 'applied', null, 'operations', 'Application created'],
      [95, 11, 'submitted', null, 'operations', null],
      [60, 12, 'withdrawn', 'other_offer_accepted', 'operations', 'Vihaan chose another offer.'],
    ],
  },
  // Zara is linked to nobody: only the operations manager (and accounts) reach her application.
  {
    student: 's-zara', country: 'United Kingdom', steps: [
      [20, 10, 'applied', null, 's-zara', 'Application created'],
      [18, 11, 'submitted', 'under_review', 'manager', null],
    ],
    chat: [[19, 10, 's-zara', 'Is my application complete?']],
  },
];

/** [student, country, nth course, recommended by, days ago, note] */
const RECOMMENDATIONS: [Key, string, number, Key, number, string | null][] = [
  ['student', 'Germany', 0, 'counselor', 7, 'Low tuition and a strong programme; worth a look.'],
  ['student', 'Netherlands', 0, 'counselor', 5, 'English-taught, with a good internship record.'],
  ['student', 'Ireland', 0, 'counselor', 2, null],
  ['student', 'Canada', 1, 'agent', 3, 'A second option in Canada.'],
  ['s-ananya', 'Germany', 0, 'counselor', 4, null],
];

/** The nth postgraduate course (by id) of the best-ranked focused university of a country. */
async function pickCourse(tx: Queryable, country: string, nth: number): Promise<{ course_id: number; intake: string; currency: string }> {
  const { rows } = await tx.query<{ course_id: number; intake: string; currency: string }>(
    `SELECT c.course_id, c.intakes[1] AS intake, c.currency
       FROM courses c
       JOIN course_levels l ON l.course_level_id = c.course_level_id AND l.name = 'Postgraduate'
      WHERE c.university_id = (
              SELECT u.university_id FROM universities u JOIN countries k ON k.country_id = u.country_id
               WHERE k.name = $1 AND u.focused ORDER BY u.ranking ASC NULLS LAST, u.university_id LIMIT 1)
      ORDER BY c.course_id
      OFFSET $2 LIMIT 1`,
    [country, nth],
  );
  if (!rows[0]) throw new Error(`seed: no postgraduate course ${nth} of a focused university in ${country}`);
  return rows[0];
}

const AT = (dayParam: string, hourParam: string) =>
  `date_trunc('day', now()) - make_interval(days => ${dayParam}::int) + make_interval(hours => ${hourParam}::int)`;

export async function seedApplications(tx: Queryable, ids: Record<string, number>): Promise<void> {
  const id = demoUserId(ids, 'seedApplications');
  for (const app of APPLICATIONS) {
    const course = await pickCourse(tx, app.country, app.nth ?? 0);
    const [firstDay, firstHour, , , creator] = app.steps[0];
    const [lastDay, lastHour, status, subStatus] = app.steps[app.steps.length - 1];
    const { rows } = await tx.query<{ sa_mapper_id: number }>(
      `INSERT INTO student_applications (student_user_id, course_id, intake, intake_year, status, sub_status, created_by,
                                         is_open, created_at, status_changed_at, updated_at,
                                         deposit_amount, deposit_currency, deposit_due_date)
       SELECT $1, $2, $3, extract(year FROM now())::int + 1, $4, $5, $6, NOT st.closed,
              ${AT('$7', '$8')}, ${AT('$9', '$10')}, ${AT('$9', '$10')},
              $11::numeric, CASE WHEN $11::numeric IS NULL THEN NULL ELSE $12 END,
              CASE WHEN $13::int IS NULL THEN NULL ELSE current_date + $13::int END
         FROM application_statuses st WHERE st.status = $4
       RETURNING sa_mapper_id`,
      [
        id(app.student), course.course_id, course.intake, status, subStatus, id(creator), firstDay, firstHour, lastDay, lastHour,
        app.deposit?.amount ?? null, course.currency, app.deposit?.dueInDays ?? null,
      ],
    );
    const saMapperId = rows[0].sa_mapper_id;
    for (const [day, hour, stepStatus, stepSub, by, note] of app.steps) {
      await tx.query(
        `INSERT INTO application_timeline (sa_mapper_id, status, sub_status, note, by_user_id, at)
         VALUES ($1, $2, $3, $4, $5, ${AT('$6', '$7')})`,
        [saMapperId, stepStatus, stepSub, note, id(by), day, hour],
      );
    }
    for (const [day, hour, from, message] of app.chat ?? []) {
      await tx.query(
        `INSERT INTO application_chat_messages (sa_mapper_id, sender_user_id, message, created_at)
         VALUES ($1, $2, $3, ${AT('$4', '$5')})`,
        [saMapperId, id(from), message, day, hour],
      );
    }
  }
  for (const [student, country, nth, by, day, note] of RECOMMENDATIONS) {
    const course = await pickCourse(tx, country, nth);
    await tx.query(
      `INSERT INTO course_recommendations (student_user_id, course_id, recommended_by, note, created_at)
       VALUES ($1, $2, $3, $4, ${AT('$5', '12')})`,
      [id(student), course.course_id, id(by), note, day],
    );
  }
  // Aarav's pre-application checklist, as his counselor keeps it.
  await tx.query(
    `INSERT INTO application_checklists (student_user_id, remarks, updated_by, updated_at)
     VALUES ($1, 'LORs from both professors are in.', $2, ${AT('$3', '12')})`,
    [id('student'), id('counselor'), 20],
  );
  for (const [key, done, note] of [
    ['passport', true, null], ['academic_transcripts', true, 'Final semester marksheet pending'], ['english_test_score', true, 'IELTS 7.0'],
    ['sop', true, null], ['lor', true, null], ['cv', false, 'Needs the internship added'],
  ] as const) {
    await tx.query(
      `INSERT INTO application_checklist_items (student_user_id, key, done, note, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, ${AT('$6', '12')})`,
      [id('student'), key, done, note, id('counselor'), 20],
    );
  }
}
