// Rows of the WhatsApp tables turned into the contract's schemas (templates, broadcasts, messages, recipients).
import type { LeadsSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import * as reads from './whatsapp-reads.repository.ts';
import type { BroadcastRow, TemplateRow } from './whatsapp.repository.ts';

const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

export function toTemplateSummary(t: TemplateRow): LeadsSchemas['TemplateSummary'] {
  return {
    template_id: t.template_id, name: t.name, language: t.language, category: t.category, status: t.status, body: t.body,
    variables_count: t.variables.length, header_type: t.header_type, rejection_reason: t.rejection_reason, updated_at: iso(t.updated_at)!,
  };
}

export function toTemplateDetail(t: TemplateRow): LeadsSchemas['TemplateDetail'] {
  return {
    ...toTemplateSummary(t),
    provider_template_id: t.provider_template_id ?? String(t.template_id),
    header_text: t.header_text, header_media_url: t.header_media_url, footer: t.footer,
    buttons: t.buttons.map((b) => ({ type: b.type, text: b.text, url: b.url ?? null, phone_number: b.phone_number ?? null })),
    sample_values: t.sample_values,
  };
}

/** Broadcasts with their counts (from the messages and their events) and credits (from the ledger). */
export async function toBroadcasts(q: Queryable, rows: BroadcastRow[]): Promise<Array<LeadsSchemas['Broadcast']>> {
  const ids = rows.map((row) => row.broadcast_id);
  const counts = await reads.broadcastCounts(q, ids);
  const credits = await reads.broadcastCredits(q, ids);
  return rows.map((row) => {
    const c = counts.get(row.broadcast_id) ?? reads.ZERO;
    return {
      broadcast_id: row.broadcast_id, name: row.name, template_id: row.template_id, template_name: row.template_name, category: row.category,
      status: row.status, recipients: row.recipients, queued: c.queued, skipped: row.skipped.length + c.skipped,
      counts: { sent: c.sent, delivered: c.delivered, read: c.read, failed: c.failed, replied: c.replied },
      credits_debited: row.credits_held, credits_refunded: credits.get(row.broadcast_id)?.released ?? 0,
      scheduled_at: iso(row.scheduled_at), started_at: iso(row.started_at), completed_at: iso(row.completed_at),
      created_at: iso(row.created_at)!, created_by_user_id: row.owner_user_id,
    };
  });
}

export function toMessage(row: reads.ConversationRow, leadId: number): LeadsSchemas['WhatsAppMessage'] {
  return {
    message_id: row.id, lead_id: leadId, direction: row.direction, kind: row.kind, template_id: row.template_id, template_name: row.template_name,
    text: row.text, media_url: null, status: row.status as LeadsSchemas['WhatsAppMessage']['status'], failure_reason: row.failure_reason,
    provider_message_id: row.provider_message_id, broadcast_id: row.broadcast_id, sent_by_user_id: row.sent_by_user_id,
    created_at: iso(row.created_at)!, status_at: iso(row.status_at)!,
  };
}

export function toRecipient(row: reads.RecipientRow): LeadsSchemas['BroadcastRecipient'] {
  return {
    lead_id: row.lead_id, lead_name: [row.first_name, row.last_name].filter(Boolean).join(' ') || `Lead ${row.lead_id}`,
    whatsapp_number: `+${row.to_address}`, message_id: row.message_id, status: row.status as LeadsSchemas['BroadcastRecipient']['status'],
    failure_reason: row.last_error ?? (row.skip_reason ? 'opted out (STOP)' : null), sent_at: iso(row.sent_at), delivered_at: iso(row.delivered_at),
    read_at: iso(row.read_at), replied_at: iso(row.replied_at),
  };
}
