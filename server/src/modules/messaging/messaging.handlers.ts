import type { FastifyRequest } from 'fastify';
import type { PortalHandlers } from '../../http/typed.ts';
import { requireCaller } from '../auth/auth.handlers.ts';

const services = (request: FastifyRequest) => request.server.ctx.services.messaging;
const paging = (query: { page?: number; page_size?: number } | undefined) => ({
  page: query?.page ?? 1,
  pageSize: query?.page_size ?? 20,
});

export const notificationHandlers: PortalHandlers = {
  async listNotifications(request) {
    const { page, pageSize } = paging(request.query);
    return services(request).notifications.list(requireCaller(request).userId, request.query?.read, page, pageSize);
  },

  async markNotificationRead(request) {
    return services(request).notifications.markOneRead(requireCaller(request).userId, request.params.notification_id);
  },

  async markAllNotificationsRead(request, reply) {
    // A GET that changes: never cached; and the HEAD that Fastify adds to every GET stays safe (changes nothing).
    reply.header('cache-control', 'no-store');
    if (request.method === 'HEAD') return { marked_read: 0, unread_notifications_count: 0 };
    return services(request).notifications.markAllRead(requireCaller(request).userId);
  },

  async getNewNotificationsAndMessages(request, reply) {
    const header = request.headers['if-none-match'];
    const poll = await services(request).notifications.poll(requireCaller(request).userId, Array.isArray(header) ? header.join(',') : header);
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
    const { page, pageSize } = paging(request.query);
    return services(request).feed.announcements(requireCaller(request), page, pageSize);
  },

  async createAnnouncement(request, reply) {
    const created = await services(request).feed.createAnnouncement(requireCaller(request), request.body);
    reply.code(201);
    return created;
  },

  async listWarnings(request) {
    return services(request).feed.warnings(requireCaller(request));
  },

  async listWhatsNew(request) {
    const { page, pageSize } = paging(request.query);
    return services(request).feed.whatsNew(requireCaller(request), page, pageSize);
  },

  async reactToWhatsNew(request) {
    return services(request).feed.react(requireCaller(request), request.body.whats_new_id, request.body.reaction);
  },

  async unreactToWhatsNew(request) {
    return services(request).feed.unreact(requireCaller(request), request.body.whats_new_id);
  },

  async listFaqs(request) {
    return services(request).feed.faqs(requireCaller(request), request.query?.q, request.query?.category);
  },
};

export const chatHandlers: PortalHandlers = {
  async listChatConnections(request) {
    const { page, pageSize } = paging(request.query);
    return services(request).chat.connections(requireCaller(request), {
      page,
      pageSize,
      search: request.query?.search,
      unreadOnly: request.query?.unread_only ?? false,
    });
  },

  async listChatMessages(request) {
    const { page, pageSize } = paging(request.query);
    return services(request).chat.messages(requireCaller(request), request.params.receiver_id, {
      page,
      pageSize,
      sinceId: request.query?.since_id,
    });
  },

  async sendChatMessage(request, reply) {
    const message = await services(request).chat.send(requireCaller(request), request.params.receiver_id, request.body);
    reply.code(201);
    return message;
  },

  async markChatMessagesRead(request) {
    return services(request).chat.markRead(requireCaller(request), request.params.from_user_id);
  },
};

export const trackingHandlers: PortalHandlers = {
  async saveTimeSpentOnPage(request) {
    // `user_id` is checked against the caller by the contract's ownership rule (kind self) before this runs.
    return services(request).tracking.savePageEvent(requireCaller(request).userId, request.body);
  },

  async getTimeSpentPerPage(request) {
    // The contract's ownership rule (kind student) has checked that the caller is the student or reaches them.
    return services(request).tracking.timePerPageReport(request.params.student_user_id, request.query);
  },

  async saveSearchRecord(request, reply) {
    const created = await services(request).tracking.saveSearchRecord(requireCaller(request).userId, request.body);
    reply.code(201);
    return created;
  },

  async logSearch(request, reply) {
    const created = await services(request).tracking.logSearch(requireCaller(request).userId, request.body);
    reply.code(201);
    return created;
  },

  async logFilter(request, reply) {
    const created = await services(request).tracking.logFilter(requireCaller(request).userId, request.body);
    reply.code(201);
    return created;
  },
};
