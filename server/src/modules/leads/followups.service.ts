// Follow-ups: logged as done, planned for later, or a planned one completed with its outcome; each may move the
// stage (kept in the history). The first completed follow-up is the lead's first contact (speed to lead). Due ones
// are reminded once, across servers, by the schedule (sendDueReminders).
import type { BodyOf, LeadsOperations, LeadsSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, NotFound, Unprocessable, type FieldError } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { notify } from '../messaging/index.ts';
import * as activity from './activity.repository.ts';
import { trimmedOrNull } from './lead-rules.ts';
import type { LeadFields } from './lead-row.repository.ts';
import * as repo from './leads.repository.ts';
import { checkNotWon, type LeadsService } from './leads.service.ts';
import * as refs from './refs.repository.ts';
import * as followUps from './followups.repository.ts';

type Body = BodyOf<LeadsOperations['saveLeadFollowUp']>;
type Result = LeadsSchemas['FollowUpSaveResult'];

export function makeFollowUpsService({ db, clock }: Pick<Deps, 'db' | 'clock'>, leads: LeadsService) {
  function checkBody(body: Body, now: Date): void {
    const bad: FieldError[] = [];
    const future = (value: string | null | undefined) => value === undefined || value === null || new Date(value).getTime() > now.getTime();
    if (body.follow_up_id !== undefined && body.due_at !== undefined) bad.push({ field: 'body/due_at', message: 'cannot be given with follow_up_id' });
    if (body.follow_up_id !== undefined && body.outcome === undefined) bad.push({ field: 'body/outcome', message: 'is required to complete a follow-up' });
    if (body.follow_up_id === undefined && body.due_at !== undefined && body.outcome !== undefined) bad.push({ field: 'body/outcome', message: 'is given when the planned follow-up is completed' });
    if (!future(body.due_at)) bad.push({ field: 'body/due_at', message: 'must be in the future' });
    if (!future(body.next_follow_up_at)) bad.push({ field: 'body/next_follow_up_at', message: 'must be in the future' });
    if (body.note.trim() === '') bad.push({ field: 'body/note', message: 'must not be blank' });
    if (bad.length > 0) throw new Unprocessable('the follow-up does not fit', bad);
  }

  return {
    async save(caller: Caller, body: Body): Promise<{ result: Result; completedPlanned: boolean }> {
      const now = clock.now();
      const at = now.toISOString();
      checkBody(body, now);
      const followUpId = await db.transaction(async (tx) => {
        const lead = await repo.lockLead(tx, body.lead_id);
        if (!lead) throw new NotFound(`body/lead_id: no lead ${body.lead_id}`);
        if (body.follow_up_id !== undefined) {
          const planned = await followUps.lockFollowUp(tx, body.follow_up_id);
          if (!planned || planned.lead_id !== body.lead_id) {
            throw new NotFound(`body/follow_up_id: no follow-up ${body.follow_up_id} of lead ${body.lead_id}`, [{ field: 'body/follow_up_id', message: 'is not a follow-up of the lead' }]);
          }
          if (planned.completed_at !== null) {
            throw new Conflict('the follow-up is already completed', [{ field: 'body/follow_up_id', message: 'is already completed' }]);
          }
        }
        const stageId = body.stage_id ?? lead.stage_id;
        const subStageId = body.sub_stage_id !== undefined ? body.sub_stage_id : stageId === lead.stage_id ? lead.sub_stage_id : null;
        const stage = await leads.checkReferences(tx, { ...lead, stage_id: stageId, sub_stage_id: subStageId }, (await refs.userRole(tx, lead.owner_user_id)) ?? caller.role);
        const moved = stageId !== lead.stage_id || subStageId !== lead.sub_stage_id;
        if (stageId !== lead.stage_id && lead.student_user_id === null) checkNotWon(stage);
        const completes = body.due_at === undefined;
        const write = {
          channel: body.channel,
          note: body.note.trim(),
          outcome: body.outcome ?? null,
          outcome_note: trimmedOrNull(body.outcome_note),
          completed_at: completes ? at : null,
          completed_by: completes ? caller.userId : null,
          from_stage_id: moved ? lead.stage_id : null,
          to_stage_id: moved ? stageId : null,
          from_sub_stage_id: moved ? lead.sub_stage_id : null,
          to_sub_stage_id: moved ? subStageId : null,
          next_follow_up_at: body.next_follow_up_at ?? null,
        };
        let id: number;
        if (body.follow_up_id !== undefined) {
          id = body.follow_up_id;
          await followUps.completeFollowUp(tx, id, write);
        } else {
          id = await followUps.insertFollowUp(tx, { ...write, lead_id: lead.lead_id, due_at: body.due_at ?? null, created_by: caller.userId, created_at: at });
        }
        await activity.addHistory(tx, {
          leadId: lead.lead_id, action: completes && body.follow_up_id !== undefined ? 'follow_up_completed' : 'follow_up_added', by: caller.userId, at,
          changes: [
            { field: 'channel', old_value: null, new_value: body.channel },
            ...(body.due_at ? [{ field: 'due_at', old_value: null, new_value: new Date(body.due_at).toISOString() }] : []),
            ...(body.outcome ? [{ field: 'outcome', old_value: null, new_value: body.outcome }] : []),
          ],
        });
        const first = await refs.firstStage(tx);
        const changed: Partial<LeadFields> = {};
        const extra: Parameters<typeof repo.updateLead>[3] = { now: at, last_activity_at: at };
        if (moved) {
          changed.stage_id = stageId;
          changed.sub_stage_id = subStageId;
          extra.is_counseled = stage.is_counseled;
          await activity.addHistory(tx, {
            leadId: lead.lead_id, action: 'stage_changed', by: caller.userId, at,
            changes: [
              { field: 'stage', old_value: await activity.displayNames(tx, 'stage', lead.stage_id), new_value: stage.name },
              { field: 'sub_stage', old_value: await activity.displayNames(tx, 'sub_stage', lead.sub_stage_id), new_value: await activity.displayNames(tx, 'sub_stage', subStageId) },
            ],
          });
        }
        if (lead.first_contacted_at === null && (completes || (moved && lead.stage_id === first.stage_id && stageId !== first.stage_id))) {
          extra.first_contacted_at = at;
        }
        if (body.next_follow_up_at !== undefined) changed.next_follow_up_at = body.next_follow_up_at;
        else {
          const earliest = await followUps.earliestOpenFollowUp(tx, lead.lead_id);
          if (earliest !== null) changed.next_follow_up_at = new Date(earliest).toISOString();
          else if (body.follow_up_id !== undefined) changed.next_follow_up_at = null;
        }
        await repo.updateLead(tx, lead.lead_id, changed, extra);
        await repo.refreshScore(tx, lead.lead_id);
        return id;
      });
      const followUp = await followUps.findFollowUp(db, followUpId);
      const lead = await leads.details(body.lead_id);
      if (!followUp) throw new NotFound(`no follow-up ${followUpId}`);
      const { category_fields: _fields, last_follow_up: _last, ...plain } = lead;
      return { result: { follow_up: followUp, lead: plain }, completedPlanned: body.follow_up_id !== undefined };
    },

    /**
     * Notifies the person working each lead (its assignee, else its owner) of the follow-ups and reminders that came
     * due. Each is claimed (skip locked) and marked notified in the same transaction as its notification: sent once
     * across servers. Answers how many were sent.
     */
    async sendDueReminders(limit = 200): Promise<number> {
      const at = clock.now().toISOString();
      return db.transaction(async (tx) => {
        const due = await followUps.claimDueReminders(tx, at, limit);
        for (const d of due) {
          const what = d.kind === 'follow_up' ? 'Follow-up due' : 'Reminder';
          await notify(tx, {
            userIds: [d.user_id],
            name: d.kind === 'follow_up' ? 'lead_follow_up_due' : 'lead_reminder_due',
            heading: `${what}: ${d.lead_name}`.slice(0, 200),
            text: d.note === '' ? `${what} for ${d.lead_name}.` : d.note,
            link: `/my_leads/${d.lead_id}`,
          });
        }
        return due.length;
      });
    },
  };
}

export type FollowUpsService = ReturnType<typeof makeFollowUpsService>;
