import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../http/contract.ts';
import { studentReachSql } from '../../http/ownership.ts';

const STAFF_TYPES = `('counselor', 'operations', 'visa', 'student_support')`;
const STAFF_AND_MANAGER_TYPES = `('counselor', 'operations', 'visa', 'student_support', 'operations_manager')`;

/**
 * The users $1 (with role $2) may chat with, as one SQL set of user ids (our design, described in the contract):
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

const PAIR = (a: string, b: string) => `LEAST(${a}, ${b}), GREATEST(${a}, ${b})`;

export const chatRepository = {
  async user(db: Queryable, userId: number): Promise<ChatUserRow | null> {
    const { rows } = await db.query<ChatUserRow>(
      'SELECT user_id, first_name, last_name, user_type, photo_url, active, deleted_at FROM users WHERE user_id = $1',
      [userId],
    );
    return rows[0] ?? null;
  },

  /** Whether `other` is one of the caller's connections. */
  async isConnection(db: Queryable, callerId: number, role: Role, otherId: number): Promise<boolean> {
    const { rows } = await db.query<{ ok: boolean }>(
      `SELECT $3::int IN ${connectionIdsSql()} AND $3::int <> $1 AS ok`,
      [callerId, role, otherId],
    );
    return rows[0].ok;
  },

  /**
   * A page of the caller's connections (plus operations managers and accounts users who reach the caller and have
   * exchanged messages with them, so that the caller can answer), the last message first, then by name; and the total.
   */
  async connections(
    db: Queryable,
    callerId: number,
    role: Role,
    options: { search?: string; unreadOnly: boolean; limit: number; offset: number },
  ): Promise<{ rows: ConnectionRow[]; total: number }> {
    const search = options.search ? `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const cte = `WITH ids AS (
         SELECT user_id FROM ${connectionIdsSql()} c
         UNION
         SELECT o.user_id
           FROM chat_messages m JOIN users o
             ON o.user_id = CASE WHEN m.sender_user_id = $1 THEN m.receiver_user_id ELSE m.sender_user_id END
          WHERE (m.sender_user_id = $1 OR m.receiver_user_id = $1) AND o.user_type IN ('operations_manager', 'accounts')
       ),
       people AS (
         SELECT u.user_id, u.first_name, u.last_name, u.user_type, u.photo_url, u.active, u.deleted_at
           FROM ids JOIN users u ON u.user_id = ids.user_id
          WHERE u.user_id <> $1 AND u.deleted_at IS NULL AND u.active
            AND ($3::text IS NULL OR u.first_name ILIKE $3 OR u.last_name ILIKE $3 OR u.email ILIKE $3
                 OR (u.first_name || ' ' || u.last_name) ILIKE $3)
       ),
       enriched AS (
         SELECT p.*, last.message_id AS last_message_id, last.sender_user_id AS last_sender_user_id,
                left(last.message, 200) AS last_message, last.created_at AS last_created_at,
                (SELECT count(*) FROM chat_messages un
                  WHERE un.receiver_user_id = $1 AND un.sender_user_id = p.user_id AND un.read_at IS NULL)::int AS unread_count
           FROM people p
           LEFT JOIN LATERAL (
             SELECT m.message_id, m.sender_user_id, m.message, m.created_at FROM chat_messages m
              WHERE (${PAIR('m.sender_user_id', 'm.receiver_user_id')}) = (${PAIR('$1::int', 'p.user_id')})
              ORDER BY m.message_id DESC LIMIT 1
           ) last ON true
       )`;
    const params = [callerId, role, search, options.unreadOnly];
    const [page, count] = await Promise.all([
      db.query<ConnectionRow>(
        `${cte}
         SELECT e.* FROM enriched e WHERE NOT $4::boolean OR e.unread_count > 0
          ORDER BY e.last_message_id DESC NULLS LAST, e.first_name, e.last_name, e.user_id
          LIMIT $5 OFFSET $6`,
        [...params, options.limit, options.offset],
      ),
      db.query<{ total: number }>(
        `${cte}
         SELECT count(*)::int AS total FROM enriched e WHERE NOT $4::boolean OR e.unread_count > 0`,
        params,
      ),
    ]);
    return { rows: page.rows, total: count.rows[0].total };
  },

  async conversation(
    db: Queryable,
    callerId: number,
    otherId: number,
    options: { sinceId?: number; limit: number; offset: number },
  ): Promise<{ rows: MessageRow[]; total: number }> {
    const where = `(${PAIR('m.sender_user_id', 'm.receiver_user_id')}) = (${PAIR('$1::int', '$2::int')})
                   AND ($3::bigint IS NULL OR m.message_id > $3::bigint)`;
    const [items, count] = await Promise.all([
      db.query<MessageRow>(
        `SELECT m.message_id, m.sender_user_id, m.receiver_user_id, m.message, m.attachment_map_id, m.created_at, m.read_at,
                u.first_name, u.last_name, u.user_type, u.photo_url
           FROM chat_messages m JOIN users u ON u.user_id = m.sender_user_id
          WHERE ${where}
          ORDER BY m.message_id DESC LIMIT $4 OFFSET $5`,
        [callerId, otherId, options.sinceId ?? null, options.limit, options.offset],
      ),
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM chat_messages m WHERE ${where}`, [
        callerId,
        otherId,
        options.sinceId ?? null,
      ]),
    ]);
    return { rows: items.rows, total: count.rows[0].total };
  },

  async insert(db: Queryable, senderId: number, receiverId: number, message: string, attachmentMapId: number | null) {
    const { rows } = await db.query<{ message_id: number; created_at: Date }>(
      `INSERT INTO chat_messages (sender_user_id, receiver_user_id, message, attachment_map_id)
       VALUES ($1, $2, $3, $4) RETURNING message_id, created_at`,
      [senderId, receiverId, message, attachmentMapId],
    );
    return rows[0];
  },

  async markRead(db: Queryable, receiverId: number, senderId: number): Promise<number> {
    const { rowCount } = await db.query(
      'UPDATE chat_messages SET read_at = now() WHERE receiver_user_id = $1 AND sender_user_id = $2 AND read_at IS NULL',
      [receiverId, senderId],
    );
    return rowCount;
  },
};
