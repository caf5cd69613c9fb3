// The commission settings: university rates (never edited; a later rate closes the open-ended one before it), the
// associate plans, and annual targets with their progress from the ledger.
import type { PortalBody, PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { financialYearOf, financialYearRange, kolkataDate } from './commission-math.ts';
import { partnerShareBp } from './commissions.repository.ts';
import { isPartner, partnerIdOf, reachPartner } from './partner-reach.ts';
import * as repo from './settings.repository.ts';

type Target = PortalSchemas['AnnualTarget'];

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function rateFields(body: PortalBody<'saveCommissionRate'>) {
  const errors: { field: string; message: string }[] = [];
  if (body.rate_type === 'percent') {
    if (body.rate_basis_points === undefined) errors.push({ field: 'body/rate_basis_points', message: 'is required for a percent rate' });
    if (body.flat_amount_minor !== undefined) errors.push({ field: 'body/flat_amount_minor', message: 'is only for a flat rate' });
    if (body.currency !== undefined) errors.push({ field: 'body/currency', message: 'is only for a flat rate (a percentage is in the tuition currency)' });
  } else {
    if (body.flat_amount_minor === undefined) errors.push({ field: 'body/flat_amount_minor', message: 'is required for a flat rate' });
    if (body.currency === undefined) errors.push({ field: 'body/currency', message: 'is required for a flat rate' });
    if (body.rate_basis_points !== undefined) errors.push({ field: 'body/rate_basis_points', message: 'is only for a percent rate' });
  }
  if (body.valid_to && body.valid_to < body.valid_from) errors.push({ field: 'body/valid_to', message: 'must not be before valid_from' });
  if (errors.length) throw new Invalid(errors);
}

export function makeCommissionSettingsService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const today = () => kolkataDate(clock.now());
  const fyOf = (given: string | undefined, field: string) => {
    const fy = given ?? financialYearOf(today());
    const range = financialYearRange(fy);
    if (!range) throw new Invalid([{ field, message: 'must be a financial year such as 2026-27 (from 2000-01 to 2099-00)' }]);
    return { fy, ...range };
  };

  /** A user who may hold a plan or a target: 404 for nobody, 422 for someone who is not an agent or franchise. */
  async function assertPartnerUser(userId: number, field: string) {
    const type = await repo.findUserType(db, userId);
    if (type === undefined) throw new NotFound(`${field}: no user ${userId}`);
    if (type !== 'agent' && type !== 'franchise') {
      throw new Unprocessable('plans and targets are for agents and franchises', [{ field, message: `is a ${type}` }]);
    }
  }

  async function targetOf(userId: number, fy: { fy: string; starts_on: string; ends_on: string }): Promise<Target | null> {
    const row = await repo.findTarget(db, userId, fy.fy);
    if (!row) return null;
    const done = await repo.progress(db, userId, fy.starts_on, fy.ends_on, row.currency);
    const achieved = row.target_type === 'enrolments' ? done.enrolments : done.revenue;
    return {
      user_id: row.user_id, financial_year: row.financial_year, starts_on: fy.starts_on, ends_on: fy.ends_on,
      target_type: row.target_type, target_value: row.target_value, currency: row.currency, achieved_value: achieved,
      achieved_percent: Number((BigInt(achieved) * 100n) / BigInt(row.target_value)),
      set_by: { user_id: row.set_by, name: row.set_by_name, user_type: row.set_by_type }, set_at: row.set_at.toISOString(),
    };
  }

  async function plans(currentOf: number | null) {
    return { items: await repo.planTypes(db), current_plan_type: currentOf === null ? null : await repo.planOf(db, currentOf) };
  }

  return {
    async listRates(caller: Caller, query: PortalQuery<'listCommissionRates'>) {
      const share = isPartner(caller) ? await partnerShareBp(db, caller.userId) : null;
      return repo.listRates(db, query, today(), share, pageWindow(query));
    },

    /** A new rate; an open-ended rate that began earlier is closed the day before, any other overlap is 409. */
    async saveRate(caller: Caller, body: PortalBody<'saveCommissionRate'>) {
      rateFields(body);
      const levelId = body.course_level_id ?? null;
      return db.transaction(async (tx) => {
        if (!(await repo.lockUniversity(tx, body.university_id))) throw new NotFound(`body/university_id: no university ${body.university_id}`);
        if (levelId !== null && !(await repo.courseLevelExists(tx, levelId))) throw new NotFound(`body/course_level_id: no course level ${levelId}`);
        const overlaps = await repo.overlappingRates(tx, body.university_id, levelId, body.valid_from, body.valid_to ?? null);
        const [only] = overlaps;
        if (overlaps.length === 1 && only.valid_to === null && only.valid_from < body.valid_from) {
          await repo.closeRate(tx, only.commission_rate_id, dayBefore(body.valid_from));
        } else if (overlaps.length > 0) {
          throw new Conflict('another rate of this university and level applies in that window', [
            { field: 'body/valid_from', message: `overlaps rate ${overlaps.map((o) => o.commission_rate_id).join(', ')}` },
          ]);
        }
        const id = await repo.insertRate(tx, {
          university_id: body.university_id, course_level_id: levelId, rate_type: body.rate_type,
          rate_bp: body.rate_basis_points ?? null, flat_minor: body.flat_amount_minor ?? null, currency: body.currency ?? null,
          valid_from: body.valid_from, valid_to: body.valid_to ?? null, notes: body.notes ?? null,
        }, caller.userId);
        return repo.findRate(tx, id);
      });
    },

    plans: (caller: Caller) => plans(isPartner(caller) ? caller.userId : null),

    async setPlan(caller: Caller, body: PortalBody<'setAssociatePlan'>) {
      await assertPartnerUser(body.user_id, 'body/user_id');
      await db.transaction((tx) => repo.setPlan(tx, body.user_id, body.plan_type, caller.userId));
      return plans(body.user_id);
    },

    async getTarget(caller: Caller, query: PortalQuery<'getAnnualTarget'>) {
      if (query.franchise_id !== undefined && query.partner_user_id !== undefined && query.franchise_id !== query.partner_user_id) {
        throw new Invalid([{ field: 'querystring/partner_user_id', message: 'names another user than franchise_id' }]);
      }
      const userId = partnerIdOf(caller, query.partner_user_id ?? query.franchise_id, 'querystring/partner_user_id');
      const fy = fyOf(query.financial_year, 'querystring/financial_year');
      await reachPartner(db, caller, userId, query.partner_user_id !== undefined ? 'querystring/partner_user_id' : 'querystring/franchise_id');
      return targetOf(userId, fy);
    },

    async isTargetSet(caller: Caller, query: PortalQuery<'checkAnnualTargetSet'>) {
      const fy = fyOf(query.financial_year, 'querystring/financial_year');
      return { is_set: (await repo.findTarget(db, caller.userId, fy.fy)) !== undefined, financial_year: fy.fy };
    },

    async setTarget(caller: Caller, body: PortalBody<'setAnnualTarget'>): Promise<{ target: Target; created: boolean }> {
      if (body.target_type === 'revenue' && body.currency === undefined) throw new Invalid([{ field: 'body/currency', message: 'is required for a revenue target' }]);
      if (body.target_type === 'enrolments' && body.currency !== undefined) throw new Invalid([{ field: 'body/currency', message: 'is only for a revenue target' }]);
      const fy = fyOf(body.financial_year, 'body/financial_year');
      await assertPartnerUser(body.user_id, 'body/user_id');
      const created = await db.transaction((tx) => repo.upsertTarget(tx, {
        user_id: body.user_id, financial_year: fy.fy, target_type: body.target_type, target_value: body.target_value,
        currency: body.currency ?? null,
      }, caller.userId));
      return { target: (await targetOf(body.user_id, fy))!, created };
    },
  };
}

export type CommissionSettingsService = ReturnType<typeof makeCommissionSettingsService>;
