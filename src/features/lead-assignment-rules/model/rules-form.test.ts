import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { areaKey, memberKey, rulesFailure, ruleSummary, toBody, validateRules, type RulesFields } from './rules-form';

const fields = (over: Partial<RulesFields> = {}): RulesFields => ({ mode: 'manual', members: [], areas: {}, daily_cap: '', speed_to_lead_minutes: '60', ...over });
const refusal = (status: number, errors: { field: string; message: string }[] = [], message = 'refused') =>
  new ApiFailure(new Response(null, { status }), { status: false, message, errors });

describe('the assignment rule form', () => {
  it('sends the chosen members with the areas that name a state, the cap or none, and the target', () => {
    const body = toBody(
      fields({ mode: 'area', members: [12, 13], areas: { 12: [{ state_id: null, city_id: null }, { state_id: 7, city_id: 70 }] }, daily_cap: ' 5 ', speed_to_lead_minutes: '30' }),
    );
    expect(body).toEqual({ mode: 'area', members: [{ user_id: 12, areas: [{ state_id: 7, city_id: 70 }] }, { user_id: 13, areas: [] }], daily_cap: 5, speed_to_lead_minutes: 30 });
    expect(toBody(fields()).daily_cap).toBeNull();
  });

  it('refuses a rule that assigns without members, an area without a state, and numbers out of range', () => {
    expect(validateRules(fields())).toEqual({});
    const errors = validateRules(fields({ mode: 'round_robin', daily_cap: '0', speed_to_lead_minutes: '10081' }));
    expect(Object.keys(errors).sort()).toEqual(['daily_cap', 'members', 'speed_to_lead_minutes']);
    expect(validateRules(fields({ speed_to_lead_minutes: '1.5' })).speed_to_lead_minutes).toMatch(/whole minutes/);
    expect(validateRules(fields({ mode: 'area', members: [12], areas: { 12: [{ state_id: null, city_id: null }] } }))).toEqual({
      [areaKey(12, 0)]: 'Choose a state, or remove this area.',
    });
  });

  it("puts the server's refusals on the member, the area (counted among those sent) and the field they name", () => {
    const sent = fields({ mode: 'area', members: [12, 13], areas: { 13: [{ state_id: null, city_id: null }, { state_id: 7, city_id: 99 }] } });
    const failure = rulesFailure(
      refusal(422, [
        { field: 'body/members/0/user_id', message: 'is named twice' },
        { field: 'body/members/1/areas/0', message: 'is not a city of the state' },
        { field: 'body/speed_to_lead_minutes', message: 'must be >= 1' },
      ]),
      sent,
    );
    expect(failure).toEqual({
      form: null,
      fields: {
        [memberKey(12)]: 'Not accepted: is named twice.',
        [areaKey(13, 1)]: 'Not accepted: is not a city of the state.',
        speed_to_lead_minutes: 'Not accepted: must be >= 1.',
      },
    });
    expect(rulesFailure(refusal(403), sent).form).toBe('Only a master franchise or an operations manager sets assignment rules.');
    expect(rulesFailure(new TypeError('fetch failed'), sent).form).toMatch(/could not be reached/);
  });

  it('says the saved rule in a sentence', () => {
    expect(ruleSummary({ mode: 'manual', members: [], daily_cap: 3, speed_to_lead_minutes: 60 })).toBe('New leads stay with you until you assign them; call them within 60 minutes.');
    expect(ruleSummary({ mode: 'area', members: [{} as never], daily_cap: null, speed_to_lead_minutes: 15 })).toBe('New leads go by area to 1 member; call them within 15 minutes.');
  });
});
