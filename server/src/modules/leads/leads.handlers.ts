// Thin handlers of the Leads tag and the portal's checkLeadExistsByContact, by operationId. The multipart reading of
// an import and the CSV attachment of an export are request plumbing, so they stay here.
import type { FastifyReply } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { Invalid } from '../../domain/errors.ts';
import { requireCaller } from '../../http/caller.ts';
import { HttpError } from '../../http/errors.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import type { FollowUpsService } from './followups.service.ts';
import type { LeadsService, SaveBody } from './leads.service.ts';
import type { RulesService } from './rules.service.ts';
import { IMPORT_MAX_BYTES, TooLarge, type TransferService } from './transfer.service.ts';

/** Reads the one file part `file` of an import; another part is a 400 naming it, a file over the cap a 413. */
async function readCsvPart(parts: AsyncIterableIterator<Multipart>): Promise<Buffer> {
  let file: Buffer | undefined;
  const refused = new Map<string, string>();
  try {
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file') refused.set(`body/${part.fieldname}`, 'is not allowed');
      else if (file) refused.set('body/file', 'must be one file');
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (bytes.length > IMPORT_MAX_BYTES) throw new HttpError(413, 'the file is larger than 2 MB', [{ field: 'body/file', message: 'must be at most 2 MB' }]);
      if (!file && part.fieldname === 'file') file = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'the file is larger than 2 MB', [{ field: 'body/file', message: 'must be at most 2 MB' }]);
    if (code === 'FST_FILES_LIMIT') refused.set('body/file', 'must be one file');
    else throw error;
  }
  if (refused.size > 0) throw new Invalid([...refused].map(([field, message]) => ({ field, message })));
  if (!file) throw new Invalid([{ field: 'body/file', message: 'is required' }]);
  return file;
}

/** Resolves once the reply has been written out (or the client went away). */
const finished = (reply: FastifyReply) =>
  new Promise<void>((resolve) => {
    if (reply.raw.writableEnded) return resolve();
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  });

export function leadsHandlers(leads: LeadsService, followUps: FollowUpsService, transfer: TransferService, rules: RulesService): LeadsHandlers {
  return {
    async listLeads(request) {
      return leads.list(requireCaller(request), request.query);
    },

    async getLead(request) {
      return leads.details(request.params.id);
    },

    async saveLead(request, reply) {
      const { lead, outcome } = await leads.save(requireCaller(request), request.body as SaveBody);
      reply.code(outcome === 'created' ? 201 : 200);
      return { ...lead, outcome };
    },

    async markLeadsAsRead(request) {
      return leads.markRead(requireCaller(request), request.body);
    },

    async checkLeadDuplicate(request) {
      return leads.checkDuplicate(requireCaller(request), request.query);
    },

    async listLeadCategoryFieldValues(request) {
      return leads.fieldValues(request.query);
    },

    async listLeadHistory(request) {
      return leads.history(request.params.id, request.query);
    },

    async listLeadFollowUps(request) {
      return leads.followUps(request.params.id, request.query);
    },

    async getLeadAssigneeTimeline(request) {
      return leads.timeline(request.params.id);
    },

    async saveLeadFollowUp(request, reply) {
      const { result, completedPlanned } = await followUps.save(requireCaller(request), request.body);
      reply.code(completedPlanned ? 200 : 201);
      return result;
    },

    async assignLeads(request) {
      return leads.assign(requireCaller(request), request.body);
    },

    async getLeadAssignmentRules(request) {
      return rules.get(requireCaller(request));
    },

    async saveLeadAssignmentRules(request) {
      return rules.save(requireCaller(request), request.body);
    },

    async convertLeadToStudent(request, reply) {
      const result = await transfer.convert(requireCaller(request), request.body);
      reply.code(201);
      return result;
    },

    async importLeads(request) {
      const caller = requireCaller(request);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported content type: send the file as multipart/form-data');
      const bytes = await readCsvPart(request.parts());
      try {
        return await transfer.importCsv(caller, bytes);
      } catch (error) {
        if (error instanceof TooLarge) throw new HttpError(413, error.message, [{ field: 'body/file', message: error.message }]);
        throw error;
      }
    },

    async exportLeads(request, reply) {
      const { csv, day } = await transfer.exportCsv(requireCaller(request), request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      reply.send(csv);
      // The router answers the envelope unless the reply is sent; the CSV is sent once written out (after the onSend
      // hooks), so wait for that, then mark it handled so nothing is sent after it.
      await finished(reply);
      reply.hijack();
      return undefined as never;
    },
  };
}

export function leadsPortalHandlers(leads: LeadsService): PortalHandlers {
  return {
    async checkLeadExistsByContact(request) {
      return leads.checkByContact(requireCaller(request), request.query);
    },
  };
}
