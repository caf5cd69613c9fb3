// Students as the people working with them see them: the student list, the details page, who is assigned, the
// active flag, accounts created on a student's behalf, and the pre-application checklist.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.ts';
import { hashSecret } from '../../auth/tokens.ts';
import type { PortalBody, PortalQuery } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller, Role } from '../../domain/caller.ts';
import { Conflict, NotFound, Unprocessable, type FieldError } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { insertUser, newStudent, revokeUserSessions, type UserRow } from '../users/index.ts';
import * as checklist from './checklist.repository.ts';
import * as repo from './students.repository.ts';
import { iso, isoOrNull, type Schemas } from './shared.ts';

type ChecklistKey = Schemas['ChecklistKey'];
type ChecklistInfo = Schemas['ChecklistInfo'];

/** A welcome link to set the password stays valid this long (a reset link: config.passwordResetMinutes). */
export const WELCOME_LINK_DAYS = 7;

/** The pre-application checklist in the order of the contract's enum, with the labels the screens show. */
export const CHECKLIST: readonly { key: ChecklistKey; label: string }[] = [
  { key: 'passport', label: 'Passport' },
  { key: 'academic_transcripts', label: 'Academic transcripts' },
  { key: 'english_test_score', label: 'English test score' },
  { key: 'sop', label: 'Statement of purpose' },
  { key: 'lor', label: 'Letters of recommendation' },
  { key: 'cv', label: 'CV' },
  { key: 'financial_documents', label: 'Financial documents' },
  { key: 'application_fee', label: 'Application fee' },
  { key: 'portfolio', label: 'Portfolio' },
  { key: 'other_documents', label: 'Other documents' },
];

const STAFF_TYPES: readonly Role[] = ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'];

/** Text as stored: trimmed, and null when blank. */
const trimmedOrNull = (text: string | null | undefined): string | null => text?.trim() || null;

export async function readChecklist(db: Queryable, studentUserId: number): Promise<ChecklistInfo> {
  const head = await checklist.findChecklistHead(db, studentUserId);
  const byKey = new Map((await checklist.listSavedItems(db, studentUserId)).map((r) => [r.key, r]));
  return {
    student_user_id: studentUserId,
    items: CHECKLIST.map(({ key, label }) => {
      const saved = byKey.get(key);
      return saved
        ? {
            key, label, done: saved.done, note: saved.note, updated_at: iso(saved.updated_at),
            updated_by: { user_id: saved.user_id, name: saved.name, role: saved.role },
          }
        : { key, label, done: false, note: null, updated_at: null, updated_by: null };
    }),
    remarks: head?.remarks ?? null,
    updated_at: isoOrNull(head?.updated_at ?? null),
  };
}

/** 422 naming every city, country or course level the body names that does not exist, or an intake without its year. */
async function checkNewStudent(db: Queryable, body: PortalBody<'createStudent'>): Promise<void> {
  const refs = await repo.referencesExist(db, {
    city_id: body.city_id ?? null,
    country_id: body.preferred_country_id ?? null,
    course_level_id: body.preferred_course_level_id ?? null,
  });
  const bad: FieldError[] = [];
  if (!refs.city) bad.push({ field: 'body/city_id', message: `no city ${body.city_id}` });
  if (!refs.country) bad.push({ field: 'body/preferred_country_id', message: `no country ${body.preferred_country_id}` });
  if (!refs.level) bad.push({ field: 'body/preferred_course_level_id', message: `no course level ${body.preferred_course_level_id}` });
  if (bad.length) throw new Unprocessable('a referenced record does not exist', bad);
  if ((body.intake === undefined) !== (body.intake_year === undefined)) {
    const missing = body.intake === undefined ? 'intake' : 'intake_year';
    throw new Unprocessable('give the intake and its year together', [{ field: `body/${missing}`, message: 'is required with the other' }]);
  }
}

export function makeStudentsService({ db, config, mail }: Pick<Deps, 'db' | 'config' | 'mail'>) {
  /** Queues the mail with a link to set the password (the link is a password reset good for WELCOME_LINK_DAYS). */
  async function sendWelcome(tx: Queryable, caller: Caller, user: UserRow): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await repo.insertWelcomeLink(tx, hashSecret(token), user.user_id, WELCOME_LINK_DAYS);
    await mail.enqueue(tx, {
      to: user.email,
      template: 'student-welcome',
      subject: 'Your Unipath account is ready',
      text:
        `Hello ${user.first_name},\n\n${caller.firstName} ${caller.lastName} created a Unipath account for you, where ` +
        `you can search courses, apply and follow your applications with your counselor.\n\n` +
        `To choose your password, open this link within ${WELCOME_LINK_DAYS} days:\n\n` +
        `${config.publicUrl}/resetpassword?token=${token}\n\n` +
        `The link works once. Afterwards you sign in with ${user.email} and the password you chose.\n`,
    });
  }

  return {
    /** The students the caller reaches, newest first; inactive ones only when asked for (active=false). */
    listAssigned(caller: Caller, query: PortalQuery<'listAssignedStudents'>): Promise<Page<Schemas['StudentSummary']>> {
      const filter = { active: query.active ?? true, preferred_country_id: query.preferred_country_id, q: query.q };
      return repo.listReachableStudents(db, caller, filter, pageWindow(query));
    },

    async details(studentUserId: number): Promise<Schemas['StudentDetails']> {
      const row = await repo.findStudentDetails(db, studentUserId);
      if (!row) throw new NotFound(`no user ${studentUserId}`);
      return {
        ...row,
        application_checklist: await readChecklist(db, studentUserId),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      };
    },

    async assignedStaff(studentUserId: number): Promise<Schemas['StaffAssignmentList']> {
      const staff = await repo.listAssignedStaff(db, studentUserId, STAFF_TYPES);
      return { student_user_id: studentUserId, staff, ...(await repo.findPartners(db, studentUserId)) };
    },

    /** Sets the account active or inactive; going inactive ends the student's sessions. Same status: no change. */
    async setActive(studentUserId: number, active: boolean): Promise<Schemas['StudentActiveStatus']> {
      return db.transaction(async (tx) => {
        if ((await repo.setStudentActive(tx, studentUserId, active)) && !active) await revokeUserSessions(tx, studentUserId);
        const now = await repo.readActive(tx, studentUserId);
        return { student_user_id: studentUserId, active: now.active, changed_at: iso(now.changed_at) };
      });
    },

    /**
     * Creates a student linked to the caller (recruiter, school counselor or assigned staff) with a random password
     * nobody knows; with send_welcome_email the student gets a link to set their own.
     */
    async create(caller: Caller, body: PortalBody<'createStudent'>): Promise<Schemas['StudentSummary']> {
      await checkNewStudent(db, body);
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const isPartner = caller.role === 'agent' || caller.role === 'franchise';
      const userId = await db.transaction(async (tx) => {
        const user = await insertUser(tx, newStudent(body, passwordHash, {
          agent_user_id: isPartner ? caller.userId : null,
          sc_user_id: caller.role === 'school_counselor' ? caller.userId : null,
        }));
        if (!user) throw new Conflict('this email is already registered', [{ field: 'body/email', message: 'is already registered' }]);
        if (body.intake) await repo.setPreferredIntake(tx, user.user_id, body.intake, body.intake_year);
        if (STAFF_TYPES.includes(caller.role)) await repo.assignStaff(tx, caller.userId, user.user_id);
        if (body.send_welcome_email ?? true) await sendWelcome(tx, caller, user);
        return user.user_id;
      });
      return repo.findSummary(db, userId);
    },

    readChecklist: (studentUserId: number) => readChecklist(db, studentUserId),

    /** Sets the given checklist items (the others keep their state) and, when given, the remarks. */
    async saveChecklist(caller: Caller, studentUserId: number, body: PortalBody<'saveApplicationChecklistInfo'>): Promise<ChecklistInfo> {
      const seen = new Map<ChecklistKey, number>();
      body.items.forEach((item, i) => {
        if (seen.has(item.key)) {
          throw new Unprocessable(`the key ${item.key} is given twice`, [{ field: `body/items/${i}/key`, message: `repeats items/${seen.get(item.key)}` }]);
        }
        seen.set(item.key, i);
      });
      await db.transaction(async (tx) => {
        await checklist.saveChecklistHead(tx, studentUserId, caller.userId, body.remarks === undefined ? undefined : trimmedOrNull(body.remarks));
        for (const item of body.items) {
          const note = item.note === undefined ? undefined : trimmedOrNull(item.note);
          await checklist.saveChecklistItem(tx, studentUserId, caller.userId, { key: item.key, done: item.done, note });
        }
      });
      return readChecklist(db, studentUserId);
    },
  };
}

export type StudentsService = ReturnType<typeof makeStudentsService>;
