import type { Queryable } from '../db/types.ts';
import { Rng } from './random.ts';

// The demo lead book: ~3,000 leads of the demo partners (the agent, the master franchise, its area franchise and the
// operations manager's own, worked by the counselor and student support) over the last twelve months, across stages,
// sources, categories and India's states and cities, with category field values, follow-ups (done, due today,
// overdue, upcoming), history, assignee changes, two assignment rules and the partners' ACP campaigns.
//
// Deterministic: a seeded generator (random.ts, mulberry32) picks every value and every time is an offset from the
// moment the seed runs, so the charts look the same whenever the demo is seeded. Set-based: each table is one INSERT … SELECT
// over unnest() of arrays built here (generate_series for the derived rows), in chunks, so it stays well under 3 s.
// scripts/bench-leads.ts fills 100,000 leads with the same generator.

/** Who owns a share of the book, and who works their leads (null: the owner). */
export type LeadOwner = { userId: number; weight: number; assignees: readonly (number | null)[]; categories: readonly string[] };

export type LeadBookOptions = {
  owners: readonly LeadOwner[];
  count: number;
  /** The first lead's number: mobiles and emails are derived from it, so two books never collide. */
  first: number;
  seed: number;
  now: Date;
};

const FIRST = ['Aditi', 'Rohan', 'Sneha', 'Arjun', 'Kavya', 'Vivek', 'Pooja', 'Nikhil', 'Riya', 'Siddharth', 'Anjali',
  'Harsh', 'Neha', 'Manish', 'Tanvi', 'Yash', 'Ishita', 'Kunal', 'Meghna', 'Aditya', 'Simran', 'Gaurav', 'Nandini',
  'Abhishek', 'Shreya', 'Varun', 'Divya', 'Rahul', 'Aisha', 'Karthik', 'Lakshmi', 'Imran', 'Fatima', 'Harpreet', 'Jaspreet'];
const LAST = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Singh', 'Gupta', 'Kumar', 'Das', 'Banerjee', 'Khan',
  'Joshi', 'Kulkarni', 'Mehta', 'Chopra', 'Malhotra', 'Bhat', 'Pillai', 'Menon', 'Rao', 'Agarwal', 'Saxena', 'Gill'];
const INTAKES = ['January 2027', 'May 2027', 'September 2027', 'January 2028', 'September 2026'];
/** Share of leads per stage id (New, Contacted, Counseled, Interested, Applied, Converted, Not reachable, Lost). */
const STAGE_WEIGHTS: readonly [number, number][] = [[1, 18], [2, 22], [3, 14], [4, 11], [5, 7], [6, 5], [7, 10], [8, 13]];
const DAY = 86_400_000;
const MINUTE = 60_000;

type Masters = {
  cities: { city_id: number; state_id: number }[];
  countries: number[];
  levels: number[];
  mediums: { medium_id: number; source_id: number }[];
  campaigns: { campaign_id: number; source_id: number | null; medium_id: number | null }[];
  subStages: Map<number, number[]>;
  categories: Map<string, number>;
  acp: Map<number, { acp_campaign_id: number; source_id: number | null; medium_id: number | null }[]>;
};

async function readMasters(db: Queryable): Promise<Masters> {
  const q = async <T>(sql: string) => (await db.query<T>(sql)).rows;
  const subStages = new Map<number, number[]>();
  for (const r of await q<{ stage_id: number; sub_stage_id: number }>('SELECT stage_id, sub_stage_id FROM lead_sub_stages WHERE is_active ORDER BY sub_stage_id')) {
    subStages.set(r.stage_id, [...(subStages.get(r.stage_id) ?? []), r.sub_stage_id]);
  }
  const acp = new Map<number, { acp_campaign_id: number; source_id: number | null; medium_id: number | null }[]>();
  for (const r of await q<{ partner_user_id: number; acp_campaign_id: number; source_id: number | null; medium_id: number | null }>(
    `SELECT partner_user_id, acp_campaign_id, source_id, medium_id FROM acp_campaigns WHERE status <> 'draft' ORDER BY acp_campaign_id`,
  )) {
    acp.set(r.partner_user_id, [...(acp.get(r.partner_user_id) ?? []), r]);
  }
  return {
    cities: await q(`SELECT c.city_id, c.state_id FROM cities c JOIN countries k ON k.country_id = c.country_id
                      WHERE k.iso2 = 'IN' AND c.state_id IS NOT NULL ORDER BY c.city_id`),
    countries: (await q<{ country_id: number }>(
      `SELECT country_id FROM countries WHERE iso2 IN ('GB', 'CA', 'AU', 'US', 'IE', 'DE', 'NZ', 'FR') ORDER BY country_id`,
    )).map((r) => r.country_id),
    levels: (await q<{ course_level_id: number }>('SELECT course_level_id FROM course_levels ORDER BY sort_order, course_level_id')).map((r) => r.course_level_id),
    mediums: await q(`SELECT medium_id, source_id FROM lead_mediums
                       WHERE is_active AND source_id IS NOT NULL AND source_id <> (SELECT source_id FROM lead_sources WHERE name = 'Import')
                       ORDER BY medium_id`),
    campaigns: await q('SELECT campaign_id, source_id, medium_id FROM lead_campaigns ORDER BY campaign_id'),
    subStages,
    categories: new Map((await q<{ name: string; category_id: number }>('SELECT name, category_id FROM lead_categories')).map((r) => [r.name, r.category_id])),
    acp,
  };
}

/** Inserts `count` leads with their field values, follow-ups, history and assignments. */
export async function insertLeadBook(db: Queryable, options: LeadBookOptions): Promise<void> {
  const masters = await readMasters(db);
  const rng = new Rng(options.seed);
  const random = () => rng.float();
  const pick = <T>(items: readonly T[]): T => rng.pick(items);
  const weighted = <T>(items: readonly [T, number][]): T => {
    let roll = random() * items.reduce((n, [, w]) => n + w, 0);
    for (const [item, w] of items) if ((roll -= w) < 0) return item;
    return items[items.length - 1][0];
  };
  const owners = options.owners.map((o) => [o, o.weight] as [LeadOwner, number]);
  const now = options.now.getTime();
  const today = Math.floor((now + 330 * MINUTE) / DAY) * DAY - 330 * MINUTE;
  const iso = (ms: number) => new Date(ms).toISOString();

  const CHUNK = 20_000;
  for (let start = 0; start < options.count; start += CHUNK) {
    const cols = {
      owner: [] as number[], assignee: [] as (number | null)[], first: [] as string[], last: [] as string[], email: [] as (string | null)[],
      mobile: [] as (string | null)[], country: [] as number[], level: [] as number[], intake: [] as string[], state: [] as number[],
      city: [] as number[], source: [] as number[], medium: [] as number[], campaign: [] as (number | null)[], category: [] as (number | null)[],
      stage: [] as number[], sub: [] as (number | null)[], created: [] as string[], contacted: [] as (string | null)[],
      next: [] as (string | null)[], reminder: [] as (string | null)[], read: [] as boolean[], acp: [] as (number | null)[],
      prior: [] as (number | null)[], reEnquiries: [] as number[],
    };
    const end = Math.min(options.count, start + CHUNK);
    for (let i = start; i < end; i++) {
      const n = options.first + i;
      const owner = weighted(owners);
      const first = pick(FIRST);
      const last = pick(LAST);
      // Newer months hold more leads (a growing book), none younger than two hours.
      const created = now - 2 * 60 * MINUTE - Math.floor(random() ** 1.3 * 363 * DAY);
      const stage = weighted(STAGE_WEIGHTS);
      const subs = masters.subStages.get(stage) ?? [];
      const medium = pick(masters.mediums);
      const campaigns = masters.campaigns.filter((c) => c.source_id === medium.source_id);
      const acpOfOwner = masters.acp.get(owner.userId) ?? [];
      const acp = acpOfOwner.length > 0 && random() < 0.25 ? pick(acpOfOwner) : null;
      const city = pick(masters.cities);
      const open = stage !== 6 && stage !== 8;
      // Speed to lead: most are reached within the hour, some later, a few never (still New).
      const contactMinutes = random() < 0.7 ? 2 + Math.floor(random() * 55) : 61 + Math.floor(random() * 600);
      const contacted = stage === 1 ? null : Math.min(now - MINUTE, created + contactMinutes * MINUTE);
      let next: number | null = null;
      if (open && random() < 0.75) {
        const when = random();
        if (when < 0.3) next = today - (1 + Math.floor(random() * 20)) * DAY + 10 * 60 * MINUTE; // overdue
        else if (when < 0.45) next = today + (9 + Math.floor(random() * 10)) * 60 * MINUTE; // due today
        else next = today + (1 + Math.floor(random() * 30)) * DAY + 11 * 60 * MINUTE; // upcoming
        if (next < created) next = created + DAY;
      }
      const assignee = pick(owner.assignees);
      const category = owner.categories.length > 0 && random() < 0.9 ? masters.categories.get(pick(owner.categories)) ?? null : null;
      cols.owner.push(owner.userId);
      cols.assignee.push(assignee);
      cols.first.push(first);
      cols.last.push(last);
      cols.email.push(random() < 0.92 ? `${first}.${last}.${n}@leads.example.in`.toLowerCase() : null);
      cols.mobile.push(`7${String(n).padStart(9, '0')}`);
      cols.country.push(pick(masters.countries));
      cols.level.push(pick(masters.levels));
      cols.intake.push(pick(INTAKES));
      cols.state.push(city.state_id);
      cols.city.push(city.city_id);
      cols.source.push(acp?.source_id ?? medium.source_id);
      cols.medium.push(acp?.medium_id ?? medium.medium_id);
      cols.campaign.push(!acp && campaigns.length > 0 && random() < 0.35 ? pick(campaigns).campaign_id : null);
      cols.category.push(category);
      cols.stage.push(stage);
      cols.sub.push(subs.length > 0 && random() < 0.7 ? pick(subs) : null);
      cols.created.push(iso(created));
      cols.contacted.push(contacted === null ? null : iso(contacted));
      cols.next.push(next === null ? null : iso(next));
      cols.reminder.push(next !== null && random() < 0.3 ? iso(next - 30 * MINUTE) : null);
      cols.read.push(stage !== 1 || random() < 0.4);
      cols.acp.push(acp?.acp_campaign_id ?? null);
      // An earlier assignee for one lead in eight that has one now (the timeline shows the change).
      cols.prior.push(assignee !== null && random() < 0.125 ? pick(owner.assignees.filter((a) => a !== null && a !== assignee).concat([null])) : null);
      cols.reEnquiries.push(random() < 0.06 ? 1 + Math.floor(random() * 2) : 0);
    }
    await db.query(
      `WITH v AS (
         SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[],
                              $9::text[], $10::int[], $11::int[], $12::int[], $13::int[], $14::int[], $15::int[], $16::int[],
                              $17::int[], $18::timestamptz[], $19::timestamptz[], $20::timestamptz[], $21::timestamptz[],
                              $22::boolean[], $23::int[], $24::int[], $25::int[])
           AS t (owner, assignee, first, last, email, mobile, country, level, intake, state, city, source, medium, campaign,
                 category, stage, sub, created, contacted, next, reminder, read, acp, prior, re_enq)
       ), ins AS (
         INSERT INTO leads (owner_user_id, assigned_to, first_name, last_name, email, mobile, country_id, course_level_id,
                            intake, state_id, city_id, source_id, medium_id, campaign_id, category_id, stage_id, sub_stage_id,
                            is_counseled, score, score_reason, created_at, updated_at, first_contacted_at, last_activity_at,
                            next_follow_up_at, reminder_at, reminder_note, reminder_notified_at, is_read, acp_campaign_id,
                            re_enquiry_count, last_enquiry_at, created_by, stage_changed_at)
         SELECT v.owner, v.assignee, v.first, v.last, v.email, v.mobile, v.country, v.level, v.intake, v.state, v.city,
                v.source, v.medium, v.campaign, v.category, v.stage, v.sub, s.is_counseled, s.score,
                'Stage ' || s.name, v.created, greatest(v.created, coalesce(v.contacted, v.created)), v.contacted,
                coalesce(v.contacted, v.created), v.next, v.reminder, CASE WHEN v.reminder IS NOT NULL THEN 'Call back as agreed' END,
                CASE WHEN v.reminder < $26::timestamptz THEN v.reminder END, v.read, v.acp, v.re_enq,
                CASE WHEN v.re_enq > 0 THEN greatest(v.created, least(v.created + interval '9 days', $26::timestamptz)) END, v.owner,
                coalesce(v.contacted, v.created)
           FROM v JOIN lead_stages s ON s.stage_id = v.stage
         RETURNING lead_id, mobile, owner_user_id, assigned_to, stage_id, source_id, created_at, first_contacted_at,
                   next_follow_up_at, category_id
       ), x AS (
         SELECT ins.*, v.prior, v.re_enq FROM ins JOIN v USING (mobile)
       ), hist AS (
         INSERT INTO lead_history (lead_id, action, changes, changed_by, created_at)
         SELECT lead_id, 'created', '[]', owner_user_id, created_at FROM ins
         UNION ALL
         SELECT ins.lead_id, 'stage_changed',
                jsonb_build_array(jsonb_build_object('field', 'stage', 'old_value', 'New', 'new_value', s.name)),
                coalesce(ins.assigned_to, ins.owner_user_id), ins.first_contacted_at
           FROM ins JOIN lead_stages s ON s.stage_id = ins.stage_id WHERE ins.stage_id <> 1
         UNION ALL
         SELECT x.lead_id, 're_enquiry', jsonb_build_array(jsonb_build_object('field', 'channel', 'old_value', NULL, 'new_value', 'Phone enquiry')),
                NULL, greatest(x.created_at, least(x.created_at + interval '9 days', $26::timestamptz))
           FROM x WHERE x.re_enq > 0
         RETURNING 1
       ), done AS (
         INSERT INTO lead_follow_ups (lead_id, channel, note, outcome, completed_at, completed_by, from_stage_id, to_stage_id,
                                      created_by, created_at)
         SELECT lead_id, 'call', 'First call', 'connected', first_contacted_at, coalesce(assigned_to, owner_user_id), 1, stage_id,
                coalesce(assigned_to, owner_user_id), first_contacted_at
           FROM ins WHERE first_contacted_at IS NOT NULL
         RETURNING 1
       ), planned AS (
         INSERT INTO lead_follow_ups (lead_id, channel, note, due_at, notified_at, created_by, created_at)
         SELECT lead_id, (ARRAY['call', 'whatsapp', 'email', 'meeting'])[1 + lead_id % 4], 'Follow up on the shortlist',
                next_follow_up_at, CASE WHEN next_follow_up_at < $26::timestamptz THEN next_follow_up_at END,
                coalesce(assigned_to, owner_user_id), coalesce(first_contacted_at, created_at)
           FROM ins WHERE next_follow_up_at IS NOT NULL
         RETURNING 1
       ), fields AS (
         INSERT INTO lead_field_values (lead_id, field_id, value)
         SELECT ins.lead_id, f.field_id,
                CASE f.field_type
                  WHEN 'select' THEN f.options -> (ins.lead_id % jsonb_array_length(f.options)) -> 'value'
                  WHEN 'number' THEN to_jsonb(5 + ins.lead_id % 40)
                  ELSE to_jsonb((ARRAY['University of Leeds', 'Monash University', 'University of Toronto', 'Sunrise Coaching'])[1 + ins.lead_id % 4])
                END
           FROM ins JOIN lead_category_fields f ON f.category_id = ins.category_id AND f.is_required
         RETURNING 1
       )
       INSERT INTO lead_assignments (lead_id, from_user_id, assignee_user_id, assigned_by, method, assigned_at, ended_at)
       SELECT x.lead_id, NULL, x.prior, x.owner_user_id, 'manual', x.created_at + interval '5 minutes', x.switched
         FROM (SELECT x.*, greatest(x.created_at + interval '6 minutes', least(x.created_at + interval '2 days', $26::timestamptz)) AS switched
                 FROM x) x
        WHERE x.prior IS NOT NULL
       UNION ALL
       SELECT x.lead_id, x.prior, x.assigned_to, x.owner_user_id, CASE WHEN x.prior IS NULL THEN 'round_robin' ELSE 'manual' END,
              CASE WHEN x.prior IS NULL THEN x.created_at + interval '5 minutes'
                   ELSE greatest(x.created_at + interval '6 minutes', least(x.created_at + interval '2 days', $26::timestamptz)) END,
              NULL
         FROM x WHERE x.assigned_to IS NOT NULL`,
      [
        cols.owner, cols.assignee, cols.first, cols.last, cols.email, cols.mobile, cols.country, cols.level, cols.intake,
        cols.state, cols.city, cols.source, cols.medium, cols.campaign, cols.category, cols.stage, cols.sub, cols.created,
        cols.contacted, cols.next, cols.reminder, cols.read, cols.acp, cols.prior, cols.reEnquiries, iso(now - 60 * MINUTE),
      ],
    );
  }
}

const ACP_CAMPAIGNS = [
  { partner: 'agent', name: 'Bright Future Instagram leads', source: 'Social media', medium: 'Instagram', startsAgo: 200, endsIn: 60, status: 'active' },
  { partner: 'agent', name: 'School seminar referrals', source: 'Partner', medium: 'School', startsAgo: 330, endsIn: -120, status: 'ended' },
  { partner: 'agent', name: 'Diwali counselling week', source: 'Walk-in', medium: 'Office visit', startsAgo: -20, endsIn: 27, status: 'draft' },
  { partner: 'franchise', name: 'North India education fair', source: 'Education fair', medium: 'Fair stall', startsAgo: 150, endsIn: 30, status: 'active' },
  { partner: 'area', name: 'Chandigarh walk-in offer', source: 'Walk-in', medium: 'Office visit', startsAgo: 90, endsIn: null, status: 'paused' },
] as const;

/** The demo lead book (see the top of this file); `ids` are the demo users by key. */
export async function seedLeads(db: Queryable, ids: Record<string, number>, now = new Date()): Promise<void> {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  for (const c of ACP_CAMPAIGNS) {
    await db.query(
      `INSERT INTO acp_campaigns (partner_user_id, name, source_id, medium_id, tracking_url, starts_on, ends_on, status, created_at)
       SELECT $1::int, $2::text, s.source_id, m.medium_id, 'https://unipath.example/r/acp-' || $1::int || '-' || lower(replace($2::text, ' ', '-')),
              $5::date, $6::date, $7, $5::date - 3
         FROM lead_sources s JOIN lead_mediums m ON m.source_id = s.source_id AND m.name = $4 WHERE s.name = $3`,
      [ids[c.partner], c.name, c.source, c.medium, day(-c.startsAgo), c.endsIn === null ? null : day(c.endsIn), c.status],
    );
  }
  await insertLeadBook(db, {
    owners: [
      { userId: ids.agent, weight: 30, assignees: [null, null, null, ids.counselor], categories: ['Study abroad', 'Visa only', 'Education loan'] },
      { userId: ids.franchise, weight: 25, assignees: [null], categories: ['Study abroad', 'Test preparation', 'Visa only', 'Education loan', 'Partner referral'] },
      { userId: ids.area, weight: 20, assignees: [null], categories: ['Study abroad', 'Test preparation', 'Visa only', 'Education loan', 'Partner referral'] },
      { userId: ids.manager, weight: 25, assignees: [ids.counselor, ids.support], categories: ['Study abroad', 'Test preparation', 'Education loan'] },
    ],
    count: 3000,
    first: 1,
    seed: 2026,
    now,
  });
}
