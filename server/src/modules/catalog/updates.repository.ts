// The SQL of the staff's news about universities: the paged list (newest first), one update, and posting one.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

type Update = PortalSchemas['UniversityUpdate'];

type UpdateRow = Omit<Update, 'created_at' | 'created_by'> & {
  created_at: Date | string;
  author_id: number | null;
  author_first_name: string | null;
  author_last_name: string | null;
};

/** Updates that came with the catalog have no author (created_by NULL): they answer `created_by: null`. */
const UPDATE_SELECT = `
  SELECT uu.update_id, uu.university_id, u.name AS university_name, uu.title, uu.body, uu.link, uu.created_at,
         a.user_id AS author_id, a.first_name AS author_first_name, a.last_name AS author_last_name
    FROM university_updates uu
    JOIN universities u ON u.university_id = uu.university_id
    LEFT JOIN users a ON a.user_id = uu.created_by`;

function toUpdate({ author_id, author_first_name, author_last_name, created_at, ...row }: UpdateRow): Update {
  return {
    ...row,
    created_at: new Date(created_at).toISOString(),
    created_by: author_id === null ? null : { user_id: author_id, first_name: author_first_name ?? '', last_name: author_last_name ?? '' },
  };
}

export async function listUpdates(
  db: Queryable,
  filters: { university_id?: number; country_id?: number },
  window: PageWindow,
): Promise<Page<Update>> {
  const where = new Conditions().eq('uu.university_id', filters.university_id).eq('u.country_id', filters.country_id);
  return queryPage(
    db, window, where,
    {
      select: `${UPDATE_SELECT} ${where.sql} ORDER BY uu.created_at DESC, uu.update_id DESC`,
      count: `SELECT count(*) AS total FROM university_updates uu JOIN universities u ON u.university_id = uu.university_id ${where.sql}`,
    },
    toUpdate,
  );
}

export async function findUpdate(db: Queryable, updateId: number): Promise<Update | undefined> {
  const { rows } = await db.query<UpdateRow>(`${UPDATE_SELECT} WHERE uu.update_id = $1`, [updateId]);
  return rows[0] ? toUpdate(rows[0]) : undefined;
}

export async function insertUpdate(
  db: Queryable,
  input: { university_id: number; title: string; body: string; link: string | null; created_by: number },
): Promise<number> {
  const { rows } = await db.query<{ update_id: number }>(
    `INSERT INTO university_updates (university_id, title, body, link, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING update_id`,
    [input.university_id, input.title, input.body, input.link, input.created_by],
  );
  return rows[0].update_id;
}
