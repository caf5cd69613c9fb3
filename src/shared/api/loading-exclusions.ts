/**
 * Calls that do not show the full-screen loading indicator (spec section 9): the call's path contains one of these.
 * They are polls, chats, search-as-you-type and background logging, which would otherwise flash the screen.
 */
export const LOADING_EXCLUDED_FRAGMENTS = [
  'new-notifications-messages',
  'chats/message',
  'student-application-chat',
  'student/course/application/chat',
  'messages/lead',
  'course/all',
  'university-courses/',
  'agent/create-session',
  'agent/store-gpt-chat-log',
  'save-time-spent-on-page',
  'search-logs',
  'filter-logs',
  'commission-rates/',
] as const;

export function isExcludedFromLoading(path: string): boolean {
  return LOADING_EXCLUDED_FRAGMENTS.some((fragment) => path.includes(fragment));
}
