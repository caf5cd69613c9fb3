import { portalApi, unwrap, type PortalComponents } from '@/shared/api';
import type { BulkMailBody, WhatsAppMsgBody as StudentWhatsAppBody } from '@contract/portal-schemas';

type Schemas = PortalComponents['schemas'];
export type { BulkMailBody, WhatsAppMsgBody as StudentWhatsAppBody } from '@contract/portal-schemas';
export type BulkMailResult = Schemas['BulkMailResult']['data'];
export type BulkMailSkipReason = BulkMailResult['skipped'][number]['reason'];
export type StudentWhatsAppResult = Schemas['WhatsAppMsgResult']['data'];

// Staff's messages to the students they reach (issue 12): one email to several students, one WhatsApp message to one.

/** POST /common/send-bulk-mail: the mails queued (one per student with a usable address) and the students skipped. */
export async function sendBulkMailToStudents(body: BulkMailBody) {
  return unwrap(await portalApi.POST('/common/send-bulk-mail', { body })).data;
}

/** POST /common/whats-app-msg; `idempotencyKey` is made once per intended message and repeated on its retries. */
export async function sendStudentWhatsAppMessage(body: StudentWhatsAppBody, idempotencyKey: string) {
  return unwrap(await portalApi.POST('/common/whats-app-msg', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })).data;
}
