// The deterministic demo catalog: reference lists, ~230 invented universities and ~22,000 courses.
// Same rows on every run (a seeded PRNG, fixed dates, explicit ids); inserted in a few large JSON batches.
import { readFileSync } from 'node:fs';
import type { Queryable } from '../db/types.ts';
import { Rng } from './random.ts';

export type CatalogSeedSummary = {
  /** False when the catalog was already there (universities had rows) and nothing was inserted. */
  seeded: boolean;
  countries: number;
  states: number;
  cities: number;
  course_levels: number;
  course_categories: number;
  document_types: number;
  required_documents: number;
  universities: number;
  university_usps: number;
  university_scholarships: number;
  university_requirements: number;
  university_updates: number;
  courses: number;
  tuition_fee_buckets: number;
};

/** The seed of the catalog's generator (random.ts). */
const SEED = 0x5eed_2026;

// ---------------------------------------------------------------- reference data

type Month = 'Jan' | 'Feb' | 'Mar' | 'Apr' | 'May' | 'Jun' | 'Jul' | 'Aug' | 'Sep' | 'Oct' | 'Nov' | 'Dec';
const MONTHS: readonly Month[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type LevelKey = 'foundation' | 'diploma' | 'adv_diploma' | 'ug' | 'pg_diploma' | 'pg' | 'mba' | 'phd';
/** In id order: course_level_id = index + 1. */
const LEVELS: readonly { key: LevelKey; name: string; noun: string }[] = [
  { key: 'foundation', name: 'Foundation', noun: 'foundation' },
  { key: 'diploma', name: 'Diploma', noun: 'diploma' },
  { key: 'adv_diploma', name: 'Advanced Diploma', noun: 'advanced diploma' },
  { key: 'ug', name: 'Undergraduate', noun: "bachelor's" },
  { key: 'pg_diploma', name: 'Postgraduate Diploma', noun: 'postgraduate diploma' },
  { key: 'pg', name: 'Postgraduate', noun: "master's" },
  { key: 'mba', name: 'MBA', noun: 'MBA' },
  { key: 'phd', name: 'PhD', noun: 'doctoral' },
];
const LEVEL_IDS = new Map(LEVELS.map((l, i) => [l.key, i + 1]));
const levelId = (key: LevelKey): number => LEVEL_IDS.get(key)!;

/** How course names read: British (BSc (Hons) X), North American (Bachelor of Science in X), Australasian, European. */
type Style = 'uk' | 'na' | 'au' | 'eu';

type Category = {
  name: string;
  foundation: string;
  ug: [short: string, long: string];
  pg: [short: string, long: string];
  ugSubjects: string[];
  pgSubjects: string[];
  blurb: string[];
};

/**
 * course_category_id = index + 1. Subjects never repeat across categories (a course name must be unique per level).
 * The profiles are data: catalog-data/categories.json.
 */
const CATEGORIES: readonly Category[] = checkCategories(readData('categories.json'));
const CATEGORY_IDS = new Map(CATEGORIES.map((c, i) => [c.name, i + 1]));
const categoryId = (name: string): number => CATEGORY_IDS.get(name)!;

/** MBA specialisations and the category each belongs to; '' = the general MBA. */
const MBA_SPECS: readonly [string, string][] = [
  ['', 'Business & Management'],
  ['Finance', 'Finance & Accounting'],
  ['Marketing', 'Business & Management'],
  ['Human Resource Management', 'Business & Management'],
  ['Business Analytics', 'Data Science & Analytics'],
  ['Healthcare Management', 'Health & Nursing'],
  ['Digital Transformation', 'Computer Science & IT'],
  ['International Business', 'Business & Management'],
  ['Supply Chain Management', 'Business & Management'],
  ['Entrepreneurship', 'Business & Management'],
  ['Hospitality Management', 'Hospitality & Tourism'],
  ['Project Management', 'Business & Management'],
  ['Fintech', 'Finance & Accounting'],
  ['Sustainability', 'Environmental Science'],
];

type Range = [number, number];
type Fees = Record<LevelKey, Range>;

type CountryProfile = {
  name: string;
  iso2: string;
  currency: string;
  usdRate: number;
  /** State → cities; a city written with a leading '~' is a small town that gets no university. */
  states: [string, string[]][];
  universities: number;
  privateShare?: number;
  style?: Style;
  /** Every course starts in main; each of the others with its probability. */
  intakes?: { main: Month; others: [Month, number][] };
  fees?: Fees;
  /** Public universities' fees where they differ (near-free tuition in Germany, France, Italy, Spain). */
  publicFees?: Partial<Fees>;
  appFees?: number[];
  living?: Range;
  /** Duration choices (months) per level where the country differs from the default. */
  durations?: Partial<Record<LevelKey, number[]>>;
  levelWeights?: Partial<Record<LevelKey, number>>;
  postStudy?: string;
  /** University name prefixes; English ones (EN_PREFIXES) when absent. */
  prefixes?: string[];
  /** Name templates ({P} a prefix, {C} the city); EN_TEMPLATES when absent, followed by moreTemplates. */
  templates?: [template: string, kind: Kind][];
  moreTemplates?: [template: string, kind: Kind][];
};

type Kind = 'university' | 'technical' | 'business' | 'college' | 'applied';

const EN_PREFIXES = [
  'Northbridge', 'Westgate', 'Kingsford', 'Ashcombe', 'Harbourview', 'Brightwater', 'Eastmere', 'Crestfield', 'Oakridge',
  'Fairhaven', 'Highmoor', 'Redgrave', 'Silverbirch', 'Larkspur', 'Meridian', 'Pinecrest', 'Lakeshore', 'Elmstead',
  'Ravensworth', 'Whitmore', 'Greyfield', 'Amberley', 'Foxbourne', 'Kestrel', 'Marlowe', 'Quayside', 'Rosewood',
  'Thistledown', 'Wrenfield', 'Yarrowby', 'Beaconridge', 'Copperfield', 'Duncliffe', 'Glenholme', 'Ironbridge',
  'Juniper', 'Lindenhurst', 'Moorgate', 'Oakhurst', 'Penrose', 'Sandford', 'Valecrest', 'Windermere', 'Ashgrove',
  'Blackthorn', 'Cloverdale', 'Evergreen', 'Hollybrook', 'Summerfield', 'Templeton',
];
const EN_TEMPLATES: [string, Kind][] = [
  ['{P} University {C}', 'university'],
  ['{C} {P} University', 'university'],
  ['{P} University {C}', 'university'],
  ['{P} Institute of Technology {C}', 'technical'],
  ['{P} Business School {C}', 'business'],
  ['{P} College {C}', 'college'],
];

/** The profiles are data: catalog-data/countries.json. */
const COUNTRIES: readonly CountryProfile[] = checkCountries(readData('countries.json'));

// ---------------------------------------------------------------- the data files

/** A JSON file of catalog-data/. */
function readData(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./catalog-data/${name}`, import.meta.url), 'utf8'));
}

/** Stops the seed on a profile the generator would misread, naming the file, the record and the field. */
function assertData(ok: boolean, what: string): void {
  if (!ok) throw new Error(`catalog seed data: ${what}`);
}

// Function declarations, not constants: CATEGORIES and COUNTRIES above are checked while the module loads.
function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
function isTexts(value: unknown): boolean {
  return Array.isArray(value) && value.every(isText);
}
function isRange(value: unknown): boolean {
  return Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');
}

function checkCategories(data: unknown): Category[] {
  assertData(Array.isArray(data), 'categories.json is not a list');
  for (const [i, c] of (data as Record<string, unknown>[]).entries()) {
    const at = `categories.json #${i + 1}`;
    assertData(isText(c.name) && isText(c.foundation), `${at}: name and foundation are text`);
    for (const key of ['ug', 'pg']) assertData(isTexts(c[key]) && (c[key] as unknown[]).length === 2, `${at}: ${key} is [short, long]`);
    for (const key of ['ugSubjects', 'pgSubjects', 'blurb']) assertData(isTexts(c[key]), `${at}: ${key} is a list of text`);
  }
  return data as Category[];
}

function checkCountries(data: unknown): CountryProfile[] {
  const styles = ['uk', 'na', 'au', 'eu'];
  const kinds = ['university', 'technical', 'business', 'college', 'applied'];
  const levels = LEVELS.map((l) => l.key as string);
  const month = (value: unknown) => MONTHS.includes(value as Month);
  const byLevel = (value: unknown, ok: (v: unknown) => boolean) =>
    value === undefined || (typeof value === 'object' && value !== null && Object.entries(value).every(([k, v]) => levels.includes(k) && ok(v)));
  const templates = (value: unknown) =>
    value === undefined || (Array.isArray(value) && value.every((t) => Array.isArray(t) && isText(t[0]) && kinds.includes(t[1])));
  assertData(Array.isArray(data), 'countries.json is not a list');
  for (const c of data as Record<string, any>[]) {
    const at = `countries.json ${c.name}`;
    assertData(isText(c.name) && /^[A-Z]{2}$/.test(c.iso2) && /^[A-Z]{3}$/.test(c.currency), `${at}: name, iso2 and currency`);
    assertData(c.usdRate > 0 && Number.isInteger(c.universities), `${at}: usdRate and universities are numbers`);
    assertData(Array.isArray(c.states) && c.states.every((st: unknown[]) => isText(st[0]) && isTexts(st[1])), `${at}: states are [state, cities]`);
    assertData(c.style === undefined || styles.includes(c.style), `${at}: style is one of ${styles.join(', ')}`);
    assertData(c.intakes === undefined || (month(c.intakes.main) && c.intakes.others.every(([m, p]: [unknown, number]) => month(m) && p >= 0 && p <= 1)), `${at}: intakes`);
    assertData(byLevel(c.fees, isRange) && byLevel(c.publicFees, isRange), `${at}: fees are [low, high] by level`);
    assertData(byLevel(c.durations, (v) => Array.isArray(v) && v.every(Number.isInteger)), `${at}: durations are months by level`);
    assertData(byLevel(c.levelWeights, (v) => typeof v === 'number'), `${at}: levelWeights are numbers by level`);
    assertData(c.living === undefined || isRange(c.living), `${at}: living is [low, high]`);
    assertData(c.prefixes === undefined || isTexts(c.prefixes), `${at}: prefixes are text`);
    assertData(templates(c.templates) && templates(c.moreTemplates), `${at}: templates are [template, kind]`);
  }
  return data as CountryProfile[];
}

const DEFAULT_DURATIONS: Record<LevelKey, number[]> = {
  foundation: [9, 12],
  diploma: [12, 18, 24],
  adv_diploma: [24, 36],
  ug: [36, 48],
  pg_diploma: [9, 12],
  pg: [12, 24],
  mba: [12, 24],
  phd: [36, 42, 48],
};

const DEFAULT_LEVEL_WEIGHTS: Record<LevelKey, number> = {
  foundation: 4, diploma: 5, adv_diploma: 2, ug: 34, pg_diploma: 7, pg: 34, mba: 5, phd: 9,
};

/** Tuition buckets per currency (yearly): the lower bounds; the last one is open-ended. */
const BUCKET_BOUNDS: readonly [string, number[]][] = [
  ['USD', [0, 10000, 20000, 30000, 40000, 50000]],
  ['GBP', [0, 10000, 15000, 20000, 25000, 30000]],
  ['CAD', [0, 15000, 25000, 35000, 45000, 55000]],
  ['AUD', [0, 20000, 30000, 40000, 50000, 60000]],
  ['EUR', [0, 5000, 10000, 15000, 20000, 30000]],
  ['NZD', [0, 20000, 30000, 40000, 50000]],
  ['SGD', [0, 15000, 25000, 35000, 45000, 60000]],
  ['AED', [0, 40000, 60000, 80000, 100000, 120000]],
  ['SEK', [0, 100000, 130000, 160000, 200000]],
];

type DocDef = [name: string, description: string, mime?: 'image'];
const DOCUMENT_TYPES: Record<'student_document' | 'visa_document' | 'student_visa_document' | 'document', DocDef[]> = {
  student_document: [
    ['Passport', 'First and last pages of a passport valid for the whole course.'],
    ['10th Marksheet', 'Class X marksheet and passing certificate.'],
    ['12th Marksheet', 'Class XII marksheet and passing certificate.'],
    ['Diploma Marksheets', 'Semester-wise marksheets and certificate of a diploma, if any.'],
    ["Bachelor's Transcript", 'Consolidated or semester-wise marksheets of the bachelor\u2019s degree.'],
    ["Bachelor's Degree Certificate", 'Degree certificate, or the provisional certificate until it is issued.'],
    ["Master's Transcript", 'Consolidated or semester-wise marksheets of the master\u2019s degree.'],
    ["Master's Degree Certificate", 'Degree certificate, or the provisional certificate until it is issued.'],
    ['English Test Score Report (IELTS/TOEFL/PTE/Duolingo)', 'The official score report of one accepted English test.'],
    ['GRE/GMAT Score Report', 'Required by some postgraduate and MBA programmes.'],
    ['CV/Resume', 'Up-to-date CV with education, work experience and achievements.'],
    ['Statement of Purpose', 'Why this course, this university and this country; 800 to 1,000 words.'],
    ['Letter of Recommendation 1', 'From a professor or an employer, on letterhead, signed.'],
    ['Letter of Recommendation 2', 'A second recommendation, from a different referee.'],
    ['Work Experience Letter', 'From each employer, stating role, dates and responsibilities.'],
    ['Portfolio', 'Required for art, design and architecture courses.'],
    ['Research Proposal', 'A 1,500 to 3,000 word proposal for doctoral applications.'],
    ['Backlog Certificate', 'Issued by the university, stating the number of backlogs.'],
    ['Medium of Instruction Letter', 'Confirms that the previous degree was taught in English.'],
    ['Gap Justification', 'Explains any gap in education with supporting evidence.'],
  ],
  visa_document: [
    ['CAS/I-20/CoE/LOA', 'The university\u2019s enrolment confirmation for the visa: CAS (UK), I-20 (US), CoE (Australia) or LOA (Canada).'],
    ['Bank Statement (last 6 months)', 'Statements showing the required funds held for the required period.'],
    ['Sponsor Affidavit', 'Notarised affidavit of support from the sponsor.'],
    ['Sponsor Income Tax Returns (3 years)', 'ITR acknowledgements of the sponsor for the last three years.'],
    ['Education Loan Sanction Letter', 'Sanction letter from the lending bank, if funding by loan.'],
    ['Tuition Fee Receipt', 'Receipt of the deposit or first-year tuition paid to the university.'],
    ['Medical Certificate (TB test)', 'Tuberculosis test or medical examination from an approved clinic.'],
    ['Police Clearance Certificate', 'Issued by the Passport Seva Kendra or local police.'],
    ['Visa Application Form', 'The completed online application form (e.g. DS-160 confirmation).'],
    ['Visa Fee Receipt', 'Proof of payment of the visa application fee.'],
    ['Passport-size Photographs', 'Recent photographs on a white background, to the embassy\u2019s specification.', 'image'],
    ['Health Insurance (IHS/OSHC)', 'Immigration Health Surcharge (UK), OSHC (Australia) or equivalent cover.'],
    ['SEVIS Fee Receipt', 'I-901 SEVIS fee payment confirmation (United States).'],
    ['GIC Certificate', 'Guaranteed Investment Certificate for living costs (Canada).'],
    ['Biometrics Appointment Confirmation', 'Appointment letter for fingerprints and photograph.'],
    ['Visa Decision Letter', 'The visa grant or refusal letter.'],
  ],
  student_visa_document: [
    ['Passport (all pages)', 'Every page of the current passport and of any old passports.'],
    ['Bank Statement (last 6 months)', 'Statements of the account holding the funds.'],
    ['Sponsor Affidavit', 'Notarised affidavit of support from the sponsor.'],
    ['Sponsor Income Proof', 'Salary slips, ITRs or business income proof of the sponsor.'],
    ['Education Loan Sanction Letter', 'Sanction letter from the lending bank, if funding by loan.'],
    ['Medical Certificate (TB test)', 'Tuberculosis test result from an approved clinic.'],
    ['Police Clearance Certificate', 'Issued by the Passport Seva Kendra.'],
    ['Passport-size Photographs', 'Recent photographs on a white background.', 'image'],
    ['Birth Certificate', 'Issued by the municipal authority.'],
    ['Previous Visa Refusal Letters', 'Any earlier refusal letters from any country, if applicable.'],
  ],
  document: [
    ['GST Certificate', 'GST registration certificate of the business.'],
    ['PAN Card', 'PAN card of the business or the proprietor.'],
    ['Aadhaar Card', 'Aadhaar card of the proprietor or authorised signatory.'],
    ['Agreement', 'The signed agent or franchise agreement with Unipath.'],
    ['Cancelled Cheque', 'A cancelled cheque of the bank account for commission payouts.'],
    ['Certificate of Incorporation', 'Or the shop and establishment licence, partnership deed or Udyam certificate.'],
    ['Office Address Proof', 'Rent agreement or utility bill of the office.'],
    ['Office Photographs', 'Photographs of the office front and interior.', 'image'],
  ],
};

/** Which student documents each level asks for: name → mandatory. */
const REQUIRED: Record<LevelKey, [string, boolean][]> = (() => {
  const base: [string, boolean][] = [['Passport', true], ['10th Marksheet', true], ['12th Marksheet', true]];
  const english: [string, boolean] = ['English Test Score Report (IELTS/TOEFL/PTE/Duolingo)', true];
  const bachelor: [string, boolean][] = [["Bachelor's Transcript", true], ["Bachelor's Degree Certificate", true]];
  const extras: [string, boolean][] = [['Backlog Certificate', false], ['Gap Justification', false], ['Medium of Instruction Letter', false]];
  return {
    foundation: [...base, [english[0], false], ['Statement of Purpose', false]],
    diploma: [...base, english, ['Statement of Purpose', true], ['CV/Resume', false], ['Diploma Marksheets', false], ['Gap Justification', false]],
    adv_diploma: [...base, english, ['Statement of Purpose', true], ['CV/Resume', false], ['Diploma Marksheets', false], ['Gap Justification', false]],
    ug: [...base, english, ['Statement of Purpose', true], ['Letter of Recommendation 1', true], ['CV/Resume', false], ['Portfolio', false], ['Diploma Marksheets', false], ['Gap Justification', false]],
    pg_diploma: [...base, ...bachelor, english, ['Statement of Purpose', true], ['CV/Resume', true], ['Letter of Recommendation 1', true], ['Work Experience Letter', false], ...extras],
    pg: [...base, ...bachelor, english, ['Statement of Purpose', true], ['CV/Resume', true], ['Letter of Recommendation 1', true], ['Letter of Recommendation 2', true], ['Work Experience Letter', false], ['GRE/GMAT Score Report', false], ['Portfolio', false], ...extras],
    mba: [...base, ...bachelor, english, ['Statement of Purpose', true], ['CV/Resume', true], ['Letter of Recommendation 1', true], ['Letter of Recommendation 2', true], ['Work Experience Letter', true], ['GRE/GMAT Score Report', false], ...extras],
    phd: [...base, ...bachelor, ["Master's Transcript", true], ["Master's Degree Certificate", true], english, ['CV/Resume', true], ['Statement of Purpose', true], ['Research Proposal', true], ['Letter of Recommendation 1', true], ['Letter of Recommendation 2', true], ['Work Experience Letter', false]],
  };
})();

/** IELTS overall → [TOEFL iBT, PTE Academic, Duolingo] commonly accepted as equivalent. */
const ENGLISH_EQUIVALENTS: Record<string, [number, number, number]> = {
  '5.0': [35, 36, 80],
  '5.5': [46, 43, 90],
  '6.0': [60, 50, 100],
  '6.5': [79, 58, 110],
  '7.0': [94, 65, 120],
  '7.5': [102, 73, 125],
};
const IELTS_BY_LEVEL: Record<LevelKey, number[]> = {
  foundation: [5.0, 5.5],
  diploma: [5.5, 6.0],
  adv_diploma: [6.0, 6.0],
  ug: [6.0, 6.5],
  pg_diploma: [6.0, 6.5],
  pg: [6.5, 7.0],
  mba: [6.5, 7.0],
  phd: [6.5, 7.5],
};
const PERCENT_BY_LEVEL: Record<LevelKey, Range> = {
  foundation: [50, 55], diploma: [50, 60], adv_diploma: [50, 60], ug: [55, 80], pg_diploma: [50, 60], pg: [55, 70], mba: [55, 65], phd: [60, 75],
};
const GAP_BY_LEVEL: Record<LevelKey, number | null> = {
  foundation: 2, diploma: 3, adv_diploma: 3, ug: 2, pg_diploma: 5, pg: 5, mba: null, phd: null,
};
/** Categories whose professional bodies ask for higher English. */
const HIGH_ENGLISH = new Set(['Health & Nursing', 'Law', 'Education', 'Psychology']);

// ---------------------------------------------------------------- helpers

const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Tuition is quoted to the nearest 50 below 10,000 and to the nearest 100 above. */
const roundFee = (value: number): number => (value < 10000 ? Math.round(value / 50) * 50 : Math.round(value / 100) * 100);
const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
const formatAmount = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const sortMonths = (months: Month[]): Month[] => [...new Set(months)].sort((a, b) => MONTHS.indexOf(a) - MONTHS.indexOf(b));

/** "an 18-month", "a two-year". */
const withArticle = (phrase: string): string => (/^(8|11|18|[aeiou])/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`);

function durationText(months: number): string {
  const words: Record<number, string> = { 12: 'one-year', 24: 'two-year', 36: 'three-year', 48: 'four-year' };
  return words[months] ?? `${months}-month`;
}

function courseName(level: LevelKey, style: Style, cat: Category, subject: string): string {
  const [ugShort, ugLong] = cat.ug;
  const [pgShort, pgLong] = cat.pg;
  const au = style === 'au';
  const plain = (long: string) => long === subject || long === `${subject}s`;
  switch (level) {
    case 'foundation':
      return {
        uk: `International Foundation Year in ${subject}`,
        na: `University Pathway Program in ${subject}`,
        au: `Foundation Studies in ${subject}`,
        eu: `Foundation Year in ${subject}`,
      }[style];
    case 'diploma':
      return au ? `Diploma of ${subject}` : `Diploma in ${subject}`;
    case 'adv_diploma':
      return au ? `Advanced Diploma of ${subject}` : `Advanced Diploma in ${subject}`;
    case 'pg_diploma':
      return { uk: `Postgraduate Diploma in ${subject}`, na: `Graduate Certificate in ${subject}`, au: `Graduate Diploma in ${subject}`, eu: `Postgraduate Diploma in ${subject}` }[style];
    case 'ug':
      if (style === 'uk') return `${ugShort} (Hons) ${subject}`;
      if (style === 'eu') return `${ugShort} ${subject}`;
      if (plain(ugLong)) return `Bachelor of ${ugLong}`;
      return style === 'na' ? `Bachelor of ${ugLong} in ${subject}` : `Bachelor of ${ugLong} (${subject})`;
    case 'pg':
      if (style === 'uk' || style === 'eu') return `${pgShort} ${subject}`;
      if (plain(pgLong)) return `Master of ${pgLong}`;
      return style === 'na' ? `Master of ${pgLong} in ${subject}` : `Master of ${subject}`;
    case 'mba':
      if (subject === '') return au ? 'Master of Business Administration' : 'MBA';
      return { uk: `MBA (${subject})`, eu: `MBA (${subject})`, na: `MBA in ${subject}`, au: `Master of Business Administration (${subject})` }[style];
    case 'phd':
      return { uk: `PhD in ${subject}`, eu: `PhD in ${subject}`, na: `Doctor of Philosophy in ${subject}`, au: `Doctor of Philosophy (${subject})` }[style];
  }
}

// ---------------------------------------------------------------- generation

type Row = Record<string, unknown>;
type Generated = {
  countries: Row[];
  states: Row[];
  cities: Row[];
  levels: Row[];
  categories: Row[];
  documentTypes: Row[];
  requiredDocuments: Row[];
  universities: Row[];
  usps: Row[];
  scholarships: Row[];
  requirements: Row[];
  updates: Row[];
  courses: Row[];
  buckets: Row[];
};

const KIND_WORDS: Record<Kind, string> = {
  university: 'university',
  technical: 'technical university',
  business: 'business school',
  college: 'college',
  applied: 'university of applied sciences',
};

/** Category weights per kind of institution; general universities draw their own. */
function categoryWeights(kind: Kind, rng: Rng): number[] {
  const boost = (names: string[], strong: number, rest: number) => CATEGORIES.map((c) => (names.includes(c.name) ? strong * (0.6 + rng.float()) : rest));
  if (kind === 'business') return boost(['Business & Management', 'Finance & Accounting', 'Data Science & Analytics', 'Hospitality & Tourism', 'Media & Communication', 'Law'], 5, 0);
  if (kind === 'technical') return boost(['Computer Science & IT', 'Engineering', 'Data Science & Analytics', 'Architecture', 'Mathematics & Physical Sciences', 'Environmental Science', 'Business & Management'], 5, 0.3);
  return CATEGORIES.map(() => (rng.chance(0.15) ? 0 : 0.5 + rng.float() * 3));
}

function levelWeightsFor(country: CountryProfile, kind: Kind): Record<LevelKey, number> {
  const w: Record<LevelKey, number> = { ...DEFAULT_LEVEL_WEIGHTS, ...country.levelWeights };
  if (kind === 'business') Object.assign(w, { mba: 14, phd: 2, foundation: 2 });
  if (kind === 'college') Object.assign(w, { diploma: w.diploma + 12, adv_diploma: w.adv_diploma + 6, pg_diploma: w.pg_diploma + 10, phd: 1, pg: 18 });
  if (kind === 'applied') Object.assign(w, { phd: 1, pg: 26, ug: 40 });
  return w;
}

function generate(): Generated {
  const out: Generated = {
    countries: [], states: [], cities: [], levels: [], categories: [], documentTypes: [], requiredDocuments: [],
    universities: [], usps: [], scholarships: [], requirements: [], updates: [], courses: [], buckets: [],
  };

  LEVELS.forEach((l, i) => out.levels.push({ course_level_id: i + 1, name: l.name, sort_order: i + 1 }));
  CATEGORIES.forEach((c, i) => out.categories.push({ course_category_id: i + 1, name: c.name }));

  const docIds = new Map<string, number>();
  for (const list of ['student_document', 'visa_document', 'student_visa_document', 'document'] as const) {
    DOCUMENT_TYPES[list].forEach(([name, description, mime], i) => {
      const id = out.documentTypes.length + 1;
      if (list === 'student_document') docIds.set(name, id);
      const accepted = mime === 'image' ? ['image/jpeg', 'image/png'] : ['application/pdf', 'image/jpeg', 'image/png'];
      out.documentTypes.push({ document_type_id: id, list, name, description, sort_order: i + 1, accepted_mime_types: accepted });
    });
  }
  for (const level of LEVELS) {
    for (const [name, mandatory] of REQUIRED[level.key]) {
      const id = docIds.get(name);
      if (!id) throw new Error(`required document ${name} is not a student document type`);
      out.requiredDocuments.push({ course_level_id: levelId(level.key), document_type_id: id, mandatory });
    }
  }

  let bucketId = 0;
  for (const [currency, bounds] of BUCKET_BOUNDS) {
    bounds.forEach((min, i) => {
      const max = i + 1 < bounds.length ? bounds[i + 1] : null;
      const label = min === 0 ? `Under ${formatAmount(max as number)}` : max === null ? `Over ${formatAmount(min)}` : `${formatAmount(min)} \u2013 ${formatAmount(max)}`;
      out.buckets.push({ bucket_id: ++bucketId, currency, label, min_amount: min, max_amount: max, sort_order: i + 1 });
    });
  }

  const usedNames = new Set<string>();
  const usedRankings = new Set<number>();
  let stateId = 0;
  let cityId = 0;
  let universityId = 0;
  let courseId = 0;
  let uspId = 0;
  let scholarshipId = 0;
  let updateId = 0;

  COUNTRIES.forEach((country, countryIndex) => {
    const countryId = countryIndex + 1;
    // One stream per country: editing one country's profile leaves the others' rows unchanged.
    const rng = new Rng((SEED ^ Math.imul(countryId, 0x9e3779b9)) >>> 0);
    out.countries.push({ country_id: countryId, name: country.name, iso2: country.iso2, currency: country.currency, usd_rate: country.usdRate });

    const campusCities: { cityId: number; stateId: number; city: string; state: string; weight: number }[] = [];
    country.states.forEach(([stateName, cityNames], stateIndex) => {
      stateId += 1;
      out.states.push({ state_id: stateId, country_id: countryId, name: stateName });
      cityNames.forEach((raw, i) => {
        cityId += 1;
        const small = raw.startsWith('~');
        const name = small ? raw.slice(1) : raw;
        out.cities.push({ city_id: cityId, state_id: stateId, country_id: countryId, name });
        // States and cities are listed biggest first: London draws many more universities than Derry.
        const weight = (country.states.length - stateIndex) ** 2 * (i === 0 ? 6 : i === 1 ? 2 : 1);
        if (!small) campusCities.push({ cityId, stateId, city: name, state: stateName, weight });
      });
    });
    if (country.universities === 0) return;

    const style = country.style ?? 'uk';
    // Prefixes are used in a shuffled round so that names within a country rarely share one.
    const prefixes = rng.shuffle(country.prefixes ?? EN_PREFIXES);
    let prefixIndex = 0;
    const templates = country.templates ?? [...EN_TEMPLATES, ...(country.moreTemplates ?? [])];
    const focusedCount = Math.max(1, Math.round(country.universities / 10));
    const focusedIndexes = new Set(rng.sample([...Array(country.universities).keys()], focusedCount));
    const totalWeight = campusCities.reduce((s, c) => s + c.weight, 0);

    for (let u = 0; u < country.universities; u++) {
      universityId += 1;
      let roll = rng.float() * totalWeight;
      const campus = campusCities.find((c) => (roll -= c.weight) < 0) ?? campusCities[campusCities.length - 1];
      const nameCity = country.iso2 === 'SG' ? 'Singapore' : campus.city.replace(/ City$/, '');

      let name = '';
      let kind: Kind = 'university';
      for (let attempt = 0; attempt < 200 && !name; attempt++) {
        const [template, k] = rng.pick(templates);
        const candidate = template.replace('{P}', prefixes[prefixIndex++ % prefixes.length]).replace('{C}', nameCity);
        if (!usedNames.has(candidate)) {
          name = candidate;
          kind = k;
        }
      }
      if (!name) throw new Error(`no free university name in ${country.name}`);
      usedNames.add(name);

      const type: 'public' | 'private' =
        kind === 'business' || name.includes('American') ? 'private' : name.includes('State University') ? 'public' : rng.chance(country.privateShare ?? 0.2) ? 'private' : 'public';
      const established = type === 'public' ? rng.int(1850, 1995) : rng.int(1965, 2015);
      let ranking: number | null = null;
      if (rng.chance(type === 'public' ? 0.6 : 0.25)) {
        do ranking = rng.int(type === 'public' ? 25 : 300, 1500);
        while (usedRankings.has(ranking));
        usedRankings.add(ranking);
      }
      // Price tier in [0, 1]: private and highly ranked universities charge more.
      let tier = type === 'private' ? 0.35 + rng.float() * 0.65 : rng.float() * 0.7;
      if (ranking !== null && ranking <= 300) tier = Math.min(1, tier + 0.25);
      const website = `https://${slugify(name)}.example.edu`;

      // ---- courses
      const catWeights = categoryWeights(kind, rng);
      const levelWeights = levelWeightsFor(country, kind);
      const target = rng.int(90, 100);
      const seen = new Set<string>();
      const uniCourses: Row[] = [];
      const applicationFeeUg = rng.pick(country.appFees ?? [0]);
      const applicationFeePg = rng.pick(country.appFees ?? [0]);
      const pickLevel = rng.weighted(levelWeights);
      const pickCategory = rng.weighted(Object.fromEntries(CATEGORIES.map((c, i) => [c.name, catWeights[i]])) as Record<string, number>);
      for (let attempt = 0; uniCourses.length < target && attempt < 20000; attempt++) {
        // After many misses (a narrow institution), any category and level will do.
        const level = attempt < 4000 ? pickLevel() : rng.pick(LEVELS).key;
        let cat: Category;
        let subject: string;
        if (level === 'mba') {
          const [spec, catName] = rng.pick(MBA_SPECS);
          cat = CATEGORIES[categoryId(catName) - 1];
          subject = spec;
        } else {
          cat = attempt < 4000 ? CATEGORIES[categoryId(pickCategory()) - 1] : rng.pick(CATEGORIES);
          subject = level === 'foundation' ? cat.foundation : rng.pick(level === 'ug' || level === 'diploma' || level === 'adv_diploma' ? cat.ugSubjects : cat.pgSubjects);
        }
        const cname = courseName(level, style, cat, subject);
        const key = `${level}|${cname}`;
        if (seen.has(key)) continue;
        seen.add(key);

        const durations = country.durations?.[level] ?? DEFAULT_DURATIONS[level];
        let duration = rng.pick(durations);
        if (level === 'ug' && campus.state === 'Scotland') duration = 48;
        if (level === 'ug' && style === 'au' && cat.name === 'Engineering') duration = 48;

        const intakes: Month[] = [country.intakes?.main ?? 'Sep'];
        for (const [month, p] of country.intakes?.others ?? []) if (rng.chance(p)) intakes.push(month);
        // Doctoral candidates often start in any of the country's intake months.
        if (level === 'phd' && rng.chance(0.4)) for (const [month] of country.intakes?.others ?? []) intakes.push(month);

        const range = (type === 'public' ? country.publicFees?.[level] : undefined) ?? country.fees![level];
        let fee = roundFee(range[0] + clamp01(tier + (rng.float() - 0.5) * 0.3) * (range[1] - range[0]));
        if (country.iso2 === 'DE' && type === 'public' && campus.state === 'Baden-Württemberg' && level !== 'mba') fee = 3000 + roundFee(rng.int(600, 800)); // 1,500 a semester for non-EU students, plus the semester contribution
        const feeUsd = Math.round(fee / country.usdRate);
        let applicationFee = level === 'ug' || level === 'foundation' || level === 'diploma' || level === 'adv_diploma' ? applicationFeeUg : applicationFeePg;
        if (level === 'phd' && rng.chance(0.5)) applicationFee = 0;

        const ieltsChoices = IELTS_BY_LEVEL[level];
        let ielts = tier > 0.6 || (ranking !== null && ranking <= 400) ? ieltsChoices[1] : rng.pick(ieltsChoices);
        if (HIGH_ENGLISH.has(cat.name) && (level === 'ug' || level === 'pg')) ielts = Math.min(7.5, ielts + 0.5);
        const [toefl, pte, duolingo] = ENGLISH_EQUIVALENTS[ielts.toFixed(1)];
        const band = level === 'pg' || level === 'phd' || level === 'mba' || rng.chance(0.6) ? ielts - 0.5 : ielts - 1;
        const [pMin, pMax] = PERCENT_BY_LEVEL[level];
        const percentage = roundTo(pMin + clamp01(tier + (rng.float() - 0.5) * 0.4) * (pMax - pMin), 5);
        let mode = 'full_time';
        if (level === 'mba') mode = rng.chance(0.2) ? 'part_time' : 'full_time';
        else if (level !== 'phd' && level !== 'foundation' && rng.chance(0.1)) mode = rng.chance(0.6) ? 'blended' : 'online';

        courseId += 1;
        const topic = subject === '' ? 'business administration' : subject;
        const intro = `${cname} at ${name} is ${withArticle(durationText(duration))} ${LEVELS[levelId(level) - 1].noun} programme in ${topic}, taught in English${mode === 'full_time' ? '' : mode === 'part_time' ? ' part time' : mode === 'online' ? ' online' : ' in a blended format'}.`;
        uniCourses.push({
          course_id: courseId,
          university_id: universityId,
          name: cname,
          course_level_id: levelId(level),
          course_category_id: categoryId(cat.name),
          intakes: sortMonths(intakes),
          duration_months: duration,
          tuition_fee: fee,
          currency: country.currency,
          tuition_fee_usd: feeUsd,
          application_fee: applicationFee,
          ielts_min: ielts,
          ielts_min_band: band,
          toefl_min: toefl,
          pte_min: country.iso2 === 'US' && rng.chance(0.25) ? null : pte,
          duolingo_min: style === 'eu' && rng.chance(0.5) ? null : duolingo,
          min_percentage: percentage,
          gap_years_allowed: GAP_BY_LEVEL[level],
          study_mode: mode,
          course_url: `${website}/courses/${slugify(cname)}`,
          description: `${intro} ${rng.pick(cat.blurb)}`,
        });
      }
      if (uniCourses.length < target) throw new Error(`only ${uniCourses.length} courses for ${name}`);
      out.courses.push(...uniCourses);

      // ---- university facts
      const catCounts = new Map<number, number>();
      for (const c of uniCourses) catCounts.set(c.course_category_id as number, (catCounts.get(c.course_category_id as number) ?? 0) + 1);
      const strengths = [...catCounts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 3).map(([id]) => CATEGORIES[id - 1].name.toLowerCase());
      const levelsOffered = new Set(uniCourses.map((c) => c.course_level_id as number));
      const span = levelsOffered.has(levelId('phd')) ? (levelsOffered.has(levelId('foundation')) ? 'from foundation to doctoral level' : 'up to doctoral level') : 'at undergraduate and postgraduate level';
      const third = [
        `Around ${rng.int(15, 40)}% of its ${formatAmount(roundTo(rng.int(4000, 38000), 500))} students come from outside ${country.name}, with an active Indian student society.`,
        `It works closely with employers in ${campus.city} on placements, live projects and graduate recruitment.`,
        `Its campus is ${rng.int(5, 25)} minutes from the centre of ${campus.city}, with student housing on site.`,
      ];
      const description = [
        `${name} is a ${type} ${KIND_WORDS[kind]} in ${campus.city}, ${campus.state}, founded in ${established}.`,
        `It is best known for ${strengths[0]}, ${strengths[1]} and ${strengths[2]}, and offers ${uniCourses.length} programmes ${span}.`,
        ...(rng.chance(0.7) ? [rng.pick(third)] : []),
      ].join(' ');
      const living = roundTo(rng.int(country.living![0], country.living![1]), 100) * (campus.city === 'London' ? 1.3 : 1);
      const rent = roundTo((living * 0.45) / 12, 10);
      const accommodation = rng.pick([
        `University residences from about ${formatAmount(rent)} ${country.currency} a month; first-year international students who apply before the deadline are guaranteed a room.`,
        `Shared student flats near campus cost about ${formatAmount(rent)} ${country.currency} a month; the accommodation office helps students find housing before arrival.`,
        `On-campus rooms from about ${formatAmount(rent)} ${country.currency} a month, with private studios nearby for those who prefer them.`,
      ]);
      out.universities.push({
        university_id: universityId,
        name,
        country_id: countryId,
        state_id: campus.stateId,
        city_id: campus.cityId,
        type,
        established_year: established,
        ranking,
        website,
        description,
        focused: focusedIndexes.has(u),
        logo_url: null,
        living_cost_yearly: roundTo(living, 100),
        accommodation_note: accommodation,
      });

      // ---- USPs
      const intakeList = sortMonths(uniCourses.flatMap((c) => c.intakes as Month[]));
      const uspPool: [string, string][] = [
        ['Post-study work rights', country.postStudy ?? 'Graduates can apply to stay on and work after their studies.'],
        ['Graduate employability', `${rng.int(88, 97)}% of graduates are in work or further study within 15 months of graduating.`],
        ['Industry placements', `Optional paid placements with partner employers in and around ${campus.city}.`],
        ['Scholarships for Indian students', 'Merit scholarships are assessed automatically at the offer stage; no separate application.'],
        ['Flexible intakes', `Courses start in ${intakeList.map((m) => MONTH_NAMES[MONTHS.indexOf(m)]).join(', ')}.`],
        ['Accommodation guarantee', 'A room in university housing is guaranteed for first-year international students.'],
        ['Small classes', `An average of ${rng.int(18, 35)} students per class, with a personal academic tutor.`],
        ['Modern campus', `${formatAmount(rng.int(40, 300))} million ${country.currency} invested in new teaching spaces and laboratories since 2020.`],
        ['International community', `Students from more than ${rng.int(8, 15) * 10} countries study on campus.`],
      ];
      if (ranking !== null) uspPool.unshift(['World ranking', `Ranked in the top ${Math.ceil(ranking / 100) * 100} universities in the world.`]);
      rng.sample(uspPool, rng.int(3, 5)).forEach(([title, detail], i) => {
        out.usps.push({ usp_id: ++uspId, university_id: universityId, title, detail, sort_order: i + 1 });
      });

      // ---- scholarships
      const scholarshipNames = rng.shuffle([
        style === 'na' ? "President's International Scholarship" : "Vice-Chancellor's International Scholarship",
        'Global Excellence Award',
        'Academic Merit Scholarship (India)',
        'Early Payment Discount',
        'Women in STEM Scholarship',
        'Research Excellence Studentship',
      ]);
      for (let s = 0, n = rng.int(0, 3); s < n; s++) {
        const sname = scholarshipNames[s];
        const research = sname.startsWith('Research');
        const fixed = research || rng.chance(0.6);
        const amount = fixed ? roundTo((rng.int(2, research ? 15 : 10) * 1000 * country.usdRate), country.usdRate > 5 ? 1000 : 500) : null;
        const percent = rng.pick([10, 15, 20, 25, 30, 50]);
        const amountText = amount === null ? `up to ${percent}% of the first year\u2019s tuition` : research ? `${formatAmount(amount)} ${country.currency} a year towards tuition, for up to 3 years` : `${formatAmount(amount)} ${country.currency} off the first year\u2019s tuition`;
        const eligibility = sname.startsWith('Early')
          ? 'Self-funded international students who pay the first year\u2019s tuition in full before enrolment.'
          : sname.startsWith('Women')
            ? 'Female applicants to engineering, computing or data science courses with a strong academic record.'
            : sname.includes('India')
              ? `Applicants from India with at least ${rng.pick([65, 70, 75, 80])}% in their previous qualification.`
              : research
                ? 'Doctoral applicants with a first-class or distinction master\u2019s degree and a supervisor\u2019s support.'
                : `International applicants with an offer for a full-time course and at least ${rng.pick([70, 75, 80, 85])}% in their previous qualification.`;
        const deadline = rng.chance(0.7) ? rng.pick(['2027-01-31', '2027-03-31', '2027-05-31', '2027-06-30', '2027-07-31']) : null;
        const levelOnly = research ? levelId('phd') : rng.chance(0.3) ? levelId(rng.pick(['ug', 'pg'] as LevelKey[])) : null;
        out.scholarships.push({
          scholarship_id: ++scholarshipId, university_id: universityId, name: sname, amount, currency: country.currency,
          amount_text: amountText, course_level_id: levelOnly, eligibility, deadline,
        });
      }

      // ---- requirements per level offered (the least any course of the level asks)
      for (const lid of [...levelsOffered].sort((a, b) => a - b)) {
        const key = LEVELS[lid - 1].key;
        const atLevel = uniCourses.filter((c) => c.course_level_id === lid);
        const min = (field: string): number | null => {
          const values = atLevel.map((c) => c[field]).filter((v): v is number => typeof v === 'number');
          return values.length ? Math.min(...values) : null;
        };
        const postgraduate = key === 'pg' || key === 'pg_diploma' || key === 'mba';
        const notes =
          key === 'mba'
            ? `At least ${rng.int(2, 3)} years of full-time work experience after graduation; GMAT is optional.`
            : key === 'phd'
              ? 'A research proposal and a supervisor\u2019s agreement in principle are needed before applying.'
              : postgraduate
                ? rng.pick(['Three-year Indian bachelor\u2019s degrees are accepted for most programmes.', 'A four-year bachelor\u2019s degree is preferred; three-year degrees are assessed case by case.'])
                : rng.chance(0.5)
                  ? 'Indian applicants with 70% or more in Class XII English (CBSE/ISC) may be accepted without IELTS.'
                  : null;
        out.requirements.push({
          university_id: universityId, course_level_id: lid,
          ielts_min: min('ielts_min'), ielts_min_band: min('ielts_min_band'), toefl_min: min('toefl_min'), pte_min: min('pte_min'),
          duolingo_min: min('duolingo_min'), min_percentage: min('min_percentage'), gap_years_allowed: GAP_BY_LEVEL[key],
          backlogs_allowed: postgraduate ? (tier > 0.7 ? rng.int(0, 5) : rng.int(8, 15)) : null,
          notes,
        });
      }

      // ---- staff updates (fixed dates, newest on 15 November 2026)
      const newCourse = rng.pick(uniCourses);
      const intakeMonth = MONTH_NAMES[MONTHS.indexOf(rng.pick(intakeList))];
      const updatePool: [string, string][] = [
        [`${intakeMonth} 2027 intake now open`, `Applications for the ${intakeMonth} 2027 intake are open for most programmes. Complete applications get a decision within ${rng.int(2, 4)} weeks.`],
        [`Deadline extended for the ${intakeMonth} 2027 intake`, `International applicants now have until ${rng.int(1, 28)} ${MONTH_NAMES[(MONTHS.indexOf(rng.pick(intakeList)) + 10) % 12]} to submit a complete application.`],
        [`New programme: ${newCourse.name}`, `${name} has added ${newCourse.name}, open for applications now.`],
        ['English waiver for Indian applicants', 'Applicants with 70% or more in Class XII English from CBSE or ISC boards can apply without an English test for undergraduate courses.'],
        ['Counselor webinar', `The international office will brief counselors and agents on courses, scholarships and the visa process in an online session on ${rng.int(1, 28)} January 2027.`],
        ['Scholarship round announced', `A new round of merit scholarships is open to international students starting in ${intakeMonth} 2027.`],
      ];
      let daysAgo = rng.int(0, 20);
      for (const [title, body] of rng.sample(updatePool, rng.int(0, 3))) {
        const created = new Date(Date.UTC(2026, 10, 15, 9 + rng.int(0, 8), rng.int(0, 59)) - daysAgo * 86_400_000);
        out.updates.push({
          update_id: ++updateId, university_id: universityId, title, body,
          link: rng.chance(0.5) ? `${website}/news/${slugify(title)}` : null,
          created_by: null,
          created_at: created.toISOString(),
        });
        daysAgo += rng.int(5, 60);
      }
    }
  });
  return out;
}

// ---------------------------------------------------------------- insertion

type Column = [name: string, type: string];

/** One INSERT … SELECT FROM json_to_recordset per chunk: a JSON array of rows in one parameter. */
async function insertJson(db: Queryable, table: string, columns: Column[], rows: Row[], chunk = 6000): Promise<void> {
  const names = columns.map(([n]) => n).join(', ');
  const record = columns.map(([n, t]) => `${n} ${t}`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset($1::json) AS x(${record})`;
  for (let i = 0; i < rows.length; i += chunk) {
    await db.query(sql, [JSON.stringify(rows.slice(i, i + chunk))]);
  }
}

const SERIALS: [table: string, column: string][] = [
  ['countries', 'country_id'], ['states', 'state_id'], ['cities', 'city_id'], ['course_levels', 'course_level_id'],
  ['course_categories', 'course_category_id'], ['document_types', 'document_type_id'], ['universities', 'university_id'],
  ['university_usps', 'usp_id'], ['university_scholarships', 'scholarship_id'], ['university_updates', 'update_id'],
  ['courses', 'course_id'], ['tuition_fee_buckets', 'bucket_id'],
];

async function countRows(db: Queryable, seeded: boolean): Promise<CatalogSeedSummary> {
  const tables = [
    'countries', 'states', 'cities', 'course_levels', 'course_categories', 'document_types', 'required_documents', 'universities',
    'university_usps', 'university_scholarships', 'university_requirements', 'university_updates', 'courses', 'tuition_fee_buckets',
  ] as const;
  const sql = `SELECT ${tables.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`;
  const { rows } = await db.query<Record<(typeof tables)[number], number>>(sql);
  return { seeded, ...rows[0] };
}

/** Seeds the catalog into an empty catalog; does nothing but count when universities already has rows. */
export async function seedCatalog(db: Queryable): Promise<CatalogSeedSummary> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM universities');
  if (rows[0].n > 0) return countRows(db, false);

  const g = generate();
  await insertJson(db, 'countries', [['country_id', 'int'], ['name', 'text'], ['iso2', 'text'], ['currency', 'text'], ['usd_rate', 'numeric']], g.countries);
  await insertJson(db, 'states', [['state_id', 'int'], ['country_id', 'int'], ['name', 'text']], g.states);
  await insertJson(db, 'cities', [['city_id', 'int'], ['state_id', 'int'], ['country_id', 'int'], ['name', 'text']], g.cities);
  await insertJson(db, 'course_levels', [['course_level_id', 'int'], ['name', 'text'], ['sort_order', 'int']], g.levels);
  await insertJson(db, 'course_categories', [['course_category_id', 'int'], ['name', 'text']], g.categories);
  await insertJson(db, 'document_types', [['document_type_id', 'int'], ['list', 'text'], ['name', 'text'], ['description', 'text'], ['sort_order', 'int'], ['accepted_mime_types', 'text[]']], g.documentTypes);
  await insertJson(db, 'required_documents', [['course_level_id', 'int'], ['document_type_id', 'int'], ['mandatory', 'boolean']], g.requiredDocuments);
  await insertJson(db, 'universities', [
    ['university_id', 'int'], ['name', 'text'], ['country_id', 'int'], ['state_id', 'int'], ['city_id', 'int'], ['type', 'text'],
    ['established_year', 'int'], ['ranking', 'int'], ['website', 'text'], ['description', 'text'], ['focused', 'boolean'],
    ['logo_url', 'text'], ['living_cost_yearly', 'numeric'], ['accommodation_note', 'text'],
  ], g.universities);
  await insertJson(db, 'university_usps', [['usp_id', 'int'], ['university_id', 'int'], ['title', 'text'], ['detail', 'text'], ['sort_order', 'int']], g.usps);
  await insertJson(db, 'university_scholarships', [
    ['scholarship_id', 'int'], ['university_id', 'int'], ['name', 'text'], ['amount', 'numeric'], ['currency', 'text'],
    ['amount_text', 'text'], ['course_level_id', 'int'], ['eligibility', 'text'], ['deadline', 'date'],
  ], g.scholarships);
  await insertJson(db, 'university_requirements', [
    ['university_id', 'int'], ['course_level_id', 'int'], ['ielts_min', 'numeric'], ['ielts_min_band', 'numeric'], ['toefl_min', 'int'],
    ['pte_min', 'int'], ['duolingo_min', 'int'], ['min_percentage', 'int'], ['gap_years_allowed', 'int'], ['backlogs_allowed', 'int'], ['notes', 'text'],
  ], g.requirements);
  await insertJson(db, 'university_updates', [
    ['update_id', 'int'], ['university_id', 'int'], ['title', 'text'], ['body', 'text'], ['link', 'text'], ['created_by', 'int'], ['created_at', 'timestamptz'],
  ], g.updates);
  await insertJson(db, 'courses', [
    ['course_id', 'int'], ['university_id', 'int'], ['name', 'text'], ['course_level_id', 'int'], ['course_category_id', 'int'],
    ['intakes', 'text[]'], ['duration_months', 'int'], ['tuition_fee', 'numeric'], ['currency', 'text'], ['tuition_fee_usd', 'numeric'],
    ['application_fee', 'numeric'], ['ielts_min', 'numeric'], ['ielts_min_band', 'numeric'], ['toefl_min', 'int'], ['pte_min', 'int'],
    ['duolingo_min', 'int'], ['min_percentage', 'int'], ['gap_years_allowed', 'int'], ['study_mode', 'text'], ['course_url', 'text'],
    ['description', 'text'],
  ], g.courses);
  await insertJson(db, 'tuition_fee_buckets', [['bucket_id', 'int'], ['currency', 'text'], ['label', 'text'], ['min_amount', 'numeric'], ['max_amount', 'numeric'], ['sort_order', 'int']], g.buckets);

  // Explicit ids were inserted: move every sequence past them so later inserts get fresh ids.
  await db.query(
    `SELECT ${SERIALS.map(([t, c]) => `setval(pg_get_serial_sequence('${t}', '${c}'), (SELECT coalesce(max(${c}), 0) + 1 FROM ${t}), false)`).join(', ')}`,
  );
  return countRows(db, true);
}
