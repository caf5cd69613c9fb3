// The SQL of the dashboards' one call: badge counts over what the caller reaches, the focused universities, and the
// latest staff updates, announcements and news addressed to the caller's role. It reads the tables of several areas.
import type { Queryable } from '../../db/types.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import type { Caller, Role } from '../../domain/caller.ts';
import { OFFER_STATUSES, type Schemas } from './shared.ts';

/** An item addressed to the user type in `roleParam`: an empty audience addresses everyone. */
const addressedTo = (alias: string, roleParam: string) => `(cardinality(${alias}.audience) = 0 OR ${roleParam} = ANY (${alias}.audience))`;

export type HomeCounts = {
  students: number;
  applications: number;
  offers: number;
  pending_tasks: number;
  recommendations: number;
  unread_notifications: number;
  unread_messages: number;
};

export async function countHomeBadges(db: Queryable, caller: Caller): Promise<HomeCounts> {
  const { rows } = await db.query<HomeCounts>(
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
  return rows[0];
}

export async function listFocusedUniversities(db: Queryable, limit: number): Promise<Schemas['UniversitySummary'][]> {
  const { rows } = await db.query<Schemas['UniversitySummary']>(
    `SELECT u.university_id, u.name, u.logo_url, u.type, u.country_id, k.name AS country_name, ci.name AS city_name,
            u.ranking, u.focused, (SELECT count(*)::int FROM courses c WHERE c.university_id = u.university_id) AS course_count
       FROM universities u JOIN countries k ON k.country_id = u.country_id LEFT JOIN cities ci ON ci.city_id = u.city_id
      WHERE u.focused
      ORDER BY u.ranking ASC NULLS LAST, u.name, u.university_id
      LIMIT $1`,
    [limit],
  );
  return rows;
}

export type UpdateRow = {
  update_id: number; university_id: number; university_name: string; title: string; body: string; link: string | null;
  created_at: Date; user_id: number; first_name: string; last_name: string;
};

/** The latest staff updates about universities; one without an author is left out (the contract requires created_by). */
export async function listLatestUpdates(db: Queryable, limit: number): Promise<UpdateRow[]> {
  const { rows } = await db.query<UpdateRow>(
    `SELECT uu.update_id, uu.university_id, u.name AS university_name, uu.title, uu.body, uu.link, uu.created_at,
            a.user_id, a.first_name, a.last_name
       FROM university_updates uu
       JOIN universities u ON u.university_id = uu.university_id
       JOIN users a ON a.user_id = uu.created_by
      ORDER BY uu.created_at DESC, uu.update_id DESC
      LIMIT $1`,
    [limit],
  );
  return rows;
}

export type AnnouncementRow = {
  announcement_id: number; title: string; body: string; audience: Role[]; created_at: Date; expires_at: Date | null;
  user_id: number; first_name: string; last_name: string;
};

/** The latest live announcements addressed to the role. */
export async function listLatestAnnouncements(db: Queryable, role: Role, limit: number): Promise<AnnouncementRow[]> {
  const { rows } = await db.query<AnnouncementRow>(
    `SELECT a.announcement_id, a.title, a.body, a.audience, a.created_at, a.expires_at, u.user_id, u.first_name, u.last_name
       FROM announcements a JOIN users u ON u.user_id = a.created_by
      WHERE ${addressedTo('a', '$1')} AND (a.expires_at IS NULL OR a.expires_at > now())
      ORDER BY a.created_at DESC, a.announcement_id DESC
      LIMIT $2`,
    [role, limit],
  );
  return rows;
}

export type WhatsNewRow = Omit<Schemas['WhatsNewItem'], 'published_at'> & { published_at: Date };

/** The latest published news addressed to the caller's role, with the reactions and the caller's own. */
export async function listLatestWhatsNew(db: Queryable, caller: Caller, limit: number): Promise<WhatsNewRow[]> {
  const { rows } = await db.query<WhatsNewRow>(
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
      LIMIT $3`,
    [caller.userId, caller.role, limit],
  );
  return rows;
}
