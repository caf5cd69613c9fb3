// The home feed: announcements (the operations manager posts them and they notify their audience), warnings, what's
// new with reactions, and the FAQ grouped by category.
import type { PortalBody, PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as repo from './feed.repository.ts';
import type { Reaction } from './feed.repository.ts';
import { notifyUserTypes } from './notify.ts';

type FaqGroup = { category: string; items: Pick<PortalSchemas['Faq'], 'faq_id' | 'question' | 'answer' | 'updated_at'>[] };

const snippet = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export function makeFeedService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  async function requireVisibleWhatsNew(caller: Caller, whatsNewId: number) {
    if (!(await repo.whatsNewVisible(db, whatsNewId, caller.role))) throw new NotFound('no such what\'s-new item');
  }

  return {
    announcements(caller: Caller, query: PortalQuery<'listAnnouncements'> | undefined) {
      // The operations manager posts them, so they see every one, whatever its audience, expired ones included.
      return repo.listAnnouncements(db, caller.role, caller.role === 'operations_manager', pageWindow(query));
    },

    async createAnnouncement(caller: Caller, body: PortalBody<'createAnnouncement'>) {
      const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= clock.now().getTime()) {
        throw new Unprocessable('an announcement cannot expire in the past', [{ field: 'body/expires_at', message: 'must be in the future' }]);
      }
      const title = body.title.trim();
      const text = body.body.trim();
      if (!title || !text) {
        throw new Unprocessable('the title and the body must not be blank', [
          ...(!title ? [{ field: 'body/title', message: 'must not be blank' }] : []),
          ...(!text ? [{ field: 'body/body', message: 'must not be blank' }] : []),
        ]);
      }
      const audience = [...new Set(body.audience ?? [])];
      return db.transaction(async (tx) => {
        const created = await repo.insertAnnouncement(tx, { title, body: text, audience, expiresAt, createdBy: caller.userId });
        // Everyone addressed gets a notification with the announcement, in the same transaction.
        await notifyUserTypes(
          tx,
          audience,
          { name: 'announcement_posted', heading: snippet(`Announcement: ${title}`, 200), text: snippet(text, 300), link: '/Announcements' },
          caller.userId,
        );
        return created;
      });
    },

    warnings(caller: Caller) {
      return repo.listWarnings(db, caller.userId, caller.role);
    },

    whatsNew(caller: Caller, query: PortalQuery<'listWhatsNew'> | undefined) {
      return repo.listWhatsNew(db, caller.userId, caller.role, pageWindow(query));
    },

    async react(caller: Caller, whatsNewId: number, reaction: Reaction) {
      await requireVisibleWhatsNew(caller, whatsNewId);
      await repo.setReaction(db, whatsNewId, caller.userId, reaction);
      return repo.reactionState(db, whatsNewId, caller.userId);
    },

    async unreact(caller: Caller, whatsNewId: number) {
      await requireVisibleWhatsNew(caller, whatsNewId);
      await repo.removeReaction(db, whatsNewId, caller.userId);
      return repo.reactionState(db, whatsNewId, caller.userId);
    },

    /** The FAQ for the caller's role, grouped by category in their order. */
    async faqs(caller: Caller, query: PortalQuery<'listFaqs'> | undefined): Promise<FaqGroup[]> {
      const rows = await repo.listFaqs(db, caller.role, query?.q?.trim() || undefined, query?.category);
      const groups: FaqGroup[] = [];
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

export type FeedService = ReturnType<typeof makeFeedService>;
