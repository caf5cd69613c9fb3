// The dashboards' one call: badge counts over what the caller reaches, focused universities and the latest news.
import type { Caller } from '../../domain/caller.ts';
import { NotFound } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { findUserById } from '../users/index.ts';
import * as repo from './home.repository.ts';
import { iso, isoOrNull, type Schemas } from './shared.ts';

type HomeData = Schemas['HomeData'];

/** How many of each the dashboard shows. */
const FOCUSED_UNIVERSITIES = 12;
const LATEST_UPDATES = 5;
const LATEST_ANNOUNCEMENTS = 3;
const LATEST_WHATS_NEW = 3;

const author = (r: { user_id: number; first_name: string; last_name: string }) => ({ user_id: r.user_id, first_name: r.first_name, last_name: r.last_name });

export function makeHomeService({ db }: Pick<Deps, 'db'>) {
  /** The badges; a student has no student count, and only a student has a recommendations count. */
  async function counts(caller: Caller): Promise<HomeData['counts']> {
    const isStudent = caller.role === 'student';
    const c = await repo.countHomeBadges(db, caller);
    return {
      students: isStudent ? null : c.students,
      applications: c.applications,
      offers: c.offers,
      pending_tasks: c.pending_tasks,
      recommendations: isStudent ? c.recommendations : null,
      unread_notifications: c.unread_notifications,
      unread_messages: c.unread_messages,
    };
  }

  async function latestUpdates(): Promise<Schemas['UniversityUpdate'][]> {
    return (await repo.listLatestUpdates(db, LATEST_UPDATES)).map((r) => ({
      update_id: r.update_id,
      university_id: r.university_id,
      university_name: r.university_name,
      title: r.title,
      body: r.body,
      link: r.link,
      created_at: iso(r.created_at),
      created_by: author(r),
    }));
  }

  async function latestAnnouncements(caller: Caller): Promise<Schemas['Announcement'][]> {
    return (await repo.listLatestAnnouncements(db, caller.role, LATEST_ANNOUNCEMENTS)).map((r) => ({
      announcement_id: r.announcement_id,
      title: r.title,
      body: r.body,
      audience: r.audience,
      created_at: iso(r.created_at),
      expires_at: isoOrNull(r.expires_at),
      created_by: author(r),
    }));
  }

  async function latestWhatsNew(caller: Caller): Promise<Schemas['WhatsNewItem'][]> {
    return (await repo.listLatestWhatsNew(db, caller, LATEST_WHATS_NEW)).map((r) => ({ ...r, published_at: iso(r.published_at) }));
  }

  return {
    async homeData(caller: Caller): Promise<HomeData> {
      const user = await findUserById(db, caller.userId);
      if (!user) throw new NotFound('no such user');
      const [c, focused, updates, announcements, whatsNew] = await Promise.all([
        counts(caller),
        repo.listFocusedUniversities(db, FOCUSED_UNIVERSITIES),
        latestUpdates(),
        latestAnnouncements(caller),
        latestWhatsNew(caller),
      ]);
      return {
        first_name: user.first_name,
        user_type: caller.role,
        counts: c,
        focused_universities: focused,
        latest_university_updates: updates,
        latest_announcements: announcements,
        latest_whats_new: whatsNew,
      };
    },
  };
}

export type HomeService = ReturnType<typeof makeHomeService>;
