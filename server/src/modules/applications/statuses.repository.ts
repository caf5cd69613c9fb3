// The application status pipeline as the database holds it (server/migrations/0012_applications.sql).
import type { Queryable } from '../../db/types.ts';
import type { ApplicationStatus, Schemas } from './shared.ts';

export type StatusInfo = Schemas['ApplicationStatusInfo'];

/** Every status in pipeline order with its sub-statuses and allowed next statuses. */
export async function loadStatuses(db: Queryable): Promise<StatusInfo[]> {
  const { rows } = await db.query<{
    status: ApplicationStatus;
    label: string;
    sort_order: number;
    closed: boolean;
    sub_statuses: { sub_status: string; label: string }[];
    next_statuses: ApplicationStatus[];
  }>(
    `SELECT st.status, st.label, st.sort_order, st.closed,
            coalesce((SELECT json_agg(json_build_object('sub_status', ss.sub_status, 'label', ss.label)
                                      ORDER BY ss.sort_order, ss.sub_status)
                        FROM application_sub_statuses ss WHERE ss.status = st.status), '[]'::json) AS sub_statuses,
            coalesce((SELECT json_agg(t.to_status ORDER BY t.sort_order, t.to_status)
                        FROM application_status_transitions t WHERE t.from_status = st.status), '[]'::json) AS next_statuses
       FROM application_statuses st
      ORDER BY st.sort_order`,
  );
  return rows.map((row) => ({
    status: row.status,
    label: row.label,
    order: row.sort_order,
    closed: row.closed,
    sub_statuses: row.sub_statuses,
    next_statuses: row.next_statuses,
  }));
}

/** One status's facts for a change: whether it is closed, and whether `to` may follow `from` (null when not asked). */
export async function transitionFacts(
  db: Queryable,
  from: ApplicationStatus,
  to: ApplicationStatus,
  subStatus: string | null,
): Promise<{ allowed: boolean; closed: boolean; subStatusKnown: boolean }> {
  const { rows } = await db.query<{ allowed: boolean; closed: boolean; sub_known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM application_status_transitions WHERE from_status = $1 AND to_status = $2) AS allowed,
            st.closed,
            ($3::text IS NULL OR EXISTS (
               SELECT 1 FROM application_sub_statuses WHERE status = $2 AND sub_status = $3)) AS sub_known
       FROM application_statuses st WHERE st.status = $2`,
    [from, to, subStatus],
  );
  const row = rows[0];
  return { allowed: row?.allowed ?? false, closed: row?.closed ?? false, subStatusKnown: row?.sub_known ?? false };
}

/** The label of a status (as the notifications say it). */
export async function statusLabel(db: Queryable, status: ApplicationStatus): Promise<string> {
  const { rows } = await db.query<{ label: string }>('SELECT label FROM application_statuses WHERE status = $1', [status]);
  return rows[0].label;
}
