import type { Queryable } from '../../db/types.ts';

export type NotificationRow = {
  notification_id: number;
  name: string;
  heading: string;
  body: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
};

export type UnreadMessageRow = {
  message_id: number;
  sender_user_id: number;
  first_name: string;
  last_name: string;
  message: string;
  created_at: Date;
};

/** What the poll's answer depends on, read from indexes only. */
export type InboxState = {
  last_notification_id: number;
  unread_notifications: number;
  last_message_id: number;
  unread_messages: number;
};

const COLUMNS = 'notification_id, name, heading, body, link, created_at, read_at';

export const notificationsRepository = {
  async page(db: Queryable, userId: number, read: boolean | undefined, limit: number, offset: number) {
    const filter = read === undefined ? '' : read ? 'AND read_at IS NOT NULL' : 'AND read_at IS NULL';
    const [items, counts] = await Promise.all([
      db.query<NotificationRow>(
        `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ${filter}
          ORDER BY notification_id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      ),
      db.query<{ total: number; unread: number }>(
        `SELECT (SELECT count(*) FROM notifications WHERE user_id = $1 ${filter})::int AS total,
                (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL)::int AS unread`,
        [userId],
      ),
    ]);
    return { items: items.rows, total: counts.rows[0].total, unread: counts.rows[0].unread };
  },

  async markAllRead(db: Queryable, userId: number): Promise<number> {
    const { rowCount } = await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [userId]);
    return rowCount;
  },

  /** Marks one of the user's notifications read; false when the user has no such notification. */
  async markOneRead(db: Queryable, userId: number, notificationId: number): Promise<boolean> {
    const { rows } = await db.query(
      `UPDATE notifications SET read_at = coalesce(read_at, now())
        WHERE notification_id = $1 AND user_id = $2 RETURNING notification_id`,
      [notificationId, userId],
    );
    return rows.length > 0;
  },

  async inboxState(db: Queryable, userId: number): Promise<InboxState> {
    const { rows } = await db.query<InboxState>(
      `SELECT
         COALESCE((SELECT max(notification_id) FROM notifications WHERE user_id = $1), 0)::bigint AS last_notification_id,
         (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL)::int AS unread_notifications,
         COALESCE((SELECT max(message_id) FROM chat_messages WHERE receiver_user_id = $1), 0)::bigint AS last_message_id,
         (SELECT count(*) FROM chat_messages WHERE receiver_user_id = $1 AND read_at IS NULL)::int AS unread_messages`,
      [userId],
    );
    return rows[0];
  },

  async latest(db: Queryable, userId: number, limit: number): Promise<NotificationRow[]> {
    const { rows } = await db.query<NotificationRow>(
      `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY notification_id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows;
  },

  async latestUnread(db: Queryable, userId: number, limit: number): Promise<NotificationRow[]> {
    const { rows } = await db.query<NotificationRow>(
      `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND read_at IS NULL ORDER BY notification_id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows;
  },

  async latestUnreadMessages(db: Queryable, userId: number, limit: number): Promise<UnreadMessageRow[]> {
    const { rows } = await db.query<UnreadMessageRow>(
      `SELECT m.message_id, m.sender_user_id, u.first_name, u.last_name, m.message, m.created_at
         FROM chat_messages m JOIN users u ON u.user_id = m.sender_user_id
        WHERE m.receiver_user_id = $1 AND m.read_at IS NULL
        ORDER BY m.message_id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows;
  },
};
