// The SQL of direct chat: who may chat with whom (the connections), the paged connections and conversations, sending
// and marking read.
import type { Queryable } from '../../db/types.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import type { Role } from '../../domain/caller.ts';
import { Conditions, SqlParams, escapeLike, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

const STAFF_TYPES = `('counselor', 'operations', 'visa', 'student_support')`;
const STAFF_AND_MANAGER_TYPES = `('counselor', 'operations', 'visa', 'student_support', 'operations_manager')`;

/**
 * The users `callerParam` (with role `roleParam`) may chat with, as one SQL set of user ids (our design, described in
 * the contract):
 * - around every student the caller reaches: the student (unless the caller is that student), the staff assigned to
 *   them, their agent or franchise (and the master franchise above an area franchise) and their school counselor. For a
 *   student that is their own circle; for staff, agents, franchises and school counselors the students they reach and
 *   the people working on those students with them;
 * - an operations manager also has every staff user, and every staff user has the operations managers.
 * Deleted users are kept here (the caller gets 422, not 403, for a deactivated receiver); lists filter them out.
 */
export function connectionIdsSql(callerParam = '$1', roleParam = '$2'): string {
  return `(
    WITH reach AS (
      SELECT s.user_id, s.agent_user_id, s.sc_user_id FROM users s
       WHERE s.user_type = 'student' AND ${studentReachSql('s', callerParam, roleParam)}
    )
    SELECT r.user_id FROM reach r WHERE ${roleParam} <> 'student'
    UNION SELECT sa.staff_user_id FROM staff_assignments sa JOIN reach r ON r.user_id = sa.student_user_id
    UNION SELECT r.agent_user_id FROM reach r WHERE r.agent_user_id IS NOT NULL
    UNION SELECT a.master_franchise_id FROM reach r JOIN users a ON a.user_id = r.agent_user_id
           WHERE a.master_franchise_id IS NOT NULL
    UNION SELECT r.sc_user_id FROM reach r WHERE r.sc_user_id IS NOT NULL
    UNION SELECT u.user_id FROM users u
           WHERE ${roleParam} = 'operations_manager' AND u.user_type IN ${STAFF_AND_MANAGER_TYPES}
    UNION SELECT u.user_id FROM users u
           WHERE ${roleParam} IN ${STAFF_TYPES} AND u.user_type = 'operations_manager'
  )`;
}

export type ChatUserRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  user_type: Role;
  photo_url: string | null;
  active: boolean;
  deleted_at: Date | null;
};

export type ConnectionRow = ChatUserRow & {
  last_message_id: number | null;
  last_sender_user_id: number | null;
  last_message: string | null;
  last_created_at: Date | null;
  unread_count: number;
};

export type MessageRow = {
  message_id: number;
  sender_user_id: number;
  receiver_user_id: number;
  message: string;
  attachment_map_id: number | null;
  created_at: Date;
  read_at: Date | null;
  first_name: string;
  last_name: string;
  user_type: Role;
  photo_url: string | null;
};

/** The messages between the users in `a` and `b` (in either direction), as a condition on chat_messages m. */
const between = (a: string, b: string) =>
  `(LEAST(m.sender_user_id, m.receiver_user_id), GREATEST(m.sender_user_id, m.receiver_user_id)) = (LEAST(${a}, ${b}), GREATEST(${a}, ${b}))`;

export async function findChatUser(db: Queryable, userId: number): Promise<ChatUserRow | null> {
  const { rows } = await db.query<ChatUserRow>(
    'SELECT user_id, first_name, last_name, user_type, photo_url, active, deleted_at FROM users WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** Whether `otherId` is one of the connections of `callerId` (with `role`). */
export async function isConnection(db: Queryable, callerId: number, role: Role, otherId: number): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(`SELECT $3::int IN ${connectionIdsSql()} AND $3::int <> $1 AS ok`, [callerId, role, otherId]);
  return rows[0].ok;
}

/** Whether `userId` (with `role`) reaches the student `studentId`, i.e. may open that student's files. */
export async function reachesStudent(db: Queryable, userId: number, role: Role, studentId: number): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT ${studentReachSql('s')} AS ok FROM users s WHERE s.user_id = $3 AND s.user_type = 'student'`,
    [userId, role, studentId],
  );
  return rows[0]?.ok === true;
}

/**
 * A page of the caller's connections (plus operations managers and accounts users who reach the caller and have
 * exchanged messages with them, so that the caller can answer), the last message first, then by name.
 */
export async function listConnections(
  db: Queryable,
  callerId: number,
  role: Role,
  filter: { search?: string; unreadOnly: boolean },
  window: PageWindow,
): Promise<Page<ConnectionRow>> {
  const params = new SqlParams();
  const people = new Conditions(params);
  const me = people.param(callerId);
  const connections = connectionIdsSql(me, people.param(role));
  people.push(`u.user_id <> ${me} AND u.deleted_at IS NULL AND u.active`);
  if (filter.search) {
    people.raw(`u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1`, `%${escapeLike(filter.search)}%`);
  }
  const shown = new Conditions(params);
  if (filter.unreadOnly) shown.push('e.unread_count > 0');
  const cte = `WITH ids AS (
       SELECT user_id FROM ${connections} c
       UNION
       SELECT o.user_id
         FROM chat_messages m JOIN users o
           ON o.user_id = CASE WHEN m.sender_user_id = ${me} THEN m.receiver_user_id ELSE m.sender_user_id END
        WHERE (m.sender_user_id = ${me} OR m.receiver_user_id = ${me}) AND o.user_type IN ('operations_manager', 'accounts')
     ),
     people AS (
       SELECT u.user_id, u.first_name, u.last_name, u.user_type, u.photo_url, u.active, u.deleted_at
         FROM ids JOIN users u ON u.user_id = ids.user_id
        ${people.sql}
     ),
     enriched AS (
       SELECT p.*, last.message_id AS last_message_id, last.sender_user_id AS last_sender_user_id,
              left(last.message, 200) AS last_message, last.created_at AS last_created_at,
              (SELECT count(*) FROM chat_messages un
                WHERE un.receiver_user_id = ${me} AND un.sender_user_id = p.user_id AND un.read_at IS NULL)::int AS unread_count
         FROM people p
         LEFT JOIN LATERAL (
           SELECT m.message_id, m.sender_user_id, m.message, m.created_at FROM chat_messages m
            WHERE ${between(`${me}::int`, 'p.user_id')}
            ORDER BY m.message_id DESC LIMIT 1
         ) last ON true
     )`;
  return queryPage(db, window, shown, {
    select: `${cte} SELECT e.* FROM enriched e ${shown.sql} ORDER BY e.last_message_id DESC NULLS LAST, e.first_name, e.last_name, e.user_id`,
    count: `${cte} SELECT count(*)::int AS total FROM enriched e ${shown.sql}`,
  });
}

/** A page of the conversation of two users, newest first; with `sinceId` only the messages after it. */
export async function listConversation(db: Queryable, callerId: number, otherId: number, sinceId: number | undefined, window: PageWindow): Promise<Page<MessageRow>> {
  const where = new Conditions().raw(between('$1::int', '$2::int'), callerId, otherId);
  if (sinceId !== undefined) where.push(`m.message_id > ${where.param(sinceId)}::bigint`);
  return queryPage(db, window, where, {
    select: `SELECT m.message_id, m.sender_user_id, m.receiver_user_id, m.message, m.attachment_map_id, m.created_at, m.read_at,
                    u.first_name, u.last_name, u.user_type, u.photo_url
               FROM chat_messages m JOIN users u ON u.user_id = m.sender_user_id
              ${where.sql}
              ORDER BY m.message_id DESC`,
    count: `SELECT count(*)::int AS total FROM chat_messages m ${where.sql}`,
  });
}

export async function insertMessage(db: Queryable, senderId: number, receiverId: number, message: string, attachmentMapId: number | null) {
  const { rows } = await db.query<{ message_id: number; created_at: Date }>(
    `INSERT INTO chat_messages (sender_user_id, receiver_user_id, message, attachment_map_id)
     VALUES ($1, $2, $3, $4) RETURNING message_id, created_at`,
    [senderId, receiverId, message, attachmentMapId],
  );
  return rows[0];
}

/** Marks read the messages from `senderId` to `receiverId`; answers how many. */
export async function markRead(db: Queryable, receiverId: number, senderId: number): Promise<number> {
  const { rowCount } = await db.query(
    'UPDATE chat_messages SET read_at = now() WHERE receiver_user_id = $1 AND sender_user_id = $2 AND read_at IS NULL',
    [receiverId, senderId],
  );
  return rowCount;
}
