import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { announcementFailure, emptyAnnouncementFields, toAnnouncementInput, toLocalDateTime, validateAnnouncement, withAudience } from './announcement-form';

// Local times throughout: the expiry field holds what the user picked on their own clock.
const now = new Date(2026, 10, 24, 10, 0);
const filled = { ...emptyAnnouncementFields, title: ' Intake calendar 2027 ', body: ' Deadlines for the January intake are out. \n' };
const failure = (status: number, body?: ConstructorParameters<typeof ApiFailure>[1]) => new ApiFailure(new Response(null, { status }), body);

describe('the New announcement form', () => {
  it('asks for a title and a message within the contract’s lengths', () => {
    expect(validateAnnouncement(emptyAnnouncementFields, now)).toEqual({
      title: 'Give the announcement a title.',
      body: 'Write what you want to announce.',
    });
    expect(validateAnnouncement({ ...filled, title: '   ', body: '\n' }, now)).toEqual({
      title: 'Give the announcement a title.',
      body: 'Write what you want to announce.',
    });
    expect(validateAnnouncement({ ...filled, title: 'x'.repeat(150) }, now)).toEqual({});
    expect(validateAnnouncement({ ...filled, title: 'x'.repeat(151) }, now).title).toBe('Use at most 150 characters.');
    expect(validateAnnouncement({ ...filled, body: 'y'.repeat(5001) }, now).body).toBe('Use at most 5000 characters.');
    expect(validateAnnouncement(filled, now)).toEqual({});
  });

  it('takes an expiry only in the future', () => {
    expect(validateAnnouncement({ ...filled, expires_at: '2026-11-24T10:01' }, now)).toEqual({});
    expect(validateAnnouncement({ ...filled, expires_at: '2026-11-24T10:00' }, now).expires_at).toBe('Choose a time in the future, or leave it empty.');
    expect(validateAnnouncement({ ...filled, expires_at: '2025-01-01T09:00' }, now).expires_at).toBe('Choose a time in the future, or leave it empty.');
    expect(validateAnnouncement({ ...filled, expires_at: 'next week' }, now).expires_at).toBe('Enter a date and time, or leave it empty.');
    expect(toLocalDateTime(now)).toBe('2026-11-24T10:00');
  });

  it('keeps the audience in the contract’s order, each user type once', () => {
    const chosen = withAudience(withAudience(withAudience([], 'agent', true), 'student', true), 'agent', true);
    expect(chosen).toEqual(['student', 'agent']);
    expect(withAudience(chosen, 'student', false)).toEqual(['agent']);
  });

  it('sends trimmed text, the audience only when narrowed, and the expiry as an instant', () => {
    expect(toAnnouncementInput(filled)).toEqual({ title: 'Intake calendar 2027', body: 'Deadlines for the January intake are out.' });
    expect(toAnnouncementInput({ ...filled, audience: ['agent', 'student'], expires_at: '2026-12-01T09:30' })).toEqual({
      title: 'Intake calendar 2027',
      body: 'Deadlines for the January intake are out.',
      audience: ['student', 'agent'],
      expires_at: new Date(2026, 11, 1, 9, 30).toISOString(),
    });
  });

  it('puts the server’s reasons on their fields, and the rest above the form', () => {
    expect(announcementFailure(failure(422, { status: false, message: 'an announcement cannot expire in the past', errors: [{ field: 'body/expires_at', message: 'must be in the future' }] })))
      .toEqual({ fields: { expires_at: 'Not accepted: must be in the future.' }, form: null });
    expect(announcementFailure(failure(400, { status: false, message: 'invalid body', errors: [{ field: 'body/title', message: 'must NOT have more than 150 characters' }] })).fields)
      .toEqual({ title: 'Not accepted: must NOT have more than 150 characters.' });
    expect(announcementFailure(failure(403, { status: false, message: 'forbidden' }))).toEqual({ fields: {}, form: 'Only operations managers may post announcements.' });
    expect(announcementFailure(failure(500, { status: false, message: 'internal server error' }))).toEqual({
      fields: {},
      form: 'The announcement was not posted: internal server error.',
    });
    expect(announcementFailure(new TypeError('Failed to fetch')).form).toMatch(/could not be reached/);
  });
});
