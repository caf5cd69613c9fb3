// The caller's notifications: the paged list, marking read, and the 10 s poll answered with an ETag (304 when
// nothing changed).
import { createHash } from 'node:crypto';
import type { PortalQuery, PortalSchemas } from '../../contract-types.ts';
import { NotFound } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './notifications.repository.ts';
import type { InboxState } from './notifications.repository.ts';

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

export type Poll = { changed: false; etag: string } | { changed: true; etag: string; data: PortalSchemas['NotificationPoll'] };

export function makeNotificationsService({ db }: Pick<Deps, 'db'>) {
  return {
    async list(userId: number, query: PortalQuery<'listNotifications'> | undefined) {
      const page = await repo.listNotifications(db, userId, query?.read, pageWindow(query));
      const state = await repo.inboxState(db, userId);
      return { ...page, unread_notifications_count: state.unread_notifications };
    },

    async markOneRead(userId: number, notificationId: number) {
      if (!(await repo.markOneRead(db, userId, notificationId))) throw new NotFound(`path/notification_id: no notification ${notificationId}`);
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
        repo.latestNotifications(db, userId, 10),
        state.unread_notifications > 0 ? repo.latestNotifications(db, userId, 20, true) : Promise.resolve([]),
        state.unread_messages > 0 ? repo.latestUnreadMessages(db, userId, 20) : Promise.resolve([]),
      ]);
      return {
        changed: true,
        etag,
        data: {
          notifications: latest,
          unread_notifications_count: state.unread_notifications,
          unread_notifications: unread,
          messages,
          unread_messages_count: state.unread_messages,
        },
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof makeNotificationsService>;
