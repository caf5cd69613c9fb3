// Reading WhatsApp: templates, broadcasts and their recipients, a lead's conversation and message history, and the
// statistics of a period — all counted from the messages and their delivery events; rates over delivered.
import type { PortalOperations, PortalQuery } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Answer, Query } from './nurturing-types.ts';
import { SESSION_WINDOW_MS, whatsappAddress } from './whatsapp.service.ts';
import { toBroadcasts, toMessage, toRecipient, toTemplateDetail, toTemplateSummary } from './whatsapp-views.ts';
import * as reads from './whatsapp-reads.repository.ts';
import * as wa from './whatsapp.repository.ts';

type HistoryAnswer = PortalOperations['listLeadMessageHistory']['responses'][200]['content']['application/json']['data'];

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);
const counts = (c: reads.Counts) => ({ sent: c.sent, delivered: c.delivered, read: c.read, failed: c.failed, replied: c.replied });

export function makeWhatsAppReports({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  /** The period of a statistics call: `to` default today, `from` default 29 days before; 422 when inverted or > 366 days. */
  function period(caller: Caller, q: { from?: string; to?: string; user_id?: number }): reads.Period {
    const to = q.to ?? day(clock.now());
    const from = q.from ?? day(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
    if (from > to) throw new Unprocessable('from is after to', [{ field: 'querystring/from', message: 'must not be after to' }]);
    if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1 > 366) {
      throw new Unprocessable('the period is longer than 366 days', [{ field: 'querystring/from', message: 'makes a period longer than 366 days' }]);
    }
    return { userId: q.user_id ?? caller.userId, from, to };
  }

  async function visibleBroadcast(caller: Caller, broadcastId: number, field: string) {
    const row = await wa.findBroadcast(db, broadcastId);
    if (!row || !(await wa.broadcastVisible(db, caller, broadcastId))) {
      throw new NotFound(`${field}: no broadcast ${broadcastId} you can see`, [{ field, message: 'is not a broadcast you can see' }]);
    }
    return row;
  }

  async function leadAddress(leadId: number): Promise<string | null> {
    const [lead] = await wa.leadsByIds(db, [leadId]);
    if (!lead) throw new NotFound(`no lead ${leadId}`);
    return whatsappAddress(lead.mobile);
  }

  return {
    async templates(caller: Caller, query: Query<'listWhatsAppTemplates'>): Promise<Answer<'listWhatsAppTemplates'>> {
      const page = await wa.listTemplates(db, caller.userId, query, pageWindow(query));
      return { ...page, items: page.items.map(toTemplateSummary) };
    },

    async template(caller: Caller, templateId: number): Promise<Answer<'getWhatsAppTemplate'>> {
      const template = await wa.findTemplate(db, { id: templateId }, caller.userId);
      if (!template) throw new NotFound(`no WhatsApp template ${templateId}`, [{ field: 'path/id', message: 'is not a WhatsApp template you can see' }]);
      return toTemplateDetail(template);
    },

    async broadcasts(caller: Caller, query: Query<'listWhatsAppBroadcasts'>): Promise<Answer<'listWhatsAppBroadcasts'>> {
      if (query.from && query.to && query.from > query.to) throw new Unprocessable('from is after to', [{ field: 'querystring/from', message: 'must not be after to' }]);
      const page = await wa.listBroadcasts(db, caller, query, pageWindow(query));
      return { ...page, items: await toBroadcasts(db, page.items) };
    },

    async recipients(caller: Caller, query: Query<'listWhatsAppBroadcastRecipients'>): Promise<Answer<'listWhatsAppBroadcastRecipients'>> {
      const row = await visibleBroadcast(caller, query.broadcast_id, 'querystring/broadcast_id');
      const page = await reads.recipients(db, row.broadcast_id, query.status, pageWindow(query));
      const [broadcast] = await toBroadcasts(db, [row]);
      return { ...page, broadcast, items: page.items.map(toRecipient) };
    },

    async rates(query: Query<'listWhatsAppBroadcastRates'>): Promise<Answer<'listWhatsAppBroadcastRates'>> {
      const rows = await reads.priceRates(db, { country: query.country_code, category: query.category });
      return {
        items: rows.map((r) => ({
          category: r.category as 'marketing', country_code: r.country_code, country_name: r.country_name, currency: r.currency,
          price_per_message: r.price_e4 / 10_000, effective_from: r.effective_from, credits_per_message: r.credits,
        })),
      };
    },

    async conversation(leadId: number, query: Query<'listLeadWhatsAppMessages'>): Promise<Answer<'listLeadWhatsAppMessages'>> {
      const address = await leadAddress(leadId);
      const page = await reads.conversation(db, leadId, address, query.since_id, pageWindow(query));
      const last = address ? await wa.lastInboundAt(db, address) : null;
      const expires = last ? new Date(last.getTime() + SESSION_WINDOW_MS) : null;
      const open = expires !== null && expires.getTime() > clock.now().getTime();
      return { ...page, items: page.items.map((row) => toMessage(row, leadId)), session_window_open: open, session_expires_at: open ? expires!.toISOString() : null };
    },

    async history(leadId: number, query: PortalQuery<'listLeadMessageHistory'>): Promise<HistoryAnswer> {
      const address = await leadAddress(leadId);
      const page = await reads.leadHistory(db, leadId, address, { channel: query.channel, sinceId: query.since_id }, pageWindow(query));
      return {
        ...page,
        items: page.items.map((row) => ({
          message_id: row.id, channel: row.channel, direction: row.direction, subject: row.subject, text: (row.text ?? '').replace(/\s+/g, ' ').trim(),
          delivery_status: row.status as HistoryAnswer['items'][number]['delivery_status'], template_name: row.template_name, failure_reason: row.failure_reason,
          sent_by: row.sender_id === null ? null : {
            user_id: row.sender_id, user_firstname: row.sender_first ?? '', user_lastname: row.sender_last ?? '',
            user_type: row.sender_type as 'agent', photo_url: row.sender_photo,
          },
          created_at: new Date(row.created_at).toISOString(),
        })),
      };
    },

    async analytics(caller: Caller, query: Query<'getWhatsAppAnalytics'>): Promise<Answer<'getWhatsAppAnalytics'>> {
      const p = period(caller, query);
      const [total] = await reads.periodCounts(db, p, 'none');
      const c = total ?? reads.ZERO;
      const usage = await reads.periodUsage(db, p);
      return {
        from: p.from, to: p.to, user_id: p.userId, counts: counts(c), inbound: await reads.inboundCount(db, p),
        rates: {
          delivery_rate: ratio(c.delivered, c.sent), read_rate: ratio(c.read, c.delivered), reply_rate: ratio(c.replied, c.delivered),
          failure_rate: ratio(c.failed, c.sent + c.failed),
        },
        broadcasts: usage.broadcasts, credits_used: usage.credits,
      };
    },

    async metrics(caller: Caller, query: Query<'getWhatsAppMetrics'>): Promise<Answer<'getWhatsAppMetrics'>> {
      const p = period(caller, query);
      if (query.broadcast_id !== undefined) await visibleBroadcast(caller, query.broadcast_id, 'querystring/broadcast_id');
      return { from: p.from, to: p.to, user_id: p.userId, days: await reads.dailySeries(db, p, query.broadcast_id) };
    },

    async eventCounts(caller: Caller, query: Query<'getWhatsAppEventCounts'>): Promise<Answer<'getWhatsAppEventCounts'>> {
      const p = period(caller, query);
      const groupBy = query.group_by ?? 'none';
      const [total] = await reads.periodCounts(db, p, 'none');
      const groups = groupBy === 'none' ? [] : await reads.periodCounts(db, p, groupBy);
      return {
        from: p.from, to: p.to, user_id: p.userId, group_by: groupBy, totals: counts(total ?? reads.ZERO),
        groups: groups.filter((g) => g.id !== null).map((g) => ({ id: g.id!, name: g.name ?? '', counts: counts(g) })),
      };
    },
  };
}

export type WhatsAppReports = ReturnType<typeof makeWhatsAppReports>;
