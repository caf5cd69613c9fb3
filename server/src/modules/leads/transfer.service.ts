// Leads in and out: the CSV import (row by row, all in one transaction, with its report), the CSV export of the
// filtered list, and the conversion of a lead into a student account through the portal's create-student rules.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { BodyOf, LeadsOperations, LeadsSchemas, QueryOf } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Invalid, NotFound, Unprocessable, type FieldError } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { makeStudentsService } from '../applications/index.ts';
import * as activity from './activity.repository.ts';
import { formatIntake, sanitiseMobile, trimmedOrNull } from './lead-rules.ts';
import type { LeadFields } from './lead-row.repository.ts';
import * as list from './list.repository.ts';
import * as repo from './leads.repository.ts';
import { checkPeriod, type LeadsService } from './leads.service.ts';
import * as refs from './refs.repository.ts';

type ImportRow = LeadsSchemas['LeadImportRow'];

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
export const EXPORT_MAX_ROWS = 50_000;

const COLUMNS = [
  'first_name', 'last_name', 'email', 'mobile', 'alternate_mobiles', 'intake', 'notes', 'source', 'medium', 'campaign',
  'stage', 'state', 'city',
] as const;
type Column = (typeof COLUMNS)[number];

/** A CSV could not be read, or is larger than allowed (413). */
export class TooLarge extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9]{6,15}$/;

/** A text cell a spreadsheet would run as a formula gets a leading ' (CSV injection). */
const cell = (value: string | null): string => (value === null ? '' : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const name = (p: { first_name: string; last_name: string } | null): string => (p ? `${p.first_name} ${p.last_name}`.trim() : '');

export function makeTransferService(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mail'>, leads: LeadsService) {
  const { db, clock } = deps;
  const students = makeStudentsService(deps);

  /** Reads the file's rows as records by column; 400 on body/file for a file without first_name or with unknown columns. */
  function readCsv(bytes: Buffer): Record<Column, string>[] {
    if (bytes.length > IMPORT_MAX_BYTES) throw new TooLarge(`the file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
    let rows: string[][];
    try {
      rows = parse(bytes, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: false, to_line: IMPORT_MAX_ROWS + 2 });
    } catch (error) {
      throw new Invalid([{ field: 'body/file', message: `is not a readable CSV: ${(error as Error).message.slice(0, 200)}` }]);
    }
    const [header, ...data] = rows;
    if (!header) throw new Invalid([{ field: 'body/file', message: 'is empty: the first line must name the columns' }]);
    const names = header.map((h) => h.trim().toLowerCase());
    const unknown = names.filter((n) => !(COLUMNS as readonly string[]).includes(n));
    if (unknown.length > 0) throw new Invalid([{ field: 'body/file', message: `has unknown columns: ${unknown.join(', ')} (known: ${COLUMNS.join(', ')})` }]);
    if (!names.includes('first_name')) throw new Invalid([{ field: 'body/file', message: 'must have a first_name column' }]);
    if (new Set(names).size !== names.length) throw new Invalid([{ field: 'body/file', message: 'names a column twice' }]);
    if (data.length > IMPORT_MAX_ROWS) throw new TooLarge(`the file has more than ${IMPORT_MAX_ROWS} rows`);
    return data.map((cells) => Object.fromEntries(COLUMNS.map((c) => [c, cells[names.indexOf(c)] ?? ''])) as Record<Column, string>);
  }

  return {
    async importCsv(caller: Caller, bytes: Buffer): Promise<LeadsSchemas['LeadImportReport']> {
      const records = readCsv(bytes);
      const masters = await refs.masterNames(db);
      const find = (kind: string, text: string, parent?: number | null) =>
        masters.find((m) => m.kind === kind && m.name.toLowerCase() === text.toLowerCase() && (parent === undefined || parent === null || m.parent === null || m.parent === parent));
      const importSource = await refs.sourceIdByName(db, 'Import');
      const first = await refs.firstStage(db);
      const at = clock.now().toISOString();
      const report: ImportRow[] = [];
      await db.transaction(async (tx) => {
        for (const [i, r] of records.entries()) {
          const row = i + 2;
          const errors: FieldError[] = [];
          const bad = (field: string, message: string) => errors.push({ field, message });
          const email = trimmedOrNull(r.email);
          const mobile = trimmedOrNull(r.mobile) === null ? null : sanitiseMobile(r.mobile);
          const alternates = r.alternate_mobiles.split(';').map((m) => m.trim()).filter((m) => m !== '').map(sanitiseMobile);
          if (r.first_name === '') bad('first_name', 'is required');
          if (r.first_name.length > 80) bad('first_name', 'must have at most 80 characters');
          if (r.last_name.length > 80) bad('last_name', 'must have at most 80 characters');
          if (email === null && mobile === null) bad('email', 'or mobile is required');
          if (email !== null && (!EMAIL.test(email) || email.length > 254)) bad('email', 'is not an email address');
          if (mobile !== null && !MOBILE.test(mobile)) bad('mobile', 'is not a mobile number');
          if (alternates.some((m) => !MOBILE.test(m)) || alternates.length > 5) bad('alternate_mobiles', 'must be up to 5 mobile numbers separated by ;');
          if (r.notes.length > 5000) bad('notes', 'must have at most 5000 characters');
          const source = r.source === '' ? undefined : find('source', r.source);
          if (r.source !== '' && !source) bad('source', `is not a source: ${r.source}`);
          const medium = r.medium === '' ? undefined : find('medium', r.medium, source?.id);
          if (r.medium !== '' && !medium) bad('medium', `is not a medium${source ? ' of the source' : ''}: ${r.medium}`);
          const campaign = r.campaign === '' ? undefined : find('campaign', r.campaign, source?.id);
          if (r.campaign !== '' && !campaign) bad('campaign', `is not a campaign${source ? ' of the source' : ''}: ${r.campaign}`);
          const stage = r.stage === '' ? undefined : find('stage', r.stage);
          if (r.stage !== '' && !stage) bad('stage', `is not a stage: ${r.stage}`);
          const state = r.state === '' ? undefined : find('state', r.state);
          if (r.state !== '' && !state) bad('state', `is not a state of India: ${r.state}`);
          const city = r.city === '' ? undefined : find('city', r.city, state?.id);
          if (r.city !== '' && !city) bad('city', `is not a city${state ? ' of the state' : ''}: ${r.city}`);
          if (errors.length > 0) {
            report.push({ row, outcome: 'invalid', lead_id: null, errors });
            continue;
          }
          const intake = trimmedOrNull(r.intake) === null ? null : formatIntake(r.intake) || null;
          const fields: LeadFields = {
            first_name: r.first_name, last_name: trimmedOrNull(r.last_name), email, mobile, alternate_mobiles: [...new Set(alternates)],
            country_id: null, course_level_id: null, intake, state_id: state?.id ?? null, city_id: city?.id ?? null,
            source_id: source?.id ?? importSource ?? null, medium_id: medium?.id ?? null, campaign_id: campaign?.id ?? null,
            category_id: null, stage_id: stage?.id ?? first.stage_id, sub_stage_id: null, assigned_to: null,
            next_follow_up_at: null, reminder_at: null, reminder_note: null, notes: trimmedOrNull(r.notes),
          };
          const outcome = await leads.createInTx(tx, caller, fields, undefined, { autoAssign: true, action: 'imported', at });
          if (outcome.kind === 'foreign') {
            report.push({ row, outcome: 'invalid', lead_id: null, errors: [{ field: outcome.field, message: 'is already registered with another partner' }] });
          } else {
            report.push({ row, outcome: outcome.kind, lead_id: outcome.leadId, errors: [] });
          }
        }
      });
      return {
        total: report.length,
        created: report.filter((r) => r.outcome === 'created').length,
        re_enquiries: report.filter((r) => r.outcome === 're_enquiry').length,
        invalid: report.filter((r) => r.outcome === 'invalid').length,
        rows: report,
      };
    },

    /** The CSV of the filtered list, and the day it was made (in India) for the file name. */
    async exportCsv(caller: Caller, query: QueryOf<LeadsOperations['exportLeads']>): Promise<{ csv: string; day: string }> {
      checkPeriod(query);
      const now = clock.now();
      const rows = await list.exportLeads(db, caller, query, EXPORT_MAX_ROWS, now);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
      const csv = stringify(
        rows.map((l) => [
          l.lead_id, cell(l.first_name), cell(l.last_name), cell(l.email), cell(l.mobile), cell(l.alternate_mobiles.join(';')),
          cell(l.stage_name), cell(l.sub_stage_name), cell(l.category_name), cell(l.source_name), cell(l.medium_name),
          cell(l.campaign_name), cell(l.state_name), cell(l.city_name), cell(l.country_name), cell(l.course_level_name),
          cell(l.intake), cell(name(l.owner)), cell(name(l.assigned_to)), l.score, l.re_enquiry_count,
          l.speed_to_lead_minutes ?? '', l.contact_overdue ? 'yes' : 'no', l.next_follow_up_at ?? '', l.created_at, l.updated_at,
        ]),
        {
          header: true,
          columns: [
            'lead_id', 'first_name', 'last_name', 'email', 'mobile', 'alternate_mobiles', 'stage', 'sub_stage', 'category',
            'source', 'medium', 'campaign', 'state', 'city', 'country', 'course_level', 'intake', 'owner', 'assigned_to',
            'score', 're_enquiry_count', 'speed_to_lead_minutes', 'contact_overdue', 'next_follow_up_at', 'created_at',
            'updated_at',
          ],
        },
      );
      return { csv, day };
    },

    /**
     * Creates the student through the create-student rules, then links the lead to it (won stage, history). A claim
     * on the lead (converted_at) keeps two conversions of one lead apart; it is released when the student cannot be
     * created.
     */
    async convert(caller: Caller, body: BodyOf<LeadsOperations['convertLeadToStudent']>): Promise<LeadsSchemas['LeadConvertResult']> {
      const at = clock.now().toISOString();
      const lead = await db.transaction(async (tx) => {
        const state = await repo.lockLead(tx, body.lead_id);
        if (!state) throw new NotFound(`body/lead_id: no lead ${body.lead_id}`);
        if (state.student_user_id !== null) {
          throw new Conflict(`the lead is already student ${state.student_user_id}`, [{ field: 'body/lead_id', message: 'is already converted' }]);
        }
        const student = {
          first_name: state.first_name,
          last_name: body.last_name ?? state.last_name,
          email: body.email ?? state.email,
          mobile: body.mobile ?? state.mobile,
        };
        const missing = (['last_name', 'email', 'mobile'] as const).filter((k) => !student[k]);
        if (missing.length > 0) {
          throw new Unprocessable('the student needs more than the lead holds', missing.map((k) => ({ field: `body/${k}`, message: 'is required: the lead has none' })));
        }
        if (!(await repo.claimConversion(tx, body.lead_id, at))) {
          throw new Conflict('the lead is being converted', [{ field: 'body/lead_id', message: 'is being converted' }]);
        }
        return { ...state, ...student } as repo.LeadState & { last_name: string; email: string; mobile: string };
      });
      let studentId: number;
      try {
        const made = await students.create(caller, {
          first_name: lead.first_name,
          last_name: lead.last_name,
          email: lead.email,
          mobile: lead.mobile,
          ...(lead.city_id !== null ? { city_id: lead.city_id } : {}),
          ...(lead.country_id !== null ? { preferred_country_id: lead.country_id } : {}),
          ...(lead.course_level_id !== null ? { preferred_course_level_id: lead.course_level_id } : {}),
          send_welcome_email: body.send_welcome_email ?? true,
        });
        studentId = made.user_id;
      } catch (error) {
        await repo.releaseConversion(db, body.lead_id);
        throw error;
      }
      await db.transaction(async (tx) => {
        await repo.markConverted(tx, body.lead_id, studentId, at);
        const won = await repo.lockLead(tx, body.lead_id);
        await activity.addHistory(tx, {
          leadId: body.lead_id, action: 'converted', by: caller.userId, at,
          changes: [
            { field: 'student_user_id', old_value: null, new_value: String(studentId) },
            { field: 'stage', old_value: await activity.displayNames(tx, 'stage', lead.stage_id), new_value: await activity.displayNames(tx, 'stage', won?.stage_id ?? lead.stage_id) },
          ],
        });
        await repo.refreshScore(tx, body.lead_id);
      });
      return { student_user_id: studentId, lead: await leads.details(body.lead_id) };
    },
  };
}

export type TransferService = ReturnType<typeof makeTransferService>;
