// The seven sections of the Additional Information Sheet: where each is stored and the rules JSON Schema cannot say
// (dates in order, dates not in the future, fields that depend on each other, countries that exist).
import type { PortalSchemas as S } from '../../contract-types.ts';
import type { FieldError } from '../../domain/errors.ts';

export type AisItems = {
  qualifications: S['AisQualification'];
  gaps: S['AisGap'];
  certifications: S['AisCertification'];
  travel_history: S['AisTravelEntry'];
  work_history: S['AisWorkEntry'];
  visa_rejections: S['AisVisaRejection'];
  family_details: S['AisFamilyMember'];
};
export type SectionKey = keyof AisItems;

export const SECTION_KEYS: readonly SectionKey[] = [
  'qualifications', 'gaps', 'certifications', 'travel_history', 'work_history', 'visa_rejections', 'family_details',
];

/** A stored field: its SQL type, and whether an absent value is left out of the answer (else answered as null). */
type Column = { name: string; sql: 'text' | 'integer' | 'date' | 'boolean' | 'numeric'; omitWhenNull?: boolean };

export type SectionDef = { table: string; label: string; columns: readonly Column[] };

const col = (name: string, sql: Column['sql'], omitWhenNull = false): Column => ({ name, sql, omitWhenNull });

export const SECTIONS: Record<SectionKey, SectionDef> = {
  qualifications: {
    table: 'ais_qualifications',
    label: 'Academic qualifications',
    columns: [
      col('level', 'text'), col('institution', 'text'), col('board_or_university', 'text'), col('country_id', 'integer'),
      col('start_date', 'date'), col('end_date', 'date'), col('grade_type', 'text'), col('grade', 'text'), col('medium', 'text'),
    ],
  },
  gaps: {
    table: 'ais_gaps',
    label: 'Study gaps',
    columns: [col('from_date', 'date'), col('to_date', 'date'), col('reason', 'text')],
  },
  certifications: {
    table: 'ais_certifications',
    label: 'Certifications',
    columns: [col('name', 'text'), col('issuer', 'text'), col('issued_on', 'date'), col('score', 'text'), col('expires_on', 'date')],
  },
  travel_history: {
    table: 'ais_travel_history',
    label: 'Travel history',
    columns: [col('country_id', 'integer'), col('from_date', 'date'), col('to_date', 'date'), col('purpose', 'text'), col('visa_type', 'text')],
  },
  work_history: {
    table: 'ais_work_history',
    label: 'Work history',
    columns: [
      col('employer', 'text'), col('job_title', 'text'), col('from_date', 'date'), col('to_date', 'date'),
      col('currently_working', 'boolean'), col('duties', 'text', true),
    ],
  },
  visa_rejections: {
    table: 'ais_visa_rejections',
    label: 'Visa rejections',
    columns: [col('country_id', 'integer'), col('visa_type', 'text'), col('rejected_on', 'date'), col('reason', 'text', true)],
  },
  family_details: {
    table: 'ais_family_details',
    label: 'Family details',
    columns: [
      col('relation', 'text'), col('name', 'text'), col('occupation', 'text'), col('annual_income', 'numeric'),
      col('income_currency', 'text'), col('mobile', 'text'), col('email', 'text'), col('nationality', 'text'),
    ],
  },
};

/** What the rules need to know besides the items. */
export type RuleContext = {
  /** The latest calendar date that is not in the future anywhere on Earth (UTC+14), as YYYY-MM-DD. */
  latest: string;
  /** The country ids among the items that exist. */
  countries: ReadonlySet<number>;
};

/** Today as YYYY-MM-DD in the easternmost time zone: a date the student typed as "today" is never "in the future". */
export function latestDate(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

type Check = (field: string, message: string) => void;

function rules<K extends SectionKey>(key: K, items: AisItems[K][], context: RuleContext, fail: Check): void {
  const notFuture = (i: number, field: string, value: string | null | undefined) => {
    if (value && value > context.latest) fail(`${i}/${field}`, 'must not be in the future');
  };
  const inOrder = (i: number, laterField: string, earlier: string | null | undefined, later: string | null | undefined, earlierField: string) => {
    if (earlier && later && later < earlier) fail(`${i}/${laterField}`, `must not be before ${earlierField}`);
  };
  const country = (i: number, id: number) => {
    if (!context.countries.has(id)) fail(`${i}/country_id`, `no country ${id}`);
  };
  items.forEach((raw, i) => {
    switch (key) {
      case 'qualifications': {
        const q = raw as AisItems['qualifications'];
        country(i, q.country_id);
        notFuture(i, 'start_date', q.start_date);
        inOrder(i, 'end_date', q.start_date, q.end_date, 'start_date');
        if (q.end_date && q.end_date > context.latest) fail(`${i}/end_date`, 'must not be in the future; leave it empty while still studying');
        const grade = q.grade.trim();
        const number = /^\d{1,3}(\.\d{1,2})?$/.test(grade) ? Number(grade) : NaN;
        if (q.grade_type === 'percentage' && !(number >= 0 && number <= 100)) fail(`${i}/grade`, 'must be a percentage from 0 to 100');
        if (q.grade_type === 'cgpa' && !(number >= 0 && number <= 10)) fail(`${i}/grade`, 'must be a CGPA from 0 to 10');
        if (q.grade_type === 'grade' && !/^[A-Za-z]{1,2}[+-]{0,2}$/.test(grade)) fail(`${i}/grade`, 'must be a letter grade such as A, B+ or O');
        break;
      }
      case 'gaps': {
        const g = raw as AisItems['gaps'];
        notFuture(i, 'from_date', g.from_date);
        inOrder(i, 'to_date', g.from_date, g.to_date, 'from_date');
        notFuture(i, 'to_date', g.to_date);
        if (!g.reason.trim()) fail(`${i}/reason`, 'must not be blank');
        break;
      }
      case 'certifications': {
        const c = raw as AisItems['certifications'];
        notFuture(i, 'issued_on', c.issued_on);
        inOrder(i, 'expires_on', c.issued_on, c.expires_on, 'issued_on');
        break;
      }
      case 'travel_history': {
        const t = raw as AisItems['travel_history'];
        country(i, t.country_id);
        notFuture(i, 'from_date', t.from_date);
        inOrder(i, 'to_date', t.from_date, t.to_date, 'from_date');
        notFuture(i, 'to_date', t.to_date);
        break;
      }
      case 'work_history': {
        const w = raw as AisItems['work_history'];
        notFuture(i, 'from_date', w.from_date);
        if (w.currently_working && w.to_date !== null) fail(`${i}/to_date`, 'must be empty while currently_working is true');
        if (!w.currently_working && w.to_date === null) fail(`${i}/to_date`, 'is required unless currently_working is true');
        inOrder(i, 'to_date', w.from_date, w.to_date, 'from_date');
        notFuture(i, 'to_date', w.to_date);
        break;
      }
      case 'visa_rejections': {
        const v = raw as AisItems['visa_rejections'];
        country(i, v.country_id);
        notFuture(i, 'rejected_on', v.rejected_on);
        break;
      }
      case 'family_details': {
        const f = raw as AisItems['family_details'];
        const income = f.annual_income ?? null;
        if (income !== null && !f.income_currency) fail(`${i}/income_currency`, 'is required when annual_income is given');
        if (!f.name.trim()) fail(`${i}/name`, 'must not be blank');
        break;
      }
    }
  });
  if (key === 'family_details') {
    // One father, one mother and one spouse at most.
    const seen = new Map<string, number>();
    (items as AisItems['family_details'][]).forEach((f, i) => {
      if (['father', 'mother', 'spouse'].includes(f.relation)) {
        if (seen.has(f.relation)) fail(`${i}/relation`, `${f.relation} is already item ${seen.get(f.relation)}`);
        else seen.set(f.relation, i);
      }
    });
  }
}

/** The field errors of a section's items, named `body/items/<i>/<field>`; empty when the section may be saved. */
export function checkSection<K extends SectionKey>(key: K, items: AisItems[K][], context: RuleContext): FieldError[] {
  const errors: FieldError[] = [];
  rules(key, items, context, (field, message) => errors.push({ field: `body/items/${field}`, message }));
  return errors;
}

/** The country ids a section's items name (to look up which exist before the rules run). */
export function countryIds<K extends SectionKey>(key: K, items: AisItems[K][]): number[] {
  if (!SECTIONS[key].columns.some((c) => c.name === 'country_id')) return [];
  return [...new Set(items.map((item) => (item as { country_id: number }).country_id))];
}
