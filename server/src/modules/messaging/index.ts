// The messaging module: notifications and the 10 s poll, the home feed (announcements, warnings, what's new, FAQ),
// direct chat, page tracking and search analytics. Other modules add notifications through notify and
// notifyUserTypes, in their own transaction.
import { defineModule } from '../../platform/module.ts';
import { makeChatService } from './chat.service.ts';
import { makeFeedService } from './feed.service.ts';
import { messagingHandlers } from './messaging.handlers.ts';
import { makeNotificationsService } from './notifications.service.ts';
import { makeTrackingService } from './tracking.service.ts';

export { notify, notifyUserTypes, type NotificationInput } from './notify.ts';

export const messagingModule = defineModule({
  name: 'messaging',
  services: (deps) => ({
    messaging: {
      notifications: makeNotificationsService(deps),
      chat: makeChatService(deps),
      feed: makeFeedService(deps),
      tracking: makeTrackingService(deps),
    },
  }),
  handlers: ({ messaging }) => ({ portal: messagingHandlers(messaging) }),
});
