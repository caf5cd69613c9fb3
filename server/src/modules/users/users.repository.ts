import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../http/contract.ts';

export type UserRow = {
  user_id: number;
  user_type: Role;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  password_hash: string;
  franchise_type: 'master' | 'area' | null;
  master_franchise_id: number | null;
  organisation: string | null;
  photo_url: string | null;
  date_of_birth: string | null;
  country_id: number | null;
  city_id: number | null;
  agent_user_id: number | null;
  sc_user_id: number | null;
  active: boolean;
  created_at: string;
};

export type SessionUser = {
  user_id: number;
  user_type: Role;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  franchise_type: 'master' | 'area' | null;
  master_franchise_id: number | null;
};

export function toSessionUser(row: UserRow): SessionUser {
  return {
    user_id: row.user_id,
    user_type: row.user_type,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile: row.mobile,
    franchise_type: row.franchise_type,
    master_franchise_id: row.master_franchise_id,
  };
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

export type NewUser = {
  user_type: Role;
  first_name: string;
  last_name: string;
  email: string;
  mobile?: string | null;
  password_hash: string;
  franchise_type?: 'master' | 'area' | null;
  master_franchise_id?: number | null;
  organisation?: string | null;
  city_id?: number | null;
  preferred_country_id?: number | null;
  preferred_course_level_id?: number | null;
  agent_user_id?: number | null;
  sc_user_id?: number | null;
};

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
