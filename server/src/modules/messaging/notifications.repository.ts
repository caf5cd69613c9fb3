// The SQL of notifications: adding them (for notify), the caller's paged list, marking read, and what the 10 s poll
// reads (the inbox state from indexes, the latest notifications and unread direct messages).
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type Notification = PortalSchemas['Notification'] & { link: string | null };
export type NotificationMessage = PortalSchemas['NotificationMessage'];

type NotificationRow = {
  notification_id: number;
  name: string;
  heading: string;
  body: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
};

/** What the poll's answer depends on, read from indexes only. */
export type InboxState = {
  last_notification_id: number;
  unread_notifications: number;
  last_message_id: number;
  unread_messages: number;
};

const COLUMNS = 'notification_id, name, heading, body, link, created_at, read_at';

const toNotification = (row: NotificationRow): Notification => ({
  notification_id: row.notification_id,
  notification_name: row.name,
  notification_heading: row.heading,
  notification_text: row.body,
  read: row.read_at !== null,
  created_at: row.created_at.toISOString(),
  link: row.link,
});

/** The fields of a new notification, checked by notify. */
export type NotificationFields = { name: string; heading: string; text: string; link: string | null };

/** One notification per live user among `userIds` (in their order); answers the new ids. */
export async function insertNotifications(tx: Queryable, userIds: readonly number[], fields: NotificationFields): Promise<number[]> {
  const { rows } = await tx.query<{ notification_id: number }>(
    `INSERT INTO notifications (user_id, name, heading, body, link)
     SELECT u.user_id, $2, $3, $4, $5
       FROM unnest($1::int[]) WITH ORDINALITY AS t(user_id, n)
       JOIN users u ON u.user_id = t.user_id AND u.deleted_at IS NULL
      ORDER BY t.n
     RETURNING notification_id`,
    [userIds, fields.name, fields.heading, fields.text, fields.link],
  );
  return rows.map((r) => r.notification_id);
}

/** One notification per active user of the given types (every type when empty) but `exceptUserId`; answers how many. */
export async function insertNotificationsForTypes(
  tx: Queryable,
  userTypes: readonly string[],
  fields: NotificationFields,
  exceptUserId: number | null,
): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO notifications (user_id, name, heading, body, link)
     SELECT u.user_id, $2, $3, $4, $5 FROM users u
      WHERE u.deleted_at IS NULL AND u.active
        AND (cardinality($1::text[]) = 0 OR u.user_type = ANY ($1::text[]))
        AND u.user_id IS DISTINCT FROM $6
      ORDER BY u.user_id`,
    [userTypes, fields.name, fields.heading, fields.text, fields.link, exceptUserId],
  );
  return rowCount;
}

/** A page of the user's notifications, newest first: all, or only the read (true) or unread (false) ones. */
export async function listNotifications(db: Queryable, userId: number, read: boolean | undefined, window: PageWindow): Promise<Page<Notification>> {
  const where = new Conditions().eq('user_id', userId);
  if (read !== undefined) where.push(read ? 'read_at IS NOT NULL' : 'read_at IS NULL');
  return queryPage(db, window, where, {
    select: `SELECT ${COLUMNS} FROM notifications ${where.sql} ORDER BY notification_id DESC`,
    count: `SELECT count(*)::int AS total FROM notifications ${where.sql}`,
  }, toNotification);
}

export async function markAllRead(db: Queryable, userId: number): Promise<number> {
  const { rowCount } = await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return rowCount;
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markOneRead(db: Queryable, userId: number, notificationId: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE notifications SET read_at = coalesce(read_at, now())
      WHERE notification_id = $1 AND user_id = $2 RETURNING notification_id`,
    [notificationId, userId],
  );
  return rows.length > 0;
}

export async function inboxState(db: Queryable, userId: number): Promise<InboxState> {
  const { rows } = await db.query<InboxState>(
    `SELECT
       COALESCE((SELECT max(notification_id) FROM notifications WHERE user_id = $1), 0)::bigint AS last_notification_id,
       (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL)::int AS unread_notifications,
       COALESCE((SELECT max(message_id) FROM chat_messages WHERE receiver_user_id = $1), 0)::bigint AS last_message_id,
       (SELECT count(*) FROM chat_messages WHERE receiver_user_id = $1 AND read_at IS NULL)::int AS unread_messages`,
    [userId],
  );
  return rows[0];
}

/** The user's latest `limit` notifications (only the unread ones with `unreadOnly`), newest first. */
export async function latestNotifications(db: Queryable, userId: number, limit: number, unreadOnly = false): Promise<Notification[]> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ${unreadOnly ? 'AND read_at IS NULL' : ''}
      ORDER BY notification_id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toNotification);
}

/** The latest `limit` unread direct messages to the user, newest first. */
export async function latestUnreadMessages(db: Queryable, userId: number, limit: number): Promise<NotificationMessage[]> {
  const { rows } = await db.query<{ message_id: number; sender_user_id: number; first_name: string; last_name: string; message: string; created_at: Date }>(
    `SELECT m.message_id, m.sender_user_id, u.first_name, u.last_name, m.message, m.created_at
       FROM chat_messages m JOIN users u ON u.user_id = m.sender_user_id
      WHERE m.receiver_user_id = $1 AND m.read_at IS NULL
      ORDER BY m.message_id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((m) => ({
    message_id: m.message_id,
    from_user_id: m.sender_user_id,
    user_firstname: m.first_name,
    user_lastname: m.last_name,
    message: m.message,
    created_at: m.created_at.toISOString(),
  }));
}
