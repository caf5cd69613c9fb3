// The SQL of the lead masters: the geography (the catalog's states and cities), stages and sub-stages, categories and
// their custom fields, sources → mediums → campaigns, and the people pickers (the staff directory, the caller's team).
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type MasterState = LeadsSchemas['MasterState'];
export type MasterCity = LeadsSchemas['MasterCity'];
export type Stage = LeadsSchemas['Stage'];
export type SubStage = LeadsSchemas['SubStage'];
export type Category = LeadsSchemas['Category'];
export type CategoryWithFields = LeadsSchemas['CategoryWithFields'];
export type CategoryField = LeadsSchemas['CategoryField'];
export type MasterUser = LeadsSchemas['MasterUser'];
export type TeamMember = LeadsSchemas['TeamMember'];
export type Source = LeadsSchemas['Source'];
export type Medium = LeadsSchemas['Medium'];
export type LeadCampaign = LeadsSchemas['LeadCampaign'];

/** The roles that work with leads: the staff directory and an operations manager's team hold these. */
export const LEAD_TOOL_ROLES: readonly Role[] = [
  'agent', 'franchise', 'counselor', 'student_support', 'operations_manager', 'school_counselor',
];

/** The table and key of each master a picker lists the children of (a state's cities, a category's fields). */
const PARENTS = {
  state: { table: 'states', key: 'state_id' },
  category: { table: 'lead_categories', key: 'category_id' },
} as const;

/** Whether that master has an entry of this id (a picker answers 404 for a parent that does not exist). */
async function masterExists(db: Queryable, master: keyof typeof PARENTS, id: number): Promise<boolean> {
  const { table, key } = PARENTS[master];
  const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE ${key} = $1`, [id]);
  return rows.length > 0;
}

/** `AND is_active` unless retired entries are asked for. */
const activeOnly = (alias: string, includeInactive: boolean | undefined) => (includeInactive ? '' : `AND ${alias}.is_active`);

export async function listStates(db: Queryable, filter: { country_id?: number; q?: string }): Promise<MasterState[]> {
  const where = new Conditions().eq('s.country_id', filter.country_id).ilike('s.name', filter.q);
  const { rows } = await db.query<MasterState>(
    `SELECT s.state_id, s.name AS state_name, s.country_id FROM states s ${where.sql} ORDER BY s.name, s.state_id LIMIT 5000`,
    where.params,
  );
  return rows;
}

export async function listCities(db: Queryable, filter: { state_id: number; q?: string }): Promise<MasterCity[]> {
  const where = new Conditions().eq('c.state_id', filter.state_id).ilike('c.name', filter.q);
  const { rows } = await db.query<MasterCity>(
    `SELECT c.city_id, c.name AS city_name, c.state_id FROM cities c ${where.sql} ORDER BY c.name, c.city_id LIMIT 5000`,
    where.params,
  );
  return rows;
}

export const stateExists = (db: Queryable, stateId: number) => masterExists(db, 'state', stateId);

export async function listStages(db: Queryable, includeInactive?: boolean): Promise<Stage[]> {
  const { rows } = await db.query<Stage>(
    `SELECT s.stage_id, s.name, s.sort_order, s.color, s.is_counseled, s.is_closed, s.is_active
       FROM lead_stages s WHERE true ${activeOnly('s', includeInactive)} ORDER BY s.sort_order, s.stage_id`,
  );
  return rows;
}

export async function listSubStages(db: Queryable, filter: { stage_id?: number; include_inactive?: boolean }): Promise<SubStage[]> {
  const where = new Conditions().eq('ss.stage_id', filter.stage_id);
  if (!filter.include_inactive) where.push('ss.is_active');
  const { rows } = await db.query<SubStage>(
    `SELECT ss.sub_stage_id, ss.stage_id, ss.name, ss.sort_order, ss.is_active
       FROM lead_sub_stages ss JOIN lead_stages s ON s.stage_id = ss.stage_id
       ${where.sql} ORDER BY s.sort_order, ss.stage_id, ss.sort_order, ss.sub_stage_id`,
    where.params,
  );
  return rows;
}

export async function listCategories(db: Queryable, filter: { user_type?: Role; include_inactive?: boolean }): Promise<Category[]> {
  const where = new Conditions();
  if (filter.user_type !== undefined) where.push(`${where.param(filter.user_type)} = ANY(c.user_types)`);
  if (!filter.include_inactive) where.push('c.is_active');
  const { rows } = await db.query<Category>(
    `SELECT c.category_id, c.name, c.description, c.user_types, c.is_active,
            (SELECT count(*)::int FROM lead_category_fields f WHERE f.category_id = c.category_id AND f.is_active) AS field_count
       FROM lead_categories c ${where.sql} ORDER BY c.name, c.category_id`,
    where.params,
  );
  return rows;
}

const FIELD_SELECT = `
  SELECT f.field_id, f.category_id, f.label, f.field_type, f.options, f.is_required, f.max_length, f.sort_order
    FROM lead_category_fields f`;

export async function listCategoryFields(db: Queryable, categoryIds?: readonly number[]): Promise<CategoryField[]> {
  const where = new Conditions().in('f.category_id', categoryIds);
  where.push('f.is_active');
  const { rows } = await db.query<CategoryField>(
    `${FIELD_SELECT} ${where.sql} ORDER BY f.category_id, f.sort_order, f.field_id`,
    where.params,
  );
  return rows;
}

export const categoryExists = (db: Queryable, categoryId: number) => masterExists(db, 'category', categoryId);

export async function listSources(db: Queryable, includeInactive?: boolean): Promise<Source[]> {
  const { rows } = await db.query<Source>(
    `SELECT s.source_id, s.name, s.is_active FROM lead_sources s WHERE true ${activeOnly('s', includeInactive)}
      ORDER BY s.name, s.source_id`,
  );
  return rows;
}

/** The mediums of a source include those of no particular source (WhatsApp, Email). */
export async function listMediums(db: Queryable, filter: { source_id?: number; include_inactive?: boolean }): Promise<Medium[]> {
  const where = new Conditions();
  if (filter.source_id !== undefined) where.push(`(m.source_id = ${where.param(filter.source_id)} OR m.source_id IS NULL)`);
  if (!filter.include_inactive) where.push('m.is_active');
  const { rows } = await db.query<Medium>(
    `SELECT m.medium_id, m.name, m.source_id, m.is_active FROM lead_mediums m ${where.sql} ORDER BY m.name, m.medium_id`,
    where.params,
  );
  return rows;
}

export async function listCampaigns(
  db: Queryable,
  filter: { source_id?: number; medium_id?: number; include_inactive?: boolean },
): Promise<LeadCampaign[]> {
  const where = new Conditions().eq('c.source_id', filter.source_id).eq('c.medium_id', filter.medium_id);
  if (!filter.include_inactive) where.push('c.is_active');
  const { rows } = await db.query<LeadCampaign>(
    `SELECT c.campaign_id, c.name, c.source_id, c.medium_id, to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on,
            to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on, c.is_active
       FROM lead_campaigns c ${where.sql}
      ORDER BY c.starts_on DESC NULLS LAST, c.campaign_id DESC LIMIT 1000`,
    where.params,
  );
  return rows;
}

export async function listUsers(
  db: Queryable,
  filter: { user_type?: Role; q?: string },
  window: PageWindow,
): Promise<Page<MasterUser>> {
  const where = new Conditions().in('u.user_type', LEAD_TOOL_ROLES).eq('u.user_type', filter.user_type)
    .ilike("concat_ws(' ', u.first_name, u.last_name, u.email)", filter.q);
  where.push('u.deleted_at IS NULL AND u.active');
  return queryPage<MasterUser>(db, window, where, {
    select: `SELECT u.user_id, u.first_name, u.last_name, u.email, u.user_type, u.franchise_type
               FROM users u ${where.sql} ORDER BY u.first_name, u.last_name, u.user_id`,
    count: `SELECT count(*)::int AS total FROM users u ${where.sql}`,
  });
}

/**
 * The caller first, then whom the caller manages: an operations manager every live lead-tool user, a master franchise
 * its area franchises; everybody else only themselves.
 */
export async function listTeam(db: Queryable, team: { callerId: number; allStaff: boolean; masterFranchise: boolean }): Promise<TeamMember[]> {
  const { rows } = await db.query<TeamMember>(
    `SELECT u.user_id, u.first_name, u.last_name, u.email, u.user_type, u.franchise_type, u.user_id = $1 AS is_self
       FROM users u
      WHERE u.user_id = $1
         OR (u.deleted_at IS NULL AND u.active AND (
               ($2 AND u.user_type = ANY($4))
            OR ($3 AND u.user_type = 'franchise' AND u.master_franchise_id = $1)))
      ORDER BY u.user_id <> $1, u.first_name, u.last_name, u.user_id
      LIMIT 2000`,
    [team.callerId, team.allStaff, team.masterFranchise, LEAD_TOOL_ROLES],
  );
  return rows;
}
