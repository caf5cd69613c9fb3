import { createContext, useContext } from 'react';

// What the polled feed offers the pages (the app provides it from its polling actor): the unread counts and a way
// to poll at once after marking something read.
export type NotificationFeedPort = {
  unreadNotifications: number;
  unreadMessages: number;
  refresh: () => void;
};

const noFeed: NotificationFeedPort = { unreadNotifications: 0, unreadMessages: 0, refresh: () => {} };

export const NotificationFeedContext = createContext<NotificationFeedPort>(noFeed);

export const useNotificationFeed = (): NotificationFeedPort => useContext(NotificationFeedContext);
