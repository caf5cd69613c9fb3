import { notFound } from '../../http/errors.ts';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types.ts';
import { notificationsRepository as repo, type InboxState, type NotificationRow } from './notifications.repository.ts';

export type NotificationView = {
  notification_id: number;
  notification_name: string;
  notification_heading: string;
  notification_text: string;
  read: boolean;
  created_at: string;
  link: string | null;
};

export const toNotification = (row: NotificationRow): NotificationView => ({
  notification_id: row.notification_id,
  notification_name: row.name,
  notification_heading: row.heading,
  notification_text: row.body,
  read: row.read_at !== null,
  created_at: row.created_at.toISOString(),
  link: row.link,
});

/**
 * A strong validator of the poll's answer. Notifications and messages are only ever added (ids grow) and marked read
 * (unread counts fall), so the latest ids and the unread counts change whenever the answer does. The user id is part of
 * it so that an ETag kept by the browser from another account never matches.
 */
export function inboxEtag(userId: number, state: InboxState): string {
  const key = `v1:${userId}:${state.last_notification_id}:${state.unread_notifications}:${state.last_message_id}:${state.unread_messages}`;
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 If-None-Match: a list of entity tags (weak comparison) or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = ifNoneMatch.trim();
  if (wanted === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return wanted.split(',').some((tag) => opaque(tag) === etag);
}

export type Poll =
  | { changed: false; etag: string }
  | {
      changed: true;
      etag: string;
      data: {
        notifications: NotificationView[];
        unread_notifications_count: number;
        unread_notifications: NotificationView[];
        messages: {
          message_id: number;
          from_user_id: number;
          user_firstname: string;
          user_lastname: string;
          message: string;
          created_at: string;
        }[];
        unread_messages_count: number;
      };
    };

export function makeNotificationsService(db: Db) {
  return {
    async list(userId: number, read: boolean | undefined, page: number, pageSize: number) {
      const result = await repo.page(db, userId, read, pageSize, (page - 1) * pageSize);
      return {
        items: result.items.map(toNotification),
        page,
        page_size: pageSize,
        total: result.total,
        unread_notifications_count: result.unread,
      };
    },

    async markOneRead(userId: number, notificationId: number) {
      if (!(await repo.markOneRead(db, userId, notificationId))) throw notFound(`path/notification_id: no notification ${notificationId}`);
      const state = await repo.inboxState(db, userId);
      return { notification_id: notificationId, read: true as const, unread_notifications_count: state.unread_notifications };
    },

    async markAllRead(userId: number) {
      return { marked_read: await repo.markAllRead(db, userId), unread_notifications_count: 0 as const };
    },

    /**
     * The 10 s poll. The ETag is computed first from four index lookups; when it matches nothing else is read. The
     * body is read after the ETag, so a change landing in between makes the next poll answer 200 again (never a missed
     * change).
     */
    async poll(userId: number, ifNoneMatch: string | undefined): Promise<Poll> {
      const state = await repo.inboxState(db, userId);
      const etag = inboxEtag(userId, state);
      if (etagMatches(ifNoneMatch, etag)) return { changed: false, etag };
      const [latest, unread, messages] = await Promise.all([
        repo.latest(db, userId, 10),
        state.unread_notifications > 0 ? repo.latestUnread(db, userId, 20) : Promise.resolve([]),
        state.unread_messages > 0 ? repo.latestUnreadMessages(db, userId, 20) : Promise.resolve([]),
      ]);
      return {
        changed: true,
        etag,
        data: {
          notifications: latest.map(toNotification),
          unread_notifications_count: state.unread_notifications,
          unread_notifications: unread.map(toNotification),
          messages: messages.map((m) => ({
            message_id: m.message_id,
            from_user_id: m.sender_user_id,
            user_firstname: m.first_name,
            user_lastname: m.last_name,
            message: m.message,
            created_at: m.created_at.toISOString(),
          })),
          unread_messages_count: state.unread_messages,
        },
      };
    },
  };
}
