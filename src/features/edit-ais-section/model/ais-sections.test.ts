import { describe, expect, it } from 'vitest';
import { AIS_SECTIONS, emptyEntry, toBodyItems, validateSection } from './ais-sections';

const spec = (key: string) => AIS_SECTIONS.find((s) => s.key === key)!;

describe('AIS section rules', () => {
  it('asks for required fields and dates in order', () => {
    const gaps = spec('gaps');
    expect(validateSection([emptyEntry(gaps)], gaps)).toEqual({ '0.from_date': 'Enter the from.', '0.to_date': 'Enter the to.', '0.reason': 'Enter the reason.' });
    expect(validateSection([{ from_date: '2024-05-01', to_date: '2024-01-01', reason: 'Illness' }], gaps, '2026-01-01')).toEqual({ '0.to_date': 'Must be on or after from.' });
    expect(validateSection([{ from_date: '2024-01-01', to_date: '2027-01-01', reason: 'Illness' }], gaps, '2026-01-01')).toEqual({ '0.to_date': 'Cannot be in the future.' });
  });

  it('ties the end of a job to “I work here now”', () => {
    const work = spec('work_history');
    const base = { employer: 'Acme', job_title: 'Analyst', from_date: '2022-01-01', duties: '' };
    expect(validateSection([{ ...base, to_date: '', currently_working: false }], work, '2026-01-01')['0.to_date']).toMatch(/Enter when you left/);
    expect(validateSection([{ ...base, to_date: '2023-01-01', currently_working: true }], work, '2026-01-01')['0.to_date']).toMatch(/Leave empty/);
    expect(toBodyItems([{ ...base, to_date: '', currently_working: true }], work)).toEqual([{ employer: 'Acme', job_title: 'Analyst', from_date: '2022-01-01', to_date: null, currently_working: true }]);
  });

  it('sanitises a family mobile with the spec rule and sends ids as numbers', () => {
    const family = spec('family_details');
    const entry = { relation: 'father', name: 'Ravi', occupation: '', mobile: '+91 98765 43210', email: '', nationality: 'Indian' };
    expect(validateSection([entry], family)).toEqual({});
    expect(toBodyItems([entry], family)[0]).toMatchObject({ mobile: '9876543210', occupation: null, email: null });
    const travel = spec('travel_history');
    expect(toBodyItems([{ country_id: '4', from_date: '2020-01-01', to_date: '2020-02-01', purpose: 'tourism', visa_type: 'Visitor' }], travel)[0].country_id).toBe(4);
  });

  it('takes its rules from the contract’s item schema: options, lengths, formats, the sanitised mobile’s pattern', () => {
    const family = spec('family_details');
    const entry = { relation: 'father', name: 'Ravi', occupation: '', mobile: '', email: '', nationality: 'Indian' };
    expect(AIS_SECTIONS.find((s) => s.key === 'qualifications')!.rules.fields.grade_type.enum).toEqual(['percentage', 'cgpa', 'grade']);
    expect(validateSection([{ ...entry, mobile: '98 76 54' }], family)).toEqual({});
    expect(validateSection([{ ...entry, mobile: '12345', email: 'ravi@', nationality: 'I', name: 'x'.repeat(121) }], family)).toEqual({
      '0.mobile': 'Enter a phone number of 6 to 15 digits.',
      '0.email': 'Enter an email like name@example.com.',
      '0.nationality': 'Use at least 2 characters.',
      '0.name': 'At most 120 characters.',
    });
    expect(validateSection([{ ...entry, relation: 'uncle' }], family)).toEqual({ '0.relation': 'Choose one of the options.' });
  });
});
