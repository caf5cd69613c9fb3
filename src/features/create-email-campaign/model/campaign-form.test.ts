import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { campaignFailure, emptyCampaign, toCampaignBody, validateCampaign } from './campaign-form';

const filled = { ...emptyCampaign, name: ' Autumn ', subject: 'Hello', template_id: '3', list_ids: [4, 9] };

describe('the campaign form', () => {
  it('sends the template by id, the lists ticked, and sender details only when given', () => {
    expect(toCampaignBody(filled)).toEqual({ name: 'Autumn', subject: 'Hello', template_id: 3, list_ids: [4, 9] });
    expect(toCampaignBody({ ...filled, sender_name: ' Asha ', reply_to: 'asha@example.com' })).toMatchObject({ sender_name: 'Asha', reply_to: 'asha@example.com' });
  });

  it('checks the contract’s rules in its own words', () => {
    expect(validateCampaign(filled)).toEqual({});
    expect(validateCampaign(emptyCampaign)).toEqual({
      name: 'Name the campaign (only you see it).',
      subject: 'Write the subject line its recipients see.',
      template_id: 'Choose the template of the mail.',
      list_ids: 'Choose at least one contact list.',
    });
    expect(validateCampaign({ ...filled, list_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }).list_ids).toBe('Choose at most 10 lists.');
    expect(validateCampaign({ ...filled, reply_to: 'nope' }).reply_to).toBe('Enter an email address, like name@example.com.');
    expect(validateCampaign({ ...filled, name: 'x'.repeat(121) }).name).toMatch(/120/);
  });

  it('puts a refused list (named by its place) on the lists, an inactive template on the template', () => {
    const failure = (errors: { field: string; message: string }[]) => new ApiFailure(new Response(null, { status: 422 }), { status: false, message: 'refused', errors });
    expect(campaignFailure(failure([{ field: 'body/list_ids/1', message: 'is an empty list' }])).fields).toEqual({ list_ids: 'Not accepted: a list is an empty list.' });
    expect(campaignFailure(failure([{ field: 'body/template_id', message: 'is inactive' }])).fields).toEqual({ template_id: 'Not accepted: is inactive.' });
  });
});
