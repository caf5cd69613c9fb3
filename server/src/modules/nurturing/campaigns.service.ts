// Email campaigns: create a draft, preview its cost, start it (the hold, one message row per recipient and one job per
// batch, in one transaction), list them with their progress, their statistics, and the sending allowance.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as campaigns from './campaigns.repository.ts';
import { claimIdempotencyKey } from './idempotency.ts';
import * as ledger from './credits.repository.ts';
import type { CreditsService } from './credits.service.ts';
import type { Answer, Body, Query } from './nurturing-types.ts';

/** The job kind that sends one batch of a campaign's messages. */
export const EMAIL_BATCH = 'nurturing.email-batch';
/** Messages per batch job. */
export const BATCH_SIZE = 50;
/** Attempts a batch gets (the queue's backoff: 5 s, 10 s, … about 40 minutes in all). */
export const BATCH_ATTEMPTS = 10;
/** Emails an owner may send per day (UTC), single mails and campaigns together (our design). */
export const DAILY_EMAIL_LIMIT = 20_000;

type Campaign = Answer<'createEmailCampaign'>;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function startOfDayUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function makeCampaignsService({ db, clock, jobs }: Pick<Deps, 'db' | 'clock' | 'jobs'>, credits: CreditsService) {
  /** The contract's campaigns of rows, read through `q` (the transaction, inside one). */
  async function toCampaigns(q: Queryable, rows: campaigns.CampaignRow[]): Promise<Campaign[]> {
    const counts = await campaigns.countsOf(q, rows.map((row) => row.campaign_id));
    const rate = await ledger.rateOf(q, 'email');
    const out: Campaign[] = [];
    for (const row of rows) {
      const contacts = row.contacts_count ?? (await campaigns.recipientCounts(q, row.list_ids)).contacts;
      out.push({
        campaign_id: row.campaign_id,
        name: row.name,
        subject: row.subject,
        sender_name: row.sender_name,
        reply_to: row.reply_to,
        template_id: row.template_id,
        list_ids: row.list_ids,
        contacts_count: contacts,
        status: row.status,
        scheduled_at: iso(row.scheduled_at),
        started_at: iso(row.started_at),
        sent_at: iso(row.sent_at),
        estimated_credits: contacts * (row.rate_credits ?? rate),
        credits_debited: row.credits_held,
        counts: counts.get(row.campaign_id)!,
        failure_reason: row.failure_reason,
        created_at: row.created_at.toISOString(),
        created_by_user_id: row.owner_user_id,
      });
    }
    return out;
  }

  const one = async (campaignId: number, q: Queryable = db): Promise<Campaign> => (await toCampaigns(q, [(await campaigns.findCampaign(q, campaignId))!]))[0];

  /** One of the caller's own campaigns (404 otherwise: it pays with the caller's credits). */
  async function own(campaignId: number, caller: Caller, field: string, lock = false, tx: Queryable = db) {
    const row = await campaigns.findCampaign(tx, campaignId, lock);
    if (!row || row.owner_user_id !== caller.userId) throw new NotFound(`${field}: no campaign ${campaignId} of yours`, [{ field, message: 'is not one of your campaigns' }]);
    return row;
  }

  function futureOrNull(value: string | undefined, field: string): string | null {
    if (value === undefined) return null;
    if (new Date(value).getTime() <= clock.now().getTime()) throw new Unprocessable(`${field} is in the past`, [{ field, message: 'must be in the future' }]);
    return new Date(value).toISOString();
  }

  async function remainingToday(ownerId: number): Promise<{ sent: number; remaining: number }> {
    const sent = await campaigns.sentSince(db, ownerId, startOfDayUtc(clock.now()));
    const queued = await campaigns.queuedOf(db, ownerId);
    return { sent, remaining: Math.max(0, DAILY_EMAIL_LIMIT - sent - queued) };
  }

  return {
    async create(caller: Caller, body: Body<'createEmailCampaign'>): Promise<Campaign> {
      const mine = await campaigns.ownListIds(db, caller.userId, body.list_ids);
      const missing = body.list_ids.findIndex((id) => !mine.has(id));
      if (missing >= 0) {
        const field = `body/list_ids/${missing}`;
        throw new NotFound(`${field}: no list ${body.list_ids[missing]} of yours`, [{ field, message: 'is not one of your lists' }]);
      }
      if (body.template_id !== undefined) {
        const template = await campaigns.findEmailTemplate(db, body.template_id, caller.userId);
        if (!template) throw new NotFound(`body/template_id: no template ${body.template_id}`, [{ field: 'body/template_id', message: 'is not a mail template' }]);
        if (!template.active) throw new Unprocessable('the template is inactive', [{ field: 'body/template_id', message: 'is inactive' }]);
      }
      if (body.html_content !== undefined && body.html_content.trim() === '') throw new Invalid([{ field: 'body/html_content', message: 'must not be blank' }]);
      const scheduledAt = futureOrNull(body.scheduled_at, 'body/scheduled_at');
      const empty = await campaigns.emptyListIds(db, body.list_ids);
      if (empty.length > 0) {
        const field = `body/list_ids/${body.list_ids.indexOf(empty[0])}`;
        throw new Unprocessable(`list ${empty[0]} is empty`, [{ field, message: 'is an empty list' }]);
      }
      const campaignId = await campaigns.insertCampaign(db, {
        ownerId: caller.userId,
        name: body.name.trim() || body.name,
        subject: body.subject,
        senderName: body.sender_name ?? (`${caller.firstName} ${caller.lastName}`.trim().slice(0, 80) || 'Unipath'),
        replyTo: body.reply_to ?? caller.email,
        templateId: body.template_id ?? null,
        htmlContent: body.html_content ?? null,
        listIds: body.list_ids,
        scheduledAt,
      });
      return one(campaignId);
    },

    async list(caller: Caller, query: Query<'listEmailCampaigns'>): Promise<Answer<'listEmailCampaigns'>> {
      const page = await campaigns.listCampaigns(db, caller, query, pageWindow(query));
      return { ...page, items: await toCampaigns(db, page.items) };
    },

    async preview(caller: Caller, query: Query<'previewEmailCampaign'>): Promise<Answer<'previewEmailCampaign'>> {
      const row = await own(query.campaign_id, caller, 'querystring/campaign_id');
      if (row.status !== 'draft') throw new Conflict(`campaign ${row.campaign_id} is ${row.status}, not a draft`);
      const { contacts, suppressed } = await campaigns.recipientCounts(db, row.list_ids);
      const rate = await ledger.rateOf(db, 'email');
      const balance = Math.max(0, await credits.balance(caller.userId));
      const cost = (contacts - suppressed) * rate;
      return {
        campaign_id: row.campaign_id, contacts, suppressed, recipients: contacts - suppressed, credit_per_email: rate, cost,
        balance, balance_after: balance - cost, sufficient: balance >= cost,
      };
    },

    /**
     * Starts a draft: in ONE transaction the Idempotency-Key is claimed, the cost is held (422 and nothing written
     * when the balance does not cover it), one message row per unsuppressed recipient is queued and one job per batch
     * of them is enqueued (due at `scheduled_at` for a scheduled campaign). A retry with the same key and body answers
     * the kept answer.
     */
    async start(caller: Caller, idempotencyKey: string, body: Body<'startEmailCampaign'>): Promise<Answer<'startEmailCampaign'>> {
      const bodyHash = createHash('sha256').update(JSON.stringify([body.campaign_id, body.scheduled_at ?? null])).digest('hex');
      const scheduledAt = futureOrNull(body.scheduled_at, 'body/scheduled_at');
      const allowance = await remainingToday(caller.userId);
      return db.transaction(async (tx) => {
        const kept = await claimIdempotencyKey(tx, caller.userId, 'startEmailCampaign', idempotencyKey, bodyHash);
        if (kept !== undefined) return kept as Answer<'startEmailCampaign'>;
        const row = await own(body.campaign_id, caller, 'body/campaign_id', true, tx);
        if (row.status !== 'draft') throw new Conflict(`campaign ${row.campaign_id} is ${row.status}, not a draft`);
        const rate = await ledger.rateOf(tx, 'email');
        const { contacts, suppressed } = await campaigns.recipientCounts(tx, row.list_ids);
        const recipients = contacts - suppressed;
        if (recipients === 0) throw new Unprocessable('the campaign has no recipient (its lists are empty or every contact is suppressed)', [{ field: 'body/campaign_id', message: 'has no recipient' }]);
        if (recipients > allowance.remaining) {
          throw new Unprocessable(`the daily sending limit leaves ${allowance.remaining} emails, the campaign has ${recipients} recipients`, [{ field: 'body/campaign_id', message: 'exceeds the daily sending limit' }]);
        }
        const cost = recipients * rate;
        const hold = await credits.hold(tx, {
          userId: caller.userId, credits: cost, service: 'email_campaign', referenceType: 'email_campaign', referenceId: row.campaign_id,
          description: `Email campaign "${row.name}": ${recipients} recipients × ${rate}`.slice(0, 300), key: `hold:email_campaign:${row.campaign_id}`,
          createdBy: caller.userId, field: 'body/campaign_id',
        });
        const when = scheduledAt ?? (row.scheduled_at && row.scheduled_at.getTime() > clock.now().getTime() ? row.scheduled_at.toISOString() : null);
        const { queued, batches } = await campaigns.queueMessages(tx, row.campaign_id, row.list_ids, rate, BATCH_SIZE);
        await campaigns.markStarted(tx, row.campaign_id, {
          status: when ? 'scheduled' : 'sending', scheduledAt: when, rate, contacts, suppressed, held: queued * rate,
        });
        for (let batch = 0; batch < batches; batch++) {
          await jobs.enqueue(tx, EMAIL_BATCH, { campaign_id: row.campaign_id, batch }, {
            key: `${row.campaign_id}:${batch}`, maxAttempts: BATCH_ATTEMPTS, runAt: when ? new Date(when) : undefined,
          });
        }
        const answer: Answer<'startEmailCampaign'> = {
          campaign: await one(row.campaign_id, tx),
          charge: { contacts: recipients, credit_per_lead: rate, credits_debited: cost, balance_after: hold.balanceAfter, ct_id: hold.entryId },
        };
        await campaigns.keepAnswer(tx, caller.userId, 'startEmailCampaign', idempotencyKey, 200, answer);
        return answer;
      });
    },

    async stats(caller: Caller, query: Query<'getEmailCampaignStats'>): Promise<Answer<'getEmailCampaignStats'>> {
      if (!(await campaigns.campaignVisible(db, caller, query.campaign_id))) {
        throw new NotFound(`querystring/campaign_id: no campaign ${query.campaign_id}`, [{ field: 'querystring/campaign_id', message: 'is not a campaign you see' }]);
      }
      const campaign = await one(query.campaign_id);
      const c = campaign.counts;
      const over = (n: number, of: number) => (of === 0 ? 0 : Math.min(1, n / of));
      return {
        campaign_id: campaign.campaign_id,
        name: campaign.name,
        status: campaign.status,
        recipients: c.queued + c.sent + c.failed + c.skipped,
        counts: c,
        rates: {
          delivery_rate: over(c.delivered, c.sent),
          open_rate: over(c.opened, c.delivered),
          click_rate: over(c.clicked, c.delivered),
          bounce_rate: over(c.bounced, c.delivered),
          unsubscribe_rate: over(c.unsubscribed, c.delivered),
        },
        synced_at: null,
      };
    },

    /** The shared mail templates, each with the variables it fills (`{{first_name}}` …). */
    async templates(query: Query<'listMailTemplates'>): Promise<Answer<'listMailTemplates'>> {
      const rows = await campaigns.sharedEmailTemplates(db, query.search);
      return {
        items: rows.map((row) => {
          const subject = row.subject ?? '';
          const variables = [...new Set([...`${subject} ${row.html_content}`.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((m) => m[1]))];
          return { template_id: row.template_id, name: row.name, subject, html_content: row.html_content, variables, updated_at: row.created_at.toISOString() };
        }),
      };
    },

    async remaining(caller: Caller): Promise<Answer<'getRemainingEmails'>> {
      const today = startOfDayUtc(clock.now());
      const { sent, remaining } = await remainingToday(caller.userId);
      const rate = await ledger.rateOf(db, 'email');
      const balance = Math.max(0, await credits.balance(caller.userId));
      return {
        daily_limit: DAILY_EMAIL_LIMIT,
        sent_today: sent,
        remaining_today: remaining,
        resets_at: new Date(today.getTime() + 86_400_000).toISOString(),
        credits_available: balance,
        credit_per_lead: rate,
        contacts_covered: Math.floor(balance / rate),
      };
    },
  };
}

export type CampaignsService = ReturnType<typeof makeCampaignsService>;
