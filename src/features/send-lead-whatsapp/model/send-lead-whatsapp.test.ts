import { describe, expect, it } from 'vitest';
import { refusal } from '@/app/test/leads-kit';
import type { BroadcastRate, WhatsAppContact, WhatsAppTemplate } from '@/entities/nurturing';
import { checkWhatsApp, creditsOf, whatsAppBody, whatsAppFailure, windowText } from './send-lead-whatsapp';

const NOW = Date.UTC(2026, 10, 28, 12, 0);
const contact = (overrides: Partial<WhatsAppContact> = {}): WhatsAppContact => ({
  lead_id: 8, provider: 'gupshup', registered: true, whatsapp_number: '919810000001', opted_in: true, opted_out_at: null,
  last_inbound_at: null, session_window_open: false, session_expires_at: null, suppressed: false, ...overrides,
});
const template: WhatsAppTemplate = {
  template_id: 3, name: 'intake_reminder', language: 'en', category: 'marketing', status: 'approved', body: 'Hi {{1}}, {{2}}', variables_count: 2,
  header_type: 'none', rejection_reason: null, updated_at: new Date(NOW).toISOString(),
};
const rate = (category: BroadcastRate['category'], credits: number): BroadcastRate => ({
  category, country_code: 'IN', country_name: 'India', currency: 'INR', price_per_message: 0, effective_from: '2024-11-01', credits_per_message: credits,
});

describe('a WhatsApp message to a lead', () => {
  it('allows free text only while the 24-hour window is open, and says why otherwise', () => {
    const open = contact({ session_window_open: true, session_expires_at: new Date(NOW + 3_600_000).toISOString(), last_inbound_at: new Date(NOW - 23 * 3_600_000).toISOString() });
    expect(windowText(open, NOW)).toBeNull();
    expect(windowText({ ...open, session_expires_at: new Date(NOW - 1).toISOString() }, NOW)).toMatch(/more than 24 hours ago, so WhatsApp allows only an approved template/);
    expect(windowText(contact(), NOW)).toMatch(/^The lead has not written to you on WhatsApp/);
    expect(windowText(contact({ suppressed: true }), NOW)).toMatch(/opted out of WhatsApp \(STOP\)/);
  });

  it('checks the text, or the template and each of its variables', () => {
    expect(checkWhatsApp({ kind: 'text', text: ' ', template: '', variables: [] }, undefined, '91981')).toEqual({ text: 'Write the message.' });
    expect(checkWhatsApp({ kind: 'template', text: '', template: '', variables: [] }, undefined, null)).toEqual({ number: expect.any(String), template: 'Choose an approved template.' });
    expect(checkWhatsApp({ kind: 'template', text: '', template: '3', variables: ['Meera'] }, template, '91981')).toEqual({ 'variable-1': 'Fill in {{2}}.' });
  });

  it('sends a text, or the template with its values in order; costs the category’s credits', () => {
    expect(whatsAppBody(8, { kind: 'text', text: ' Hi ', template: '', variables: [] }, undefined)).toEqual({ lead_id: 8, text: 'Hi' });
    expect(whatsAppBody(8, { kind: 'template', text: '', template: '3', variables: [' Meera', 'May '] }, template)).toEqual({
      lead_id: 8, template_id: 3, variables: [{ text: 'Meera' }, { text: 'May' }],
    });
    const rates = [rate('marketing', 3), rate('service', 1)];
    expect(creditsOf(rates, 'template', template)).toBe(3);
    expect(creditsOf(rates, 'text', undefined)).toBe(1);
    expect(creditsOf(rates, 'template', undefined)).toBeUndefined();
  });

  it('puts each refusal on the field it names', () => {
    expect(whatsAppFailure(refusal(422, 'closed', [{ field: 'body/text', message: 'the 24-hour window is closed: send a template' }]), undefined).fields).toEqual({
      text: 'The 24-hour window has closed: send an approved template instead.',
    });
    expect(whatsAppFailure(refusal(422, 'pending', [{ field: 'body/template_id', message: 'is pending, not approved' }]), template).fields).toEqual({ template: 'This template is pending, not approved.' });
    expect(whatsAppFailure(refusal(422, 'values', [{ field: 'body/variables', message: 'must have 2 values' }]), template).fields).toEqual({ 'variable-0': 'The values must have 2 values.' });
    expect(whatsAppFailure(refusal(422, 'short', [{ field: 'body/lead_id', message: 'costs 3 credits, the balance is 1' }]), template).form).toBe(
      'Not enough credits: this message costs 3 credits and your balance is 1 credit (2 credits short). Nothing was sent or charged.',
    );
    expect(whatsAppFailure(refusal(422, 'stop', [{ field: 'body/lead_id', message: 'opted out of WhatsApp' }]), template).form).toBe('Not sent: the lead opted out of WhatsApp.');
  });
});
