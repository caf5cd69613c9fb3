// The SQL of user accounts: finding and creating users, passwords, closing an account and erasing it later.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';

type Profile = PortalSchemas['Profile'];

/** A user as stored (what the profile shows, and what sign-in and the links need). */
export type UserRow = Omit<Profile, 'created_at' | 'agent_user_id'> & {
  password_hash: string;
  organisation: string | null;
  city_id: number | null;
  agent_user_id: number | null;
  sc_user_id: number | null;
  active: boolean;
  created_at: Date | string;
};

export function toSessionUser(row: UserRow): PortalSchemas['SessionUser'] {
  const { user_id, user_type, first_name, last_name, email, mobile, franchise_type, master_franchise_id } = row;
  return { user_id, user_type, first_name, last_name, email, mobile, franchise_type, master_franchise_id };
}

export function toProfile(row: UserRow): Profile {
  const { password_hash: _p, organisation: _o, city_id: _c, sc_user_id: _s, active: _a, created_at, ...shown } = row;
  return { ...shown, created_at: new Date(created_at).toISOString() };
}

const COLUMNS = `user_id, user_type, first_name, last_name, email, mobile, password_hash, franchise_type, master_franchise_id,
  organisation, photo_url, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, country_id, city_id, agent_user_id,
  sc_user_id, active, created_at`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, userId: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE user_id = $1 AND deleted_at IS NULL`, [userId]);
  return rows[0];
}

/** A user to insert: the stored user's own fields (the required ones, the rest optional), and the student's preferences. */
export type NewUser = Pick<UserRow, 'user_type' | 'first_name' | 'last_name' | 'email' | 'password_hash'>
  & Partial<Pick<UserRow, 'mobile' | 'franchise_type' | 'master_franchise_id' | 'organisation' | 'city_id' | 'agent_user_id' | 'sc_user_id'>>
  & { preferred_country_id?: number | null; preferred_course_level_id?: number | null };

/** What a student's sign-up form gives (registration, or staff creating a student). */
export type StudentForm = Pick<PortalSchemas['RegistrationBody'], 'first_name' | 'last_name' | 'email' | 'mobile'> & {
  city_id?: number;
  preferred_country_id?: number;
  preferred_course_level_id?: number;
};

/** A new student from a sign-up form (names and email trimmed), linked to the agent or school counselor who brought them. */
export function newStudent(
  form: StudentForm,
  passwordHash: string,
  referrers: { agent_user_id: number | null; sc_user_id: number | null },
): NewUser {
  return {
    user_type: 'student',
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    mobile: form.mobile,
    password_hash: passwordHash,
    city_id: form.city_id ?? null,
    preferred_country_id: form.preferred_country_id ?? null,
    preferred_course_level_id: form.preferred_course_level_id ?? null,
    ...referrers,
  };
}

/** Inserts a user; answers null when the email is taken (the unique index decides, so two racing sign-ups can't both win). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (user_type, first_name, last_name, email, mobile, password_hash, franchise_type,
                        master_franchise_id, organisation, city_id, preferred_country_id, preferred_course_level_id,
                        agent_user_id, sc_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      user.user_type, user.first_name, user.last_name, user.email, user.mobile ?? null, user.password_hash,
      user.franchise_type ?? null, user.master_franchise_id ?? null, user.organisation ?? null, user.city_id ?? null,
      user.preferred_country_id ?? null, user.preferred_course_level_id ?? null, user.agent_user_id ?? null,
      user.sc_user_id ?? null,
    ],
  );
  return rows[0] ?? null;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE user_id = $1', [userId, passwordHash]);
}

/** The agent (or franchise) or school counselor behind a registration link, when active. */
export async function findLinkOwner(db: Queryable, userId: number, types: readonly Role[]): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE user_id = $1 AND user_type = ANY($2::text[]) AND active AND deleted_at IS NULL`,
    [userId, types],
  );
  return rows[0];
}

/** Deactivates the account now and sets the day its personal data is erased; answers both moments. */
export async function closeAccount(
  tx: Queryable,
  userId: number,
  reason: string | null,
  eraseAfterDays: number,
): Promise<{ deleted_at: Date | string; erase_after: string }> {
  const { rows } = await tx.query<{ deleted_at: Date | string; erase_after: string }>(
    `UPDATE users SET deleted_at = now(), active = false, deletion_reason = $2,
            erase_after = (now() + make_interval(days => $3))::date, updated_at = now()
      WHERE user_id = $1
      RETURNING deleted_at, to_char(erase_after, 'YYYY-MM-DD') AS erase_after`,
    [userId, reason, eraseAfterDays],
  );
  return rows[0];
}

/** Erases the personal data of closed accounts whose day has come; answers how many. */
export async function eraseClosedAccounts(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE users SET email = 'erased-' || user_id || '@erased.invalid', mobile = NULL, first_name = 'Erased',
            last_name = 'user', photo_url = NULL, date_of_birth = NULL, password_hash = 'erased', erase_after = NULL
      WHERE deleted_at IS NOT NULL AND erase_after IS NOT NULL AND erase_after <= current_date`,
  );
  return rowCount;
}
