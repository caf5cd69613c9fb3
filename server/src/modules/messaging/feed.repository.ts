// The SQL of the home feed: announcements, warnings, what's new with its reactions, and the FAQ — each addressed to
// user types (an empty audience addresses everyone).
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';
import { Conditions, escapeLike, queryCountedPage, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type Announcement = PortalSchemas['Announcement'];
export type Warning = PortalSchemas['Warning'];
export type Reaction = PortalSchemas['WhatsNewReaction'];
export type WhatsNewItem = PortalSchemas['WhatsNewItem'];
export type ReactionState = PortalSchemas['WhatsNewReactionState'];
export type FaqRow = { faq_id: number; category: string; question: string; answer: string; updated_at: Date };

type AnnouncementRow = {
  announcement_id: number;
  title: string;
  body: string;
  audience: Role[];
  created_at: Date;
  expires_at: Date | null;
  author_id: number;
  author_first_name: string;
  author_last_name: string;
};

type WarningRow = Omit<Warning, 'starts_at' | 'ends_at'> & { starts_at: Date; ends_at: Date | null };

type ReactionRow = { whats_new_id: number; like: number; love: number; celebrate: number; insightful: number; my_reaction: Reaction | null };
type WhatsNewRow = ReactionRow & { title: string; body: string; image_url: string | null; link: string | null; published_at: Date; total: number };

/** The condition "addressed to the user type in `roleParam`": an empty audience addresses everyone. */
const addressedTo = (alias: string, roleParam: string) => `(cardinality(${alias}.audience) = 0 OR ${roleParam} = ANY (${alias}.audience))`;

const ANNOUNCEMENT = `SELECT a.announcement_id, a.title, a.body, a.audience, a.created_at, a.expires_at,
                             u.user_id AS author_id, u.first_name AS author_first_name, u.last_name AS author_last_name
                        FROM announcements a JOIN users u ON u.user_id = a.created_by`;

/** The reaction counts of item `w` and the reaction of the user in `userParam`. */
const reactions = (userParam: string) => `
  (SELECT count(*) FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.reaction = 'like')::int AS "like",
  (SELECT count(*) FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.reaction = 'love')::int AS love,
  (SELECT count(*) FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.reaction = 'celebrate')::int AS celebrate,
  (SELECT count(*) FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.reaction = 'insightful')::int AS insightful,
  (SELECT r.reaction FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.user_id = ${userParam}) AS my_reaction`;

const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  announcement_id: row.announcement_id,
  title: row.title,
  body: row.body,
  audience: row.audience,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at ? row.expires_at.toISOString() : null,
  created_by: { user_id: row.author_id, first_name: row.author_first_name, last_name: row.author_last_name },
});

const toReactionState = (row: ReactionRow): ReactionState => ({
  whats_new_id: row.whats_new_id,
  reactions: { like: row.like, love: row.love, celebrate: row.celebrate, insightful: row.insightful },
  my_reaction: row.my_reaction,
});

const toWhatsNew = (row: WhatsNewRow): WhatsNewItem => ({
  title: row.title,
  body: row.body,
  image_url: row.image_url,
  link: row.link,
  published_at: row.published_at.toISOString(),
  ...toReactionState(row),
});

/** Announcements for a user type, unexpired (all of them, expired included, when `everything`), newest first. */
export async function listAnnouncements(db: Queryable, role: Role, everything: boolean, window: PageWindow): Promise<Page<Announcement>> {
  const where = new Conditions();
  if (!everything) where.raw(`${addressedTo('a', '$1')} AND (a.expires_at IS NULL OR a.expires_at > now())`, role);
  return queryPage(db, window, where, {
    select: `${ANNOUNCEMENT} ${where.sql} ORDER BY a.created_at DESC, a.announcement_id DESC`,
    count: `SELECT count(*)::int AS total FROM announcements a ${where.sql}`,
  }, toAnnouncement);
}

export type NewAnnouncement = { title: string; body: string; audience: Role[]; expiresAt: Date | null; createdBy: number };

export async function insertAnnouncement(tx: Queryable, input: NewAnnouncement): Promise<Announcement> {
  const { rows } = await tx.query<{ announcement_id: number }>(
    `INSERT INTO announcements (title, body, audience, expires_at, created_by) VALUES ($1, $2, $3::text[], $4, $5)
     RETURNING announcement_id`,
    [input.title, input.body, input.audience, input.expiresAt, input.createdBy],
  );
  const created = await tx.query<AnnouncementRow>(`${ANNOUNCEMENT} WHERE a.announcement_id = $1`, [rows[0].announcement_id]);
  return toAnnouncement(created.rows[0]);
}

/** Active warnings for the user: for everyone, their type, or them; most severe first, then the newest. */
export async function listWarnings(db: Queryable, userId: number, role: Role): Promise<Warning[]> {
  const { rows } = await db.query<WarningRow>(
    `SELECT warning_id, scope, severity, title, text, link, starts_at, ends_at FROM warnings w
      WHERE w.starts_at <= now() AND (w.ends_at IS NULL OR w.ends_at > now())
        AND (w.scope = 'everyone' OR (w.scope = 'user_type' AND $2 = ANY (w.audience))
             OR (w.scope = 'personal' AND w.user_id = $1))
      ORDER BY CASE w.severity WHEN 'danger' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END, w.starts_at DESC, w.warning_id DESC`,
    [userId, role],
  );
  return rows.map((w) => ({ ...w, starts_at: w.starts_at.toISOString(), ends_at: w.ends_at ? w.ends_at.toISOString() : null }));
}

/** Published items addressed to the user type (alias w). */
const publishedFor = (role: Role) => new Conditions().push('w.published_at <= now()').raw(addressedTo('w', '$1'), role);

/** What's new for the user type, newest first, with the reaction counts and the user's own reaction. */
export async function listWhatsNew(db: Queryable, userId: number, role: Role, window: PageWindow): Promise<Page<WhatsNewItem>> {
  const where = publishedFor(role);
  const me = where.param(userId);
  const page = where.limitOffset(window);
  return queryCountedPage(
    db,
    window,
    {
      sql: `SELECT w.whats_new_id, w.title, w.body, w.image_url, w.link, w.published_at, ${reactions(me)}, count(*) OVER ()::int AS total
              FROM whats_new w ${where.sql} ORDER BY w.published_at DESC, w.whats_new_id DESC ${page.sql}`,
      params: page.params,
    },
    () => {
      const counted = publishedFor(role);
      return { sql: `SELECT count(*)::int AS total FROM whats_new w ${counted.sql}`, params: counted.params };
    },
    toWhatsNew,
  );
}

/** Whether the item exists, is published and is addressed to the user type. */
export async function whatsNewVisible(db: Queryable, whatsNewId: number, role: Role): Promise<boolean> {
  const where = publishedFor(role).eq('w.whats_new_id', whatsNewId);
  const { rows } = await db.query(`SELECT 1 FROM whats_new w ${where.sql}`, where.params);
  return rows.length > 0;
}

export async function setReaction(db: Queryable, whatsNewId: number, userId: number, reaction: Reaction): Promise<void> {
  await db.query(
    `INSERT INTO whats_new_reactions (whats_new_id, user_id, reaction) VALUES ($1, $2, $3)
     ON CONFLICT (whats_new_id, user_id) DO UPDATE SET reaction = EXCLUDED.reaction, reacted_at = now()`,
    [whatsNewId, userId, reaction],
  );
}

export async function removeReaction(db: Queryable, whatsNewId: number, userId: number): Promise<void> {
  await db.query('DELETE FROM whats_new_reactions WHERE whats_new_id = $1 AND user_id = $2', [whatsNewId, userId]);
}

export async function reactionState(db: Queryable, whatsNewId: number, userId: number): Promise<ReactionState> {
  const { rows } = await db.query<ReactionRow>(`SELECT w.whats_new_id, ${reactions('$1')} FROM whats_new w WHERE w.whats_new_id = $2`, [
    userId,
    whatsNewId,
  ]);
  return toReactionState(rows[0]);
}

/** The FAQ for the user type in its order, optionally matching a text (question or answer) and of one category. */
export async function listFaqs(db: Queryable, role: Role, text: string | undefined, category: string | undefined): Promise<FaqRow[]> {
  const where = new Conditions().raw(addressedTo('f', '$1'), role).eq('f.category', category);
  if (text) where.raw('f.question ILIKE $1 OR f.answer ILIKE $1', `%${escapeLike(text)}%`);
  const { rows } = await db.query<FaqRow>(
    `SELECT f.faq_id, f.category, f.question, f.answer, f.updated_at FROM faqs f ${where.sql}
      ORDER BY f.category_order, f.position, f.faq_id`,
    where.params,
  );
  return rows;
}
