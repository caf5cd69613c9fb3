// Thin handlers of the messaging operations by operationId: notifications and the poll, the home feed, direct chat,
// page tracking and search analytics.
import { created } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { ChatService } from './chat.service.ts';
import type { FeedService } from './feed.service.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { TrackingService } from './tracking.service.ts';

export type MessagingServices = { notifications: NotificationsService; chat: ChatService; feed: FeedService; tracking: TrackingService };

export function messagingHandlers({ notifications, chat, feed, tracking }: MessagingServices): PortalHandlers {
  return {
    async listNotifications(request) {
      return notifications.list(requireCaller(request).userId, request.query);
    },

    async markNotificationRead(request) {
      return notifications.markOneRead(requireCaller(request).userId, request.params.notification_id);
    },

    async markAllNotificationsRead(request, reply) {
      // A GET that changes: never cached; and the HEAD that Fastify adds to every GET stays safe (changes nothing).
      reply.header('cache-control', 'no-store');
      if (request.method === 'HEAD') return { marked_read: 0, unread_notifications_count: 0 };
      return notifications.markAllRead(requireCaller(request).userId);
    },

    async getNewNotificationsAndMessages(request, reply) {
      const header = request.headers['if-none-match'];
      const poll = await notifications.poll(requireCaller(request).userId, Array.isArray(header) ? header.join(',') : header);
      // Private to the caller; a cache must come back with If-None-Match every time.
      reply.header('cache-control', 'private, no-cache').header('vary', 'authorization').header('etag', poll.etag);
      if (!poll.changed) {
        // 304 with an empty body; waiting for the reply to finish lets the route wrapper see it as sent.
        await reply.code(304).send();
        return reply as never;
      }
      return poll.data;
    },

    async listAnnouncements(request) {
      return feed.announcements(requireCaller(request), request.query);
    },

    async createAnnouncement(request, reply) {
      return created(reply, await feed.createAnnouncement(requireCaller(request), request.body));
    },

    async listWarnings(request) {
      return feed.warnings(requireCaller(request));
    },

    async listWhatsNew(request) {
      return feed.whatsNew(requireCaller(request), request.query);
    },

    async reactToWhatsNew(request) {
      return feed.react(requireCaller(request), request.body.whats_new_id, request.body.reaction);
    },

    async unreactToWhatsNew(request) {
      return feed.unreact(requireCaller(request), request.body.whats_new_id);
    },

    async listFaqs(request) {
      return feed.faqs(requireCaller(request), request.query);
    },

    async listChatConnections(request) {
      return chat.connections(requireCaller(request), request.query);
    },

    async listChatMessages(request) {
      return chat.messages(requireCaller(request), request.params.receiver_id, request.query);
    },

    async sendChatMessage(request, reply) {
      return created(reply, await chat.send(requireCaller(request), request.params.receiver_id, request.body));
    },

    async markChatMessagesRead(request) {
      return chat.markRead(requireCaller(request), request.params.from_user_id);
    },

    async saveTimeSpentOnPage(request) {
      // `user_id` is checked against the caller by the contract's ownership rule (kind self) before this runs.
      return tracking.savePageEvent(requireCaller(request).userId, request.body);
    },

    async getTimeSpentPerPage(request) {
      // The contract's ownership rule (kind student) has checked that the caller is the student or reaches them.
      return tracking.timePerPageReport(request.params.student_user_id, request.query);
    },

    async saveSearchRecord(request, reply) {
      return created(reply, await tracking.saveSearchRecord(requireCaller(request).userId, request.body));
    },

    async logSearch(request, reply) {
      return created(reply, await tracking.logSearch(requireCaller(request).userId, request.body));
    },

    async logFilter(request, reply) {
      return created(reply, await tracking.logFilter(requireCaller(request).userId, request.body));
    },
  };
}
