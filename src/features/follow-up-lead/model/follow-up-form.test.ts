import { describe, expect, it } from 'vitest';
import { followUpFixture } from '@/entities/lead';
import { followUpFieldsOf, toCompleteBody, toFollowUpBody, validateComplete, validateFollowUp } from './follow-up-form';

const lead = { lead_id: 8, stage_id: 1, sub_stage_id: null };
const now = Date.parse('2026-11-24T10:00:00.000Z');
const fields = (overrides = {}) => ({ ...followUpFieldsOf(lead), note: 'Called', ...overrides });

describe('the follow-up form', () => {
  it('moves the stage only when it changes, and sends how it went', () => {
    expect(toFollowUpBody(fields(), lead)).toEqual({ lead_id: 8, note: 'Called', channel: 'call' });
    expect(toFollowUpBody(fields({ stage_id: '2', sub_stage_id: '21', outcome: 'interested' }), lead)).toEqual({
      lead_id: 8,
      note: 'Called',
      channel: 'call',
      outcome: 'interested',
      stage_id: 2,
      sub_stage_id: 21,
    });
  });

  it('plans one for a time from now on', () => {
    expect(validateFollowUp(fields({ kind: 'planned' }), lead, now)).toEqual({ due_at: 'Say when to follow up.' });
    expect(validateFollowUp(fields({ kind: 'planned', due_at: '2020-01-01T10:00' }), lead, now)).toEqual({ due_at: 'Choose a time from now on.' });
    expect(validateFollowUp(fields({ kind: 'planned', due_at: '2030-01-01T10:00' }), lead, now)).toEqual({});
    expect(toFollowUpBody(fields({ kind: 'planned', due_at: '2030-01-01T10:00', outcome: 'busy' }), lead)).toEqual({
      lead_id: 8,
      note: 'Called',
      channel: 'call',
      due_at: new Date('2030-01-01T10:00').toISOString(),
    });
    expect(validateFollowUp(fields({ note: ' ' }), lead, now)).toEqual({ note: 'Say what happened or what is planned.' });
  });

  it('completes a planned one with its outcome', () => {
    const planned = followUpFixture({ follow_up_id: 5, lead_id: 8, note: 'Send the brochure', channel: 'email', due_at: '2026-11-24T09:00:00.000Z', completed_at: null });
    expect(validateComplete({ outcome: '', note: 'Sent', outcome_note: '' }, planned)).toEqual({ outcome: 'Say how it went.' });
    expect(toCompleteBody({ outcome: 'connected', note: ' Sent ', outcome_note: ' Liked it ' }, planned)).toEqual({
      lead_id: 8,
      follow_up_id: 5,
      note: 'Sent',
      channel: 'email',
      outcome: 'connected',
      outcome_note: 'Liked it',
    });
  });
});
