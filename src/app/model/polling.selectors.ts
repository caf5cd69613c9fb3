import type { SnapshotFrom } from 'xstate';
import type { NotificationFeed, PollingMachine } from './polling.machine';

// The only way the view reads the polling actor. Every selector returns a context field or a number, so a 304
// (context untouched) changes nothing the view sees.
export type PollingSnapshot = SnapshotFrom<PollingMachine>;

const EMPTY: never[] = [];

export const selectIsPolling = (snapshot: PollingSnapshot) => snapshot.matches('running');
export const selectFeed = (snapshot: PollingSnapshot): NotificationFeed | null => snapshot.context.feed;
export const selectUnreadNotificationsCount = (snapshot: PollingSnapshot) => snapshot.context.feed?.unread_notifications_count ?? 0;
export const selectUnreadMessagesCount = (snapshot: PollingSnapshot) => snapshot.context.feed?.unread_messages_count ?? 0;
export const selectLatestNotifications = (snapshot: PollingSnapshot) => snapshot.context.feed?.notifications ?? EMPTY;
export const selectUnreadMessages = (snapshot: PollingSnapshot) => snapshot.context.feed?.messages ?? EMPTY;
export const selectPollFailures = (snapshot: PollingSnapshot) => snapshot.context.failures;
