import type { Db } from '../../db/types.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { Caller } from '../../http/ownership.ts';
import type { Role } from '../../http/contract.ts';
import { feedRepository as repo, type AnnouncementRow, type Reaction, type WhatsNewRow } from './feed.repository.ts';
import { notifyUserTypes } from './notify.ts';

const toAnnouncement = (row: AnnouncementRow) => ({
  announcement_id: row.announcement_id,
  title: row.title,
  body: row.body,
  audience: row.audience,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at ? row.expires_at.toISOString() : null,
  created_by: { user_id: row.author_id, first_name: row.author_first_name, last_name: row.author_last_name },
});

const reactionState = (row: Pick<WhatsNewRow, 'whats_new_id' | 'like' | 'love' | 'celebrate' | 'insightful' | 'my_reaction'>) => ({
  whats_new_id: row.whats_new_id,
  reactions: { like: row.like, love: row.love, celebrate: row.celebrate, insightful: row.insightful },
  my_reaction: row.my_reaction,
});

const snippet = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export function makeFeedService(db: Db) {
  async function requireVisibleWhatsNew(caller: Caller, whatsNewId: number) {
    if (!(await repo.whatsNewVisible(db, whatsNewId, caller.role))) throw notFound('no such what\'s-new item');
  }

  return {
    async announcements(caller: Caller, page: number, pageSize: number) {
      // The operations manager posts them, so they see every one, whatever its audience, expired ones included.
      const everything = caller.role === 'operations_manager';
      const { rows, total } = await repo.announcements(db, caller.role, everything, pageSize, (page - 1) * pageSize);
      return { items: rows.map(toAnnouncement), page, page_size: pageSize, total };
    },

    async createAnnouncement(caller: Caller, body: { title: string; body: string; audience?: Role[]; expires_at?: string }) {
      const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw unprocessable('an announcement cannot expire in the past', [{ field: 'body/expires_at', message: 'must be in the future' }]);
      }
      const title = body.title.trim();
      const text = body.body.trim();
      if (!title || !text) {
        throw unprocessable('the title and the body must not be blank', [
          ...(!title ? [{ field: 'body/title', message: 'must not be blank' }] : []),
          ...(!text ? [{ field: 'body/body', message: 'must not be blank' }] : []),
        ]);
      }
      const audience = [...new Set(body.audience ?? [])];
      return db.transaction(async (tx) => {
        const row = await repo.insertAnnouncement(tx, { title, body: text, audience, expiresAt, createdBy: caller.userId });
        // Everyone addressed gets a notification with the announcement, in the same transaction.
        await notifyUserTypes(
          tx,
          audience,
          { name: 'announcement_posted', heading: snippet(`Announcement: ${title}`, 200), text: snippet(text, 300), link: '/Announcements' },
          caller.userId,
        );
        return toAnnouncement(row);
      });
    },

    async warnings(caller: Caller) {
      const rows = await repo.warnings(db, caller.userId, caller.role);
      return rows.map((w) => ({
        warning_id: w.warning_id,
        scope: w.scope,
        severity: w.severity,
        title: w.title,
        text: w.text,
        link: w.link,
        starts_at: w.starts_at.toISOString(),
        ends_at: w.ends_at ? w.ends_at.toISOString() : null,
      }));
    },

    async whatsNew(caller: Caller, page: number, pageSize: number) {
      const { rows, total } = await repo.whatsNew(db, caller.userId, caller.role, pageSize, (page - 1) * pageSize);
      return {
        items: rows.map((w) => ({
          title: w.title,
          body: w.body,
          image_url: w.image_url,
          link: w.link,
          published_at: w.published_at.toISOString(),
          ...reactionState(w),
        })),
        page,
        page_size: pageSize,
        total,
      };
    },

    async react(caller: Caller, whatsNewId: number, reaction: Reaction) {
      await requireVisibleWhatsNew(caller, whatsNewId);
      await repo.setReaction(db, whatsNewId, caller.userId, reaction);
      return reactionState(await repo.reactionState(db, whatsNewId, caller.userId));
    },

    async unreact(caller: Caller, whatsNewId: number) {
      await requireVisibleWhatsNew(caller, whatsNewId);
      await repo.removeReaction(db, whatsNewId, caller.userId);
      return reactionState(await repo.reactionState(db, whatsNewId, caller.userId));
    },

    async faqs(caller: Caller, q: string | undefined, category: string | undefined) {
      const text = q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = await repo.faqs(db, caller.role, text, category ?? null);
      const groups: { category: string; items: { faq_id: number; question: string; answer: string; updated_at: string }[] }[] = [];
      for (const row of rows) {
        let group = groups.at(-1);
        if (!group || group.category !== row.category) {
          group = { category: row.category, items: [] };
          groups.push(group);
        }
        group.items.push({ faq_id: row.faq_id, question: row.question, answer: row.answer, updated_at: row.updated_at.toISOString() });
      }
      return groups;
    },
  };
}
