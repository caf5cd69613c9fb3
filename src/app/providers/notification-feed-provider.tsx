import { useMemo, type ReactNode } from 'react';
import { NotificationFeedContext, type NotificationFeedPort } from '@/entities/notification';
import { useSelector } from './use-actor-selector';
import { useAppActors } from '../model/app-actors.port';
import { selectUnreadMessagesCount, selectUnreadNotificationsCount, type PollingSnapshot } from '../model/polling.selectors';
import type { PollingActor } from '../model/app-actors';

/** Gives the pages the polled unread counts and "poll now" (after marking something read). */
export function NotificationFeedProvider({ children }: { children: ReactNode }) {
  const { polling } = useAppActors();
  const actor = polling as unknown as PollingActor;
  const unreadNotifications = useSelector(actor, (snapshot) => selectUnreadNotificationsCount(snapshot as PollingSnapshot));
  const unreadMessages = useSelector(actor, (snapshot) => selectUnreadMessagesCount(snapshot as PollingSnapshot));
  const port = useMemo<NotificationFeedPort>(
    () => ({ unreadNotifications, unreadMessages, refresh: () => polling.send({ type: 'polling.refresh' }) }),
    [unreadNotifications, unreadMessages, polling],
  );
  return <NotificationFeedContext.Provider value={port}>{children}</NotificationFeedContext.Provider>;
}
