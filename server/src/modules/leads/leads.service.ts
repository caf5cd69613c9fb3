// The rules of the lead book: the list over the caller's reach, one lead with its category fields, the save that
// never makes a second lead for one person (a re-enquiry instead, also under concurrency: the database's unique keys
// decide), stage moves kept in the history, assignments in the timeline (by hand, or by the owner's rule), read
// marks, and the duplicate checks of the forms.
import type { LeadsOperations, LeadsSchemas, PortalQuery, QueryOf, BodyOf } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Invalid, NotFound, Unprocessable, type FieldError } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as activity from './activity.repository.ts';
import { checkFieldValues, refErrors, trimmedOrNull } from './lead-rules.ts';
import * as leadRows from './lead-row.repository.ts';
import type { LeadFields } from './lead-row.repository.ts';
import { makeLeadsCache, type LeadsCache } from './leads-cache.ts';
import * as list from './list.repository.ts';
import * as repo from './leads.repository.ts';
import * as refs from './refs.repository.ts';
import * as followUps from './followups.repository.ts';

type Lead = LeadsSchemas['Lead'];
type LeadDetails = LeadsSchemas['LeadDetails'];
/**
 * The save body. The generator renders the schema's "email or mobile" anyOf as a union with two one-field members;
 * the validated body is always the full object (first_name is required), which this picks out.
 */
export type SaveBody = Extract<BodyOf<LeadsOperations['saveLead']>, { first_name: string }>;
type Outcome = LeadsSchemas['LeadSaveResult']['outcome'];

export const FOREIGN_LEAD = 'is already registered with another partner';

/** What a create met: a new lead, a re-enquiry of a lead the caller reaches, or another partner's lead. */
export type CreateOutcome =
  | { kind: 'created'; leadId: number }
  | { kind: 're_enquiry'; leadId: number }
  | { kind: 'foreign'; field: 'mobile' | 'email' };

/** The start of the current UTC day, for the daily caps. */
export const dayStart = (now: Date): string => `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;

export function makeLeadsService({ db, clock }: Pick<Deps, 'db' | 'clock'>, cache: LeadsCache = makeLeadsCache(db)) {
  async function details(q: Queryable, leadId: number): Promise<LeadDetails> {
    const row = await leadRows.findLeadRow(q, leadId);
    if (!row) throw new NotFound(`path/id: no lead ${leadId}`);
    const lead = leadRows.toLead(row, clock.now());
    const defs = lead.category_id === null ? [] : await refs.categoryFields(q, lead.category_id);
    const values = new Map(lead.category_field_values.map((v) => [v.field_id, v.value]));
    return {
      ...lead,
      category_fields: defs.map((d) => ({ ...d, value: values.get(d.field_id) ?? null })),
      last_follow_up: await followUps.latestFollowUp(q, leadId),
    };
  }

  /** The stage, its sub-stage and every other reference of a lead's fields, as 422s naming the field. */
  async function checkReferences(q: Queryable, fields: LeadFields, ownerRole: Caller['role'], base = 'body'): Promise<refs.StageRow> {
    const stage = await refs.findStage(q, fields.stage_id);
    const check = await refs.checkRefs(q, { ...fields, owner_role: ownerRole });
    const bad = refErrors(check, base);
    if (!stage) bad.unshift({ field: `${base}/stage_id`, message: 'is not an active stage' });
    if (bad.length > 0 || !stage) throw new Unprocessable('a referenced record does not fit the lead', bad);
    return stage;
  }

  async function checkValues(q: Queryable, categoryId: number | null, values: SaveBody['category_field_values']): Promise<void> {
    if (values === undefined) return;
    if (categoryId === null) {
      if (values.length > 0) throw new Unprocessable('a lead without a category has no category fields', [{ field: 'body/category_field_values', message: 'needs a category_id' }]);
      return;
    }
    checkFieldValues(await refs.categoryFields(q, categoryId), values);
  }

  /** Assigns a new lead by the owner's rule (when it has one that is not manual); answers the assignee. */
  async function assignByRule(tx: Queryable, leadId: number, owner: number, fields: LeadFields, at: string): Promise<number | null> {
    const rule = await activity.findRule(tx, owner, true);
    if (!rule || rule.mode === 'manual') return null;
    const picked = await activity.pickAssignee(tx, rule, fields, dayStart(new Date(at)));
    if (!picked) return null;
    await repo.setAssignee(tx, leadId, picked.userId, at);
    await activity.addAssignment(tx, { leadId, from: null, to: picked.userId, by: null, method: picked.method, at });
    await activity.addHistory(tx, {
      leadId, action: 'assigned', by: null, at,
      changes: [{ field: 'assigned_to', old_value: null, new_value: await activity.displayNames(tx, 'user', picked.userId) }],
    });
    return picked.userId;
  }

  /**
   * Creates a lead in the caller's transaction, or records a re-enquiry of the lead that already holds the mobile or
   * email (the unique keys decide, so concurrent creates of one person make one lead). The caller's checks ran before.
   */
  async function createInTx(
    tx: Queryable,
    caller: Caller,
    fields: LeadFields,
    values: { field_id: number; value: LeadsSchemas['LeadFieldValue'] }[] | undefined,
    options: { autoAssign: boolean; action: 'created' | 'imported'; at: string },
  ): Promise<CreateOutcome> {
    const first = await refs.firstStage(tx);
    const stage = (await refs.findStage(tx, fields.stage_id)) ?? first;
    const leadId = await repo.insertLead(tx, caller.userId, caller.userId, fields, {
      is_counseled: stage.is_counseled,
      first_contacted_at: stage.stage_id !== first.stage_id ? options.at : null,
      now: options.at,
    });
    if (leadId === undefined) {
      const [existing] = await repo.findByContact(tx, caller, { email: fields.email, mobile: fields.mobile });
      if (!existing) throw new Conflict('the lead changed while saving; try again');
      await repo.recordReEnquiry(tx, existing.lead_id, options.at);
      await activity.addHistory(tx, {
        leadId: existing.lead_id, action: 're_enquiry', sourceId: fields.source_id, by: caller.userId, at: options.at,
        changes: [{ field: 're_enquiry_count', old_value: null, new_value: existing.matched_mobile ? 'same mobile' : 'same email' }],
      });
      await repo.refreshScore(tx, existing.lead_id);
      if (existing.reachable) return { kind: 're_enquiry', leadId: existing.lead_id };
      return { kind: 'foreign', field: existing.matched_mobile ? 'mobile' : 'email' };
    }
    await activity.addHistory(tx, { leadId, action: options.action, by: caller.userId, at: options.at, sourceId: fields.source_id });
    if (values !== undefined) await repo.replaceFieldValues(tx, leadId, values);
    if (fields.assigned_to !== null) {
      await activity.addAssignment(tx, { leadId, from: null, to: fields.assigned_to, by: caller.userId, method: 'manual', at: options.at });
    } else if (options.autoAssign) {
      await assignByRule(tx, leadId, caller.userId, fields, options.at);
    }
    await repo.refreshScore(tx, leadId);
    return { kind: 'created', leadId };
  }

  function fieldsOf(body: SaveBody, stageId: number): LeadFields {
    return {
      first_name: body.first_name.trim(),
      last_name: trimmedOrNull(body.last_name),
      email: trimmedOrNull(body.email),
      mobile: body.mobile ?? null,
      alternate_mobiles: body.alternate_mobiles ?? [],
      country_id: body.country_id ?? null,
      course_level_id: body.course_level_id ?? null,
      intake: body.intake ?? null,
      state_id: body.state_id ?? null,
      city_id: body.city_id ?? null,
      source_id: body.source_id ?? null,
      medium_id: body.medium_id ?? null,
      campaign_id: body.campaign_id ?? null,
      category_id: body.category_id ?? null,
      stage_id: stageId,
      sub_stage_id: body.sub_stage_id ?? null,
      assigned_to: body.assigned_to ?? null,
      next_follow_up_at: body.next_follow_up_at ?? null,
      reminder_at: body.reminder_at ?? null,
      reminder_note: trimmedOrNull(body.reminder_note),
      notes: trimmedOrNull(body.notes),
    };
  }

  function checkBasics(fields: Pick<LeadFields, 'first_name' | 'email' | 'mobile'>): void {
    const bad: FieldError[] = [];
    if (fields.first_name === '') bad.push({ field: 'body/first_name', message: 'must not be blank' });
    if (fields.email === null && fields.mobile === null) bad.push({ field: 'body/email', message: 'or body/mobile is required' });
    if (bad.length > 0) throw new Invalid(bad);
  }

  async function create(caller: Caller, body: SaveBody): Promise<{ lead: LeadDetails; outcome: Outcome }> {
    const first = await refs.firstStage(db);
    const fields = fieldsOf(body, body.stage_id ?? first.stage_id);
    checkBasics(fields);
    const stage = await checkReferences(db, fields, caller.role);
    checkNotWon(stage);
    if (stage.requires_follow_up && fields.next_follow_up_at === null) {
      throw new Unprocessable(`the stage ${stage.name} requires a follow-up`, [{ field: 'body/stage_id', message: `${stage.name} needs next_follow_up_at (a planned follow-up)` }]);
    }
    await checkValues(db, fields.category_id, body.category_field_values);
    const at = clock.now().toISOString();
    const outcome = await db.transaction((tx) => createInTx(tx, caller, fields, body.category_field_values, { autoAssign: true, action: 'created', at }));
    // Another partner's lead: its owner keeps the re-enquiry (committed above); the caller learns nothing more.
    if (outcome.kind === 'foreign') {
      throw new Conflict(`the ${outcome.field} ${FOREIGN_LEAD}`, [{ field: `body/${outcome.field}`, message: FOREIGN_LEAD }]);
    }
    return { lead: await details(db, outcome.leadId), outcome: outcome.kind === 'created' ? 'created' : 're_enquiry' };
  }

  async function update(caller: Caller, leadId: number, body: SaveBody): Promise<{ lead: LeadDetails; outcome: Outcome }> {
    const at = clock.now().toISOString();
    await db.transaction(async (tx) => {
      const before = await repo.lockLead(tx, leadId);
      if (!before) throw new NotFound(`body/lead_id: no lead ${leadId}`);
      const given = fieldsOf(body, body.stage_id ?? before.stage_id);
      const merged: LeadFields = { ...before };
      const changed: Partial<LeadFields> = {};
      for (const key of Object.keys(given) as (keyof LeadFields)[]) {
        const present = key === 'first_name' || key === 'stage_id' || (body as Record<string, unknown>)[key] !== undefined;
        if (!present) continue;
        // A new stage without a sub-stage given clears the old sub-stage (it belonged to the old stage).
        (merged as Record<string, unknown>)[key] = given[key];
      }
      if (body.sub_stage_id === undefined && merged.stage_id !== before.stage_id) merged.sub_stage_id = null;
      checkBasics(merged);
      const stage = await checkReferences(tx, merged, (await refs.userRole(tx, before.owner_user_id)) ?? caller.role);
      for (const key of Object.keys(given) as (keyof LeadFields)[]) {
        const a = JSON.stringify(normal(before[key]));
        const b = JSON.stringify(normal(merged[key]));
        if (a !== b) (changed as Record<string, unknown>)[key] = merged[key];
      }
      if (changed.stage_id !== undefined && before.student_user_id === null) checkNotWon(stage);
      if (changed.stage_id !== undefined && stage.requires_follow_up && merged.next_follow_up_at === null) {
        throw new Unprocessable(`the stage ${stage.name} requires a follow-up`, [{ field: 'body/stage_id', message: `${stage.name} needs next_follow_up_at (a planned follow-up)` }]);
      }
      if (changed.category_id !== undefined || body.category_field_values !== undefined) {
        await checkValues(tx, merged.category_id, body.category_field_values ?? []);
      }
      if (changed.email !== undefined || changed.mobile !== undefined) {
        const clash = await repo.findByContact(tx, caller, { email: changed.email ?? null, mobile: changed.mobile ?? null }, leadId);
        if (clash.length > 0) {
          const field = clash[0].matched_mobile && changed.mobile !== undefined ? 'mobile' : 'email';
          const message = clash[0].reachable ? `is already lead ${clash[0].lead_id}` : FOREIGN_LEAD;
          throw new Conflict(`the ${field} ${message}`, [{ field: `body/${field}`, message }]);
        }
      }
      const first = await refs.firstStage(tx);
      const extra: Parameters<typeof repo.updateLead>[3] = { now: at };
      if (changed.stage_id !== undefined) {
        extra.is_counseled = stage.is_counseled;
        extra.last_activity_at = at;
        if (before.first_contacted_at === null && before.stage_id === first.stage_id) extra.first_contacted_at = at;
        await activity.addHistory(tx, {
          leadId, action: 'stage_changed', by: caller.userId, at,
          changes: [
            { field: 'stage', old_value: await activity.displayNames(tx, 'stage', before.stage_id), new_value: stage.name },
            { field: 'sub_stage', old_value: await activity.displayNames(tx, 'sub_stage', before.sub_stage_id), new_value: await activity.displayNames(tx, 'sub_stage', merged.sub_stage_id) },
          ],
        });
      }
      if (changed.assigned_to !== undefined) {
        extra.is_read = false;
        await activity.addAssignment(tx, { leadId, from: before.assigned_to, to: merged.assigned_to, by: caller.userId, method: 'manual', at });
        await activity.addHistory(tx, {
          leadId, action: 'assigned', by: caller.userId, at,
          changes: [{ field: 'assigned_to', old_value: await activity.displayNames(tx, 'user', before.assigned_to), new_value: await activity.displayNames(tx, 'user', merged.assigned_to) }],
        });
      }
      if (changed.reminder_at !== undefined || changed.reminder_note !== undefined) {
        await activity.addHistory(tx, {
          leadId, action: 'reminder_set', by: caller.userId, at,
          changes: [{ field: 'reminder_at', old_value: isoText(before.reminder_at), new_value: isoText(merged.reminder_at) }],
        });
      }
      const plain = Object.keys(changed).filter((k) => !['stage_id', 'sub_stage_id', 'assigned_to', 'reminder_at', 'reminder_note'].includes(k)) as (keyof LeadFields)[];
      if (plain.length > 0 || body.category_field_values !== undefined) {
        await activity.addHistory(tx, {
          leadId, action: 'updated', by: caller.userId, at,
          changes: plain.map((k) => ({ field: k, old_value: text(before[k]), new_value: text(merged[k]) })),
        });
      }
      if (!(await repo.updateLead(tx, leadId, changed, extra))) {
        throw new Conflict('the email or mobile is already another lead', [{ field: 'body/mobile', message: 'or body/email is already another lead' }]);
      }
      if (body.category_field_values !== undefined) await repo.replaceFieldValues(tx, leadId, body.category_field_values);
      else if (changed.category_id !== undefined) await repo.replaceFieldValues(tx, leadId, []);
      await repo.refreshScore(tx, leadId);
    });
    return { lead: await details(db, leadId), outcome: 'updated' };
  }

  return {
    details: (leadId: number) => details(db, leadId),
    createInTx,
    checkReferences,

    async list(caller: Caller, query: QueryOf<LeadsOperations['listLeads']>): Promise<Page<Lead>> {
      checkPeriod(query);
      return list.listLeads(db, cache, caller, query, pageWindow(query), clock.now());
    },

    save(caller: Caller, body: SaveBody): Promise<{ lead: LeadDetails; outcome: Outcome }> {
      return body.lead_id === undefined ? create(caller, body) : update(caller, body.lead_id, body);
    },

    async markRead(caller: Caller, body: BodyOf<LeadsOperations['markLeadsAsRead']>): Promise<LeadsOperations['markLeadsAsRead']['responses'][200]['content']['application/json']['data']> {
      const isRead = body.is_read ?? true;
      const at = clock.now().toISOString();
      const updated = await db.transaction(async (tx) => {
        const ids = await repo.setRead(tx, body.lead_ids, isRead);
        for (const leadId of ids) {
          await activity.addHistory(tx, { leadId, action: 'marked_read', by: caller.userId, at, changes: [{ field: 'is_read', old_value: String(!isRead), new_value: String(isRead) }] });
        }
        return ids.length;
      });
      return { lead_ids: body.lead_ids, is_read: isRead, updated };
    },

    async checkDuplicate(caller: Caller, query: QueryOf<LeadsOperations['checkLeadDuplicate']>): Promise<LeadsSchemas['LeadExistsResult']> {
      if (query.email === undefined && query.mobile === undefined) {
        throw new Invalid([{ field: 'querystring/email', message: 'or querystring/mobile is required' }]);
      }
      const found = await repo.findByContact(db, caller, { email: query.email, mobile: query.mobile }, query.exclude_lead_id);
      if (found.length === 0) return { exists: false, reachable: false, matched_on: [], lead: null };
      const matched = new Set<'email' | 'mobile'>();
      for (const f of found) {
        if (f.matched_mobile) matched.add('mobile');
        if (f.matched_email) matched.add('email');
      }
      const mine = found.find((f) => f.reachable);
      if (!mine) return { exists: true, reachable: false, matched_on: [...matched], lead: null };
      const row = await leadRows.findLeadRow(db, mine.lead_id);
      if (!row) return { exists: false, reachable: false, matched_on: [], lead: null };
      const lead = leadRows.toLead(row, clock.now());
      return {
        exists: true,
        reachable: true,
        matched_on: [...matched],
        lead: {
          lead_id: lead.lead_id, first_name: lead.first_name, last_name: lead.last_name, stage_name: lead.stage_name,
          created_at: lead.created_at, owner: lead.owner, assigned_to: lead.assigned_to,
        },
      };
    },

    async checkByContact(caller: Caller, query: PortalQuery<'checkLeadExistsByContact'>): Promise<{ exists: boolean; reachable: boolean; lead_id: number | null; is_student: boolean }> {
      if (query.email === undefined && query.mobile === undefined) {
        throw new Invalid([{ field: 'querystring/email', message: 'or querystring/mobile is required' }]);
      }
      const found = await repo.findByContact(db, caller, { email: query.email, mobile: query.mobile });
      const mine = found.find((f) => f.reachable);
      return {
        exists: found.length > 0,
        reachable: mine !== undefined,
        lead_id: mine?.lead_id ?? null,
        is_student: await repo.studentWithContact(db, query.email ?? null, query.mobile ?? null),
      };
    },

    async fieldValues(query: QueryOf<LeadsOperations['listLeadCategoryFieldValues']>) {
      const row = await leadRows.findLeadRow(db, query.lead_id);
      if (!row) throw new NotFound(`querystring/lead_id: no lead ${query.lead_id}`);
      const categoryId = query.category_id ?? row.category_id;
      if (categoryId === null) return { lead_id: row.lead_id, category_id: null, fields: [] };
      const category = await refs.findCategory(db, categoryId);
      if (!category) throw new Unprocessable('no such category', [{ field: 'querystring/category_id', message: 'is not a category' }]);
      if (!category.user_types.includes(row.owner.type)) {
        throw new Unprocessable("the category is not one of the owner's role", [{ field: 'querystring/category_id', message: "is not a category of the lead owner's role" }]);
      }
      const values = new Map(row.field_values.map((v) => [v.field_id, v.value]));
      const defs = await refs.categoryFields(db, categoryId);
      return { lead_id: row.lead_id, category_id: categoryId, fields: defs.map((d) => ({ ...d, value: values.get(d.field_id) ?? null })) };
    },

    history: (leadId: number, query: { page?: number; page_size?: number }) => activity.listHistory(db, leadId, pageWindow(query)),
    followUps: (leadId: number, query: { page?: number; page_size?: number }) => followUps.listFollowUps(db, leadId, pageWindow(query)),
    timeline: (leadId: number) => activity.timeline(db, leadId),

    /** Gives the leads to one assignee (null: back to their owners); every change in the timeline and history. */
    async assign(caller: Caller, body: BodyOf<LeadsOperations['assignLeads']>): Promise<LeadsSchemas['LeadAssignResult']> {
      const at = clock.now().toISOString();
      const updated = await db.transaction(async (tx) => {
        const rows = await repo.lockLeads(tx, body.lead_ids);
        const newName = await activity.displayNames(tx, 'user', body.assigned_to);
        let count = 0;
        for (const row of rows) {
          if (row.assigned_to === body.assigned_to) continue;
          await repo.setAssignee(tx, row.lead_id, body.assigned_to, at);
          await activity.addAssignment(tx, { leadId: row.lead_id, from: row.assigned_to, to: body.assigned_to, by: caller.userId, method: 'manual', at });
          await activity.addHistory(tx, {
            leadId: row.lead_id, action: 'assigned', by: caller.userId, at,
            changes: [{ field: 'assigned_to', old_value: await activity.displayNames(tx, 'user', row.assigned_to), new_value: newName }],
          });
          count += 1;
        }
        return count;
      });
      return { lead_ids: body.lead_ids, assigned_to: body.assigned_to, updated };
    },
  };
}

/** The won stage is reached only by converting the lead into a student (so a won lead always names its student). */
export function checkNotWon(stage: refs.StageRow, field = 'body/stage_id'): void {
  if (stage.is_won) {
    throw new Unprocessable(`the stage ${stage.name} is reached by converting the lead`, [{ field, message: `${stage.name} is reached through POST /my-lead/convert-to-student` }]);
  }
}

/** `from` after `to` is refused (422 on querystring/from). */
export function checkPeriod(query: { from?: string; to?: string }): void {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    throw new Unprocessable('the period ends before it starts', [{ field: 'querystring/from', message: 'must not be after querystring/to' }]);
  }
}

const normal = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? new Date(v).toISOString() : v);
const isoText = (v: unknown): string | null => (v === null || v === undefined ? null : String(normal(v)));
const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.join(', ');
  return String(normal(v));
};

export type LeadsService = ReturnType<typeof makeLeadsService>;
