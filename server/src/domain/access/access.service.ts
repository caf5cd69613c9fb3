// The reach rules: whether a caller may touch the record a field names. The contract's `x-access.owns` applies them
// to every operation (http/access.ts); services apply them to what a body names beyond that (a task's student).
import type { Queryable } from '../../db/types.ts';
import { ALL_STUDENTS_ROLES, type Caller, type OwnerKind, type Reach } from '../caller.ts';
import { Forbidden, NotFound } from '../errors.ts';
import * as access from './access.repository.ts';

async function reachStudent(db: Queryable, caller: Caller, studentId: number): Promise<Reach> {
  const reachable = await access.studentReachable(db, caller, studentId);
  if (reachable === undefined) return 'not_found';
  return reachable ? 'ok' : 'forbidden';
}

/** A student's record: its direct owner may touch it, otherwise whoever reaches the student. */
async function reachThroughStudent(
  db: Queryable,
  caller: Caller,
  kind: access.StudentRecordKind,
  id: number | string,
): Promise<Reach> {
  const record = await access.findStudentRecord(db, kind, id);
  if (!record) return 'not_found';
  if (record.direct_owner !== null && record.direct_owner === caller.userId) return 'ok';
  if (record.owner_master != null && record.owner_master === caller.userId && caller.role === 'franchise' && caller.franchiseType === 'master') return 'ok';
  if (record.student_user_id === null) return ALL_STUDENTS_ROLES.includes(caller.role) ? 'ok' : 'forbidden';
  return reachStudent(db, caller, record.student_user_id);
}

const asId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Decides whether `value` (a path, query or body field) names a record of `kind` the caller may touch. */
export async function reach(db: Queryable, caller: Caller, kind: OwnerKind, value: unknown): Promise<Reach> {
  if (kind === 'payment') return reachThroughStudent(db, caller, 'payment', String(value));
  const id = asId(value);
  if (id === null) return 'not_found';
  switch (kind) {
    case 'student':
      return reachStudent(db, caller, id);
    case 'application':
    case 'document':
    case 'invoice':
      return reachThroughStudent(db, caller, kind, id);
    case 'self': {
      if (!(await access.findUserFacts(db, id))) return 'not_found';
      return id === caller.userId ? 'ok' : 'forbidden';
    }
    case 'team_member': {
      const target = await access.findUserFacts(db, id);
      if (!target) return 'not_found';
      if (id === caller.userId) return 'ok';
      if (caller.role === 'operations_manager' && target.user_type !== 'student') return 'ok';
      if (caller.role === 'franchise' && caller.franchiseType === 'master' && target.master_franchise_id === caller.userId) return 'ok';
      return 'forbidden';
    }
    case 'franchise': {
      const target = await access.findUserFacts(db, id);
      if (!target || target.user_type !== 'franchise') return 'not_found';
      if (id === caller.userId || target.master_franchise_id === caller.userId) return 'ok';
      return ALL_STUDENTS_ROLES.includes(caller.role) ? 'ok' : 'forbidden';
    }
    case 'task': {
      const task = await access.findTaskPeople(db, id);
      if (!task) return 'not_found';
      return task.created_by === caller.userId || task.assigned_to === caller.userId ? 'ok' : 'forbidden';
    }
    case 'lead': {
      const lead = await access.findLeadPeople(db, id);
      if (!lead) return 'not_found';
      if (lead.owner_user_id === caller.userId || lead.assigned_to === caller.userId) return 'ok';
      if (caller.role === 'operations_manager') return 'ok';
      if (caller.role === 'franchise' && caller.franchiseType === 'master' && lead.owner_master === caller.userId) return 'ok';
      return 'forbidden';
    }
    case 'shop_order': {
      const buyer = await access.findShopOrderBuyer(db, id);
      if (buyer === undefined) return 'not_found';
      return buyer === caller.userId || ALL_STUDENTS_ROLES.includes(caller.role) ? 'ok' : 'forbidden';
    }
    default: {
      const unknown: never = kind;
      throw new Error(`no rule for owner kind ${String(unknown)}`);
    }
  }
}

/**
 * Throws unless the caller reaches the record: NotFound when there is none, Forbidden when it is not theirs. `field`
 * names where the value came from (`path/user_id`, `body/student_user_id`).
 */
export async function assertReach(db: Queryable, caller: Caller, kind: OwnerKind, value: unknown, field: string): Promise<void> {
  const verdict = await reach(db, caller, kind, value);
  const noun = kind.replace('_', ' ');
  if (verdict === 'not_found') throw new NotFound(`${field}: no ${noun} ${String(value)}`);
  if (verdict === 'forbidden') throw new Forbidden(`${field}: ${noun} ${String(value)} is not yours`);
}
