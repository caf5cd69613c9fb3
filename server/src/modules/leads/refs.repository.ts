// The SQL of the masters a lead's save checks its ids against: the stage, whether each referenced record exists and
// fits the others, a category's fields and roles, a user's role, and the names an import's columns are matched by.
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';

export type StageRow = { stage_id: number; name: string; sort_order: number; requires_follow_up: boolean; is_counseled: boolean; is_closed: boolean; is_won: boolean };

export async function findStage(db: Queryable, stageId: number): Promise<StageRow | undefined> {
  const { rows } = await db.query<StageRow>(
    'SELECT stage_id, name, sort_order, requires_follow_up, is_counseled, is_closed, is_won FROM lead_stages WHERE stage_id = $1 AND is_active',
    [stageId],
  );
  return rows[0];
}

export async function firstStage(db: Queryable): Promise<StageRow> {
  const { rows } = await db.query<StageRow>(
    'SELECT stage_id, name, sort_order, requires_follow_up, is_counseled, is_closed, is_won FROM lead_stages WHERE is_active ORDER BY sort_order, stage_id LIMIT 1',
  );
  return rows[0];
}

/** Which of the referenced records exist (and hang together): null where nothing was named. */
export type RefCheck = {
  country: boolean; course_level: boolean; state: boolean; city: boolean; city_of_state: boolean; source: boolean;
  medium: boolean; medium_of_source: boolean; campaign: boolean; campaign_of_source: boolean; category: boolean;
  category_of_role: boolean; sub_stage: boolean; sub_stage_of_stage: boolean;
};

export async function checkRefs(
  db: Queryable,
  refs: {
    country_id: number | null; course_level_id: number | null; state_id: number | null; city_id: number | null;
    source_id: number | null; medium_id: number | null; campaign_id: number | null; category_id: number | null;
    stage_id: number; sub_stage_id: number | null; owner_role: Role;
  },
): Promise<RefCheck> {
  const { rows } = await db.query<RefCheck>(
    `SELECT
       $1::int IS NULL OR EXISTS (SELECT 1 FROM countries WHERE country_id = $1) AS country,
       $2::int IS NULL OR EXISTS (SELECT 1 FROM course_levels WHERE course_level_id = $2) AS course_level,
       $3::int IS NULL OR EXISTS (SELECT 1 FROM states WHERE state_id = $3) AS state,
       $4::int IS NULL OR EXISTS (SELECT 1 FROM cities WHERE city_id = $4) AS city,
       $4::int IS NULL OR $3::int IS NULL OR EXISTS (SELECT 1 FROM cities WHERE city_id = $4 AND state_id = $3) AS city_of_state,
       $5::int IS NULL OR EXISTS (SELECT 1 FROM lead_sources WHERE source_id = $5 AND is_active) AS source,
       $6::int IS NULL OR EXISTS (SELECT 1 FROM lead_mediums WHERE medium_id = $6 AND is_active) AS medium,
       $6::int IS NULL OR $5::int IS NULL OR EXISTS (
         SELECT 1 FROM lead_mediums WHERE medium_id = $6 AND (source_id IS NULL OR source_id = $5)) AS medium_of_source,
       $7::int IS NULL OR EXISTS (SELECT 1 FROM lead_campaigns WHERE campaign_id = $7) AS campaign,
       $7::int IS NULL OR $5::int IS NULL OR EXISTS (
         SELECT 1 FROM lead_campaigns WHERE campaign_id = $7 AND (source_id IS NULL OR source_id = $5)) AS campaign_of_source,
       $8::int IS NULL OR EXISTS (SELECT 1 FROM lead_categories WHERE category_id = $8 AND is_active) AS category,
       $8::int IS NULL OR EXISTS (SELECT 1 FROM lead_categories WHERE category_id = $8 AND $11::text = ANY(user_types)) AS category_of_role,
       $10::int IS NULL OR EXISTS (SELECT 1 FROM lead_sub_stages WHERE sub_stage_id = $10 AND is_active) AS sub_stage,
       $10::int IS NULL OR EXISTS (SELECT 1 FROM lead_sub_stages WHERE sub_stage_id = $10 AND stage_id = $9) AS sub_stage_of_stage`,
    [refs.country_id, refs.course_level_id, refs.state_id, refs.city_id, refs.source_id, refs.medium_id, refs.campaign_id,
      refs.category_id, refs.stage_id, refs.sub_stage_id, refs.owner_role],
  );
  return rows[0];
}

export type CategoryFieldDef = LeadsSchemas['CategoryField'];

export async function categoryFields(db: Queryable, categoryId: number): Promise<CategoryFieldDef[]> {
  const { rows } = await db.query<CategoryFieldDef>(
    `SELECT field_id, category_id, label, field_type, options, is_required, max_length, sort_order
       FROM lead_category_fields WHERE category_id = $1 AND is_active ORDER BY sort_order, field_id`,
    [categoryId],
  );
  return rows;
}

export async function findCategory(db: Queryable, categoryId: number): Promise<{ category_id: number; user_types: string[] } | undefined> {
  const { rows } = await db.query<{ category_id: number; user_types: string[] }>(
    'SELECT category_id, user_types FROM lead_categories WHERE category_id = $1',
    [categoryId],
  );
  return rows[0];
}

export async function userRole(db: Queryable, userId: number): Promise<Role | undefined> {
  const { rows } = await db.query<{ user_type: Role }>('SELECT user_type FROM users WHERE user_id = $1', [userId]);
  return rows[0]?.user_type;
}

export async function sourceIdByName(db: Queryable, name: string): Promise<number | undefined> {
  const { rows } = await db.query<{ source_id: number }>('SELECT source_id FROM lead_sources WHERE lower(name) = lower($1)', [name]);
  return rows[0]?.source_id;
}

/** Master ids by their names (case-insensitive), for an import's columns (not the won stage: that is converting). */
export async function masterNames(db: Queryable): Promise<{ kind: string; id: number; name: string; parent: number | null }[]> {
  const { rows } = await db.query<{ kind: string; id: number; name: string; parent: number | null }>(
    `SELECT 'source' AS kind, source_id AS id, name, NULL::int AS parent FROM lead_sources WHERE is_active
     UNION ALL SELECT 'medium', medium_id, name, source_id FROM lead_mediums WHERE is_active
     UNION ALL SELECT 'campaign', campaign_id, name, source_id FROM lead_campaigns
     UNION ALL SELECT 'stage', stage_id, name, NULL FROM lead_stages WHERE is_active AND NOT is_won
     UNION ALL SELECT 'state', s.state_id, s.name, s.country_id FROM states s JOIN countries c ON c.country_id = s.country_id AND c.iso2 = 'IN'
     UNION ALL SELECT 'city', ci.city_id, ci.name, ci.state_id FROM cities ci JOIN countries c ON c.country_id = ci.country_id AND c.iso2 = 'IN'`,
  );
  return rows;
}
