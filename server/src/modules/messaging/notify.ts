// The one way any module adds notifications: call it inside your own transaction so the notification exists exactly
// when your change does. The receivers see it in /common/notifications and on their next poll (new ETag). Other
// modules reach it through messaging's index.ts.
import type { Queryable } from '../../db/types.ts';
import { insertNotifications, insertNotificationsForTypes } from './notifications.repository.ts';

export type NotificationInput = {
  /** Who gets it; duplicates and unknown or deleted users are skipped. */
  userIds: readonly number[];
  /** The kind, snake_case, e.g. application_status_changed, task_assigned, document_verified. */
  name: string;
  /** The title line (1–200 characters). */
  heading: string;
  /** The text (up to 2,000 characters). */
  text: string;
  /** Where it leads in the SPA, a path like /student_details/12?scrollTo=documents (or an absolute http(s) URL). */
  link?: string | null;
};

const NAME = /^[a-z][a-z0-9_]{0,63}$/;
const LINK = /^(\/(?!\/)|https?:\/\/)[^\s]*$/;

/** Adds one notification per user and answers the new notification ids (in the order of the users). */
export async function notify(tx: Queryable, input: NotificationInput): Promise<number[]> {
  if (!NAME.test(input.name)) throw new Error(`notify: bad name ${JSON.stringify(input.name)} (snake_case, up to 64)`);
  const heading = input.heading.trim();
  if (heading.length < 1 || heading.length > 200) throw new Error('notify: heading must have 1 to 200 characters');
  // A caller's own words in the text (a note of 1,000 emoji is 2,000 UTF-16 units) may make it long: clip, not fail.
  const text = input.text.length > 2000 ? `${input.text.slice(0, 1999).replace(/[\uD800-\uDBFF]$/, '')}…` : input.text;
  const link = input.link ?? null;
  if (link !== null && (!LINK.test(link) || link.length > 2048)) throw new Error(`notify: bad link ${JSON.stringify(link)}`);
  const userIds = [...new Set(input.userIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (userIds.length === 0) return [];
  return insertNotifications(tx, userIds, { name: input.name, heading, text, link });
}

/** Adds the same notification to every active user of the given types (all types when `userTypes` is empty). */
export async function notifyUserTypes(
  tx: Queryable,
  userTypes: readonly string[],
  input: Omit<NotificationInput, 'userIds'>,
  exceptUserId?: number,
): Promise<number> {
  if (!NAME.test(input.name)) throw new Error(`notify: bad name ${JSON.stringify(input.name)}`);
  const fields = { name: input.name, heading: input.heading.trim(), text: input.text, link: input.link ?? null };
  return insertNotificationsForTypes(tx, userTypes, fields, exceptUserId ?? null);
}
