// The dashboards' one call: badge counts over what the caller reaches, focused universities and the latest news.
import type { Db } from '../../db/types.ts';
import { notFound } from '../../http/errors.ts';
import { studentReachSql, type Caller } from '../../http/ownership.ts';
import type { Role } from '../../http/contract.ts';
import { OFFER_STATUSES, iso, isoOrNull, type Schemas } from './shared.ts';

type HomeData = Schemas['HomeData'];

/** An item addressed to the user type in `roleParam`: an empty audience addresses everyone. */
const addressedTo = (alias: string, roleParam: string) =>
  `(cardinality(${alias}.audience) = 0 OR ${roleParam} = ANY (${alias}.audience))`;

export function makeHomeService(db: Db) {
  async function counts(caller: Caller): Promise<HomeData['counts']> {
    const isStudent = caller.role === 'student';
    const { rows } = await db.query<{
      students: number; applications: number; offers: number; pending_tasks: number; recommendations: number;
      unread_notifications: number; unread_messages: number;
    }>(
      `WITH reach AS (
         SELECT s.user_id FROM users s
          WHERE s.user_type = 'student' AND s.deleted_at IS NULL AND ${studentReachSql('s')}
       )
       SELECT (SELECT count(*)::int FROM reach r JOIN users s ON s.user_id = r.user_id WHERE s.active) AS students,
              (SELECT count(*)::int FROM student_applications a JOIN reach r ON r.user_id = a.student_user_id) AS applications,
              (SELECT count(*)::int FROM student_applications a JOIN reach r ON r.user_id = a.student_user_id
                WHERE a.status = ANY($3::text[])) AS offers,
              (SELECT count(*)::int FROM tasks t WHERE t.assigned_to = $1 AND t.status = 'open') AS pending_tasks,
              (SELECT count(*)::int FROM course_recommendations cr WHERE cr.student_user_id = $1) AS recommendations,
              (SELECT count(*)::int FROM notifications n WHERE n.user_id = $1 AND n.read_at IS NULL) AS unread_notifications,
              (SELECT count(*)::int FROM chat_messages m WHERE m.receiver_user_id = $1 AND m.read_at IS NULL) AS unread_messages`,
      [caller.userId, caller.role, OFFER_STATUSES],
    );
    const c = rows[0];
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

  async function focusedUniversities(): Promise<Schemas['UniversitySummary'][]> {
    const { rows } = await db.query<Schemas['UniversitySummary']>(
      `SELECT u.university_id, u.name, u.logo_url, u.type, u.country_id, k.name AS country_name, ci.name AS city_name,
              u.ranking, u.focused, (SELECT count(*)::int FROM courses c WHERE c.university_id = u.university_id) AS course_count
         FROM universities u JOIN countries k ON k.country_id = u.country_id LEFT JOIN cities ci ON ci.city_id = u.city_id
        WHERE u.focused
        ORDER BY u.ranking ASC NULLS LAST, u.name, u.university_id
        LIMIT 12`,
    );
    return rows;
  }

  /** The latest staff updates; one without an author cannot be answered (the contract requires created_by). */
  async function latestUpdates(): Promise<Schemas['UniversityUpdate'][]> {
    const { rows } = await db.query<{
      update_id: number; university_id: number; university_name: string; title: string; body: string; link: string | null;
      created_at: Date; user_id: number; first_name: string; last_name: string;
    }>(
      `SELECT uu.update_id, uu.university_id, u.name AS university_name, uu.title, uu.body, uu.link, uu.created_at,
              a.user_id, a.first_name, a.last_name
         FROM university_updates uu
         JOIN universities u ON u.university_id = uu.university_id
         JOIN users a ON a.user_id = uu.created_by
        ORDER BY uu.created_at DESC, uu.update_id DESC
        LIMIT 5`,
    );
    return rows.map((r) => ({
      update_id: r.update_id,
      university_id: r.university_id,
      university_name: r.university_name,
      title: r.title,
      body: r.body,
      link: r.link,
      created_at: iso(r.created_at),
      created_by: { user_id: r.user_id, first_name: r.first_name, last_name: r.last_name },
    }));
  }

  async function latestAnnouncements(caller: Caller): Promise<Schemas['Announcement'][]> {
    const { rows } = await db.query<{
      announcement_id: number; title: string; body: string; audience: Role[]; created_at: Date; expires_at: Date | null;
      user_id: number; first_name: string; last_name: string;
    }>(
      `SELECT a.announcement_id, a.title, a.body, a.audience, a.created_at, a.expires_at, u.user_id, u.first_name, u.last_name
         FROM announcements a JOIN users u ON u.user_id = a.created_by
        WHERE ${addressedTo('a', '$1')} AND (a.expires_at IS NULL OR a.expires_at > now())
        ORDER BY a.created_at DESC, a.announcement_id DESC
        LIMIT 3`,
      [caller.role],
    );
    return rows.map((r) => ({
      announcement_id: r.announcement_id,
      title: r.title,
      body: r.body,
      audience: r.audience,
      created_at: iso(r.created_at),
      expires_at: isoOrNull(r.expires_at),
      created_by: { user_id: r.user_id, first_name: r.first_name, last_name: r.last_name },
    }));
  }

  async function latestWhatsNew(caller: Caller): Promise<Schemas['WhatsNewItem'][]> {
    const { rows } = await db.query<{
      whats_new_id: number; title: string; body: string; image_url: string | null; link: string | null; published_at: Date;
      reactions: Schemas['WhatsNewReactionCounts']; my_reaction: Schemas['WhatsNewReaction'] | null;
    }>(
      `SELECT w.whats_new_id, w.title, w.body, w.image_url, w.link, w.published_at,
              json_build_object(
                'like', count(r.*) FILTER (WHERE r.reaction = 'like'),
                'love', count(r.*) FILTER (WHERE r.reaction = 'love'),
                'celebrate', count(r.*) FILTER (WHERE r.reaction = 'celebrate'),
                'insightful', count(r.*) FILTER (WHERE r.reaction = 'insightful')) AS reactions,
              max(r.reaction) FILTER (WHERE r.user_id = $1) AS my_reaction
         FROM whats_new w LEFT JOIN whats_new_reactions r ON r.whats_new_id = w.whats_new_id
        WHERE w.published_at <= now() AND ${addressedTo('w', '$2')}
        GROUP BY w.whats_new_id
        ORDER BY w.published_at DESC, w.whats_new_id DESC
        LIMIT 3`,
      [caller.userId, caller.role],
    );
    return rows.map((r) => ({ ...r, published_at: iso(r.published_at) }));
  }

  return {
    async homeData(caller: Caller): Promise<HomeData> {
      const { rows } = await db.query<{ first_name: string }>('SELECT first_name FROM users WHERE user_id = $1', [caller.userId]);
      if (!rows[0]) throw notFound('no such user');
      const [c, focused, updates, announcements, whatsNew] = await Promise.all([
        counts(caller),
        focusedUniversities(),
        latestUpdates(),
        latestAnnouncements(caller),
        latestWhatsNew(caller),
      ]);
      return {
        first_name: rows[0].first_name,
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
