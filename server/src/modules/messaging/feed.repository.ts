import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../http/contract.ts';

export type AnnouncementRow = {
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

export type WarningRow = {
  warning_id: number;
  scope: 'everyone' | 'user_type' | 'personal';
  severity: 'info' | 'warning' | 'danger';
  title: string;
  text: string;
  link: string | null;
  starts_at: Date;
  ends_at: Date | null;
};

export type Reaction = 'like' | 'love' | 'celebrate' | 'insightful';
export type ReactionCounts = Record<Reaction, number>;

export type WhatsNewRow = {
  whats_new_id: number;
  title: string;
  body: string;
  image_url: string | null;
  link: string | null;
  published_at: Date;
  like: number;
  love: number;
  celebrate: number;
  insightful: number;
  my_reaction: Reaction | null;
};

export type FaqRow = { faq_id: number; category: string; question: string; answer: string; updated_at: Date };

/** The condition "addressed to user type $n": an empty audience addresses everyone. */
const addressedTo = (alias: string, roleParam: string) => `(cardinality(${alias}.audience) = 0 OR ${roleParam} = ANY (${alias}.audience))`;

const ANNOUNCEMENT = `SELECT a.announcement_id, a.title, a.body, a.audience, a.created_at, a.expires_at,
                             u.user_id AS author_id, u.first_name AS author_first_name, u.last_name AS author_last_name
                        FROM announcements a JOIN users u ON u.user_id = a.created_by`;

const REACTIONS = `
  (SELECT count(*) FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.reaction = 'like')::int AS "like",
  (SELECT count(*) FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.reaction = 'love')::int AS love,
  (SELECT count(*) FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.reaction = 'celebrate')::int AS celebrate,
  (SELECT count(*) FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.reaction = 'insightful')::int AS insightful,
  (SELECT r.reaction FROM whats_new_reactions r WHERE r.whats_new_id = w.whats_new_id AND r.user_id = $1) AS my_reaction`;

export const feedRepository = {
  /** Announcements for a user type (all of them, expired included, when `everything`), newest first. */
  async announcements(db: Queryable, role: Role, everything: boolean, limit: number, offset: number) {
    const where = `WHERE $1::boolean OR (${addressedTo('a', '$2')} AND (a.expires_at IS NULL OR a.expires_at > now()))`;
    const [items, count] = await Promise.all([
      db.query<AnnouncementRow>(`${ANNOUNCEMENT} ${where} ORDER BY a.created_at DESC, a.announcement_id DESC LIMIT $3 OFFSET $4`, [
        everything,
        role,
        limit,
        offset,
      ]),
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM announcements a ${where}`, [everything, role]),
    ]);
    return { rows: items.rows, total: count.rows[0].total };
  },

  async insertAnnouncement(
    db: Queryable,
    input: { title: string; body: string; audience: Role[]; expiresAt: Date | null; createdBy: number },
  ): Promise<AnnouncementRow> {
    const { rows } = await db.query<{ announcement_id: number }>(
      `INSERT INTO announcements (title, body, audience, expires_at, created_by) VALUES ($1, $2, $3::text[], $4, $5)
       RETURNING announcement_id`,
      [input.title, input.body, input.audience, input.expiresAt, input.createdBy],
    );
    const created = await db.query<AnnouncementRow>(`${ANNOUNCEMENT} WHERE a.announcement_id = $1`, [rows[0].announcement_id]);
    return created.rows[0];
  },

  /** Active warnings for the user: for everyone, their type, or them; most severe first, then the newest. */
  async warnings(db: Queryable, userId: number, role: Role): Promise<WarningRow[]> {
    const { rows } = await db.query<WarningRow>(
      `SELECT warning_id, scope, severity, title, text, link, starts_at, ends_at FROM warnings w
        WHERE w.starts_at <= now() AND (w.ends_at IS NULL OR w.ends_at > now())
          AND (w.scope = 'everyone' OR (w.scope = 'user_type' AND $2 = ANY (w.audience))
               OR (w.scope = 'personal' AND w.user_id = $1))
        ORDER BY CASE w.severity WHEN 'danger' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END, w.starts_at DESC, w.warning_id DESC`,
      [userId, role],
    );
    return rows;
  },

  async whatsNew(db: Queryable, userId: number, role: Role, limit: number, offset: number) {
    const where = (roleParam: string) => `WHERE w.published_at <= now() AND ${addressedTo('w', roleParam)}`;
    const [items, count] = await Promise.all([
      db.query<WhatsNewRow>(
        `SELECT w.whats_new_id, w.title, w.body, w.image_url, w.link, w.published_at, ${REACTIONS}
           FROM whats_new w ${where('$2')} ORDER BY w.published_at DESC, w.whats_new_id DESC LIMIT $3 OFFSET $4`,
        [userId, role, limit, offset],
      ),
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM whats_new w ${where('$1')}`, [role]),
    ]);
    return { rows: items.rows, total: count.rows[0].total };
  },

  /** Whether the item exists, is published and is addressed to the user type. */
  async whatsNewVisible(db: Queryable, whatsNewId: number, role: Role): Promise<boolean> {
    const { rows } = await db.query(
      `SELECT 1 FROM whats_new w WHERE w.whats_new_id = $1 AND w.published_at <= now() AND ${addressedTo('w', '$2')}`,
      [whatsNewId, role],
    );
    return rows.length > 0;
  },

  async setReaction(db: Queryable, whatsNewId: number, userId: number, reaction: Reaction): Promise<void> {
    await db.query(
      `INSERT INTO whats_new_reactions (whats_new_id, user_id, reaction) VALUES ($1, $2, $3)
       ON CONFLICT (whats_new_id, user_id) DO UPDATE SET reaction = EXCLUDED.reaction, reacted_at = now()`,
      [whatsNewId, userId, reaction],
    );
  },

  async removeReaction(db: Queryable, whatsNewId: number, userId: number): Promise<void> {
    await db.query('DELETE FROM whats_new_reactions WHERE whats_new_id = $1 AND user_id = $2', [whatsNewId, userId]);
  },

  async reactionState(db: Queryable, whatsNewId: number, userId: number) {
    const { rows } = await db.query<WhatsNewRow>(`SELECT w.whats_new_id, ${REACTIONS} FROM whats_new w WHERE w.whats_new_id = $2`, [
      userId,
      whatsNewId,
    ]);
    return rows[0];
  },

  async faqs(db: Queryable, role: Role, q: string | null, category: string | null): Promise<FaqRow[]> {
    const { rows } = await db.query<FaqRow>(
      `SELECT f.faq_id, f.category, f.question, f.answer, f.updated_at FROM faqs f
        WHERE ${addressedTo('f', '$1')}
          AND ($2::text IS NULL OR f.question ILIKE $2 OR f.answer ILIKE $2)
          AND ($3::text IS NULL OR f.category = $3)
        ORDER BY f.category_order, f.position, f.faq_id`,
      [role, q, category],
    );
    return rows;
  },
};
