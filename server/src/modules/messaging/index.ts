import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import { makeAttachments } from './attachments.ts';
import { makeChatService } from './chat.service.ts';
import { makeFeedService } from './feed.service.ts';
import { chatHandlers, notificationHandlers, trackingHandlers } from './messaging.handlers.ts';
import { makeNotificationsService } from './notifications.service.ts';
import { makeTrackingService } from './tracking.service.ts';

export { notify, notifyUserTypes, type NotificationInput } from './notify.ts';

/** The services of this area, built once per app (see server/src/services.ts). */
export function makeMessagingServices(db: Db, config: Config, _log: FastifyBaseLogger) {
  return {
    messaging: {
      notifications: makeNotificationsService(db),
      chat: makeChatService(db, makeAttachments(config)),
      feed: makeFeedService(db),
      tracking: makeTrackingService(db),
    },
  };
}

/** This area's portal handlers by operationId. */
export const messagingHandlers: PortalHandlers = {
  ...notificationHandlers,
  ...chatHandlers,
  ...trackingHandlers,
};

/** This area's lead-management handlers by operationId. */
export const messagingLeadsHandlers: LeadsHandlers = {};
