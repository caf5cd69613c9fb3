import { describe, expect, it } from 'vitest';
import { itMakesFreshKeys, refusal } from '@/app/test/leads-kit';
import { broadcastFixture, whatsappTemplateFixture } from '@/entities/nurturing';
import { broadcastBody, broadcastCost, broadcastFailure, broadcastQueued, defaultBroadcastName, emptyFills, newBroadcastKey, previewText } from './bulk-whatsapp';

const today = new Date('2026-11-28T10:00:00Z');
const template = whatsappTemplateFixture();

describe('bulk WhatsApp', () => {
  itMakesFreshKeys('makes a fresh key per opening, in the contract’s shape', newBroadcastKey);

  it('builds the body: a text or a lead field per variable, the default name, none when the template has no variable', () => {
    expect(broadcastBody({ template, fills: [{ source: 'full_name', text: '' }, { source: 'text', text: ' Jan 2027 ' }], name: '', leadIds: [4, 5], today })).toEqual({
      body: { name: 'intake_reminder · 2026-11-28', template_id: 3, lead_ids: [4, 5], variables: [{ lead_field: 'full_name' }, { text: 'Jan 2027' }] },
    });
    const plain = whatsappTemplateFixture({ template_id: 9, name: 'hello', body: 'Hello from Unipath.', variables_count: 0 });
    expect(broadcastBody({ template: plain, fills: emptyFills(plain), name: 'Hi', leadIds: [1], today })).toEqual({ body: { name: 'Hi', template_id: 9, lead_ids: [1] } });
  });

  it('asks for what is missing before anything is sent', () => {
    expect(broadcastBody({ template: undefined, fills: [], name: '', leadIds: [1], today })).toEqual({ errors: { template: 'Choose a template.', fills: [] } });
    expect(broadcastBody({ template, fills: emptyFills(template), name: 'x'.repeat(121), leadIds: [1], today })).toEqual({
      errors: { name: 'Use at most 120 characters.', fills: ['Write the text, or fill it from a lead field.', 'Write the text, or fill it from a lead field.'] },
    });
  });

  it('previews the message with the values as filled', () => {
    expect(previewText(template, [{ source: 'first_name', text: '' }, { source: 'text', text: '' }])).toBe(
      'Hello [First name], applications for the {{2}} intake are open. Reply to this message and your counsellor will call you.',
    );
  });

  it('works out the cost and the balance after', () => {
    expect(broadcastCost(4, 3, 20)).toEqual({ cost: 12, after: 8, short: false });
    expect(broadcastCost(4, 3, 10)).toEqual({ cost: 12, after: -2, short: true });
    expect(broadcastCost(4, undefined, 10)).toEqual({ cost: undefined, after: undefined, short: false });
  });

  it('says a started broadcast in words', () => {
    const start = {
      broadcast: broadcastFixture({ name: 'Push', status: 'sending', recipients: 2 }),
      skipped: [{ lead_id: 3, reason: 'opted_out' as const }],
      charge: { contacts: 2, credit_per_lead: 3, credits_debited: 6, balance_after: 94, ct_id: 1 },
    };
    expect(broadcastQueued(start)).toBe('WhatsApp broadcast “Push” is queued: 2 messages, 6 credits held; your balance is now 94 credits. 1 lead was skipped and not charged: 1 opted out.');
  });

  it('says why a broadcast was refused, with the numbers when credits are short', () => {
    expect(broadcastFailure(refusal(422, 'insufficient credits', [{ field: 'body/lead_ids', message: 'costs 12 credits, the balance is 5' }]))).toBe(
      'Not enough credits: this broadcast costs 12 credits and your balance is 5 credits (7 credits short). Nothing was sent or charged.',
    );
    expect(broadcastFailure(refusal(422, 'x', [{ field: 'body/lead_ids', message: 'has no lead that can be messaged' }]))).toMatch(/^None of the selected leads can be messaged/);
    expect(broadcastFailure(refusal(422, 'x', [{ field: 'body/template_id', message: 'is pending, not approved' }]))).toBe('Not sent: the template is pending, not approved. Choose an approved one.');
    expect(broadcastFailure(refusal(409, 'other body'))).toMatch(/already sent \(or is being sent\)/);
    expect(broadcastFailure(new TypeError('Failed to fetch'))).toMatch(/will not send twice/);
  });

  it('names a broadcast with the sender’s own day: at half past midnight in India, that day, not the UTC day before', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      // 00:30 on 29 November in India is 19:00 on 28 November in UTC.
      expect(defaultBroadcastName(template, new Date('2026-11-28T19:00:00Z'))).toBe(`${template.name} · 2026-11-29`);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
