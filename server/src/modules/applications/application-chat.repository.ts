// The SQL of an application's chat: its messages (paged, newest first), a sender's pace, the thread's course.
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type MessageRow = {
  message_id: number;
  message: string;
  attachment_map_id: number | null;
  created_at: Date;
  user_id: number;
  first_name: string;
  last_name: string;
  user_type: Role;
  photo_url: string | null;
};

const MESSAGE_SELECT = `
  SELECT m.message_id, m.message, m.attachment_map_id, m.created_at, u.user_id, u.first_name, u.last_name, u.user_type,
         u.photo_url
    FROM application_chat_messages m JOIN users u ON u.user_id = m.sender_user_id`;

/** The application's messages after `sinceId` (0: all), newest first. */
export function listMessages(db: Queryable, saMapperId: number, sinceId: number, window: PageWindow): Promise<Page<MessageRow>> {
  const where = new Conditions().eq('m.sa_mapper_id', saMapperId).raw('m.message_id > $1', sinceId);
  return queryPage<MessageRow>(db, window, where, {
    select: `${MESSAGE_SELECT} ${where.sql} ORDER BY m.message_id DESC`,
    count: `SELECT count(*)::int AS total FROM application_chat_messages m ${where.sql}`,
  });
}

export async function findMessage(db: Queryable, messageId: number): Promise<MessageRow> {
  const { rows } = await db.query<MessageRow>(`${MESSAGE_SELECT} WHERE m.message_id = $1`, [messageId]);
  return rows[0];
}

/** How many messages the user sent over the last minute, and when the first of them was sent. */
export async function recentMessages(db: Queryable, senderUserId: number): Promise<{ n: number; first_at: Date | null }> {
  const { rows } = await db.query<{ n: number; first_at: Date | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS first_at FROM application_chat_messages
      WHERE sender_user_id = $1 AND created_at > now() - interval '1 minute'`,
    [senderUserId],
  );
  return rows[0];
}

export async function insertMessage(
  tx: Queryable,
  message: { sa_mapper_id: number; sender_user_id: number; message: string; attachment_map_id: number | null },
): Promise<number> {
  const { rows } = await tx.query<{ message_id: number }>(
    `INSERT INTO application_chat_messages (sa_mapper_id, sender_user_id, message, attachment_map_id)
     VALUES ($1, $2, $3, $4) RETURNING message_id`,
    [message.sa_mapper_id, message.sender_user_id, message.message, message.attachment_map_id],
  );
  return rows[0].message_id;
}

/** The name of the course an application is for. */
export async function applicationCourseName(db: Queryable, saMapperId: number): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT c.name FROM student_applications a JOIN courses c ON c.course_id = a.course_id WHERE a.sa_mapper_id = $1',
    [saMapperId],
  );
  return rows[0].name;
}
