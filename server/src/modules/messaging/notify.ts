// The one way any module adds notifications: call it inside your own transaction so the notification exists exactly
// when your change does. The receivers see it in /common/notifications and on their next poll (new ETag).
import type { Queryable } from '../../db/types.ts';

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
  const { rows } = await tx.query<{ notification_id: number }>(
    `INSERT INTO notifications (user_id, name, heading, body, link)
     SELECT u.user_id, $2, $3, $4, $5
       FROM unnest($1::int[]) WITH ORDINALITY AS t(user_id, n)
       JOIN users u ON u.user_id = t.user_id AND u.deleted_at IS NULL
      ORDER BY t.n
     RETURNING notification_id`,
    [userIds, input.name, heading, text, link],
  );
  return rows.map((r) => r.notification_id);
}

/** Adds the same notification to every active user of the given types (all types when `userTypes` is empty). */
export async function notifyUserTypes(
  tx: Queryable,
  userTypes: readonly string[],
  input: Omit<NotificationInput, 'userIds'>,
  exceptUserId?: number,
): Promise<number> {
  if (!NAME.test(input.name)) throw new Error(`notify: bad name ${JSON.stringify(input.name)}`);
  const { rowCount } = await tx.query(
    `INSERT INTO notifications (user_id, name, heading, body, link)
     SELECT u.user_id, $2, $3, $4, $5 FROM users u
      WHERE u.deleted_at IS NULL AND u.active
        AND (cardinality($1::text[]) = 0 OR u.user_type = ANY ($1::text[]))
        AND u.user_id IS DISTINCT FROM $6
      ORDER BY u.user_id`,
    [userTypes, input.name, input.heading.trim(), input.text, input.link ?? null, exceptUserId ?? null],
  );
  return rowCount;
}
