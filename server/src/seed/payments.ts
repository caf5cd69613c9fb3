import type { Queryable } from '../db/types.ts';
import { demoUserId } from './demo-users.ts';

// Demo data of the payments area (deterministic: fixed names, prices and dates).
//
// - Seven services on sale with their plans (IELTS, application, visa, accommodation, and the lead tool's
//   automation, messages and emails credit packs), one retired IELTS plan (off sale).
// - Coupons: WELCOME10 (10 % for everyone, capped), IELTS500 (500 INR off IELTS plans), AARAV25 (25 %, only for the
//   students it is assigned to: assigned to the demo student Aarav), FIRSTVISA (used up), DIWALI2024 (expired),
//   STAFF50 (inactive).
// - History: Ishaan paid Visa Filing with FIRSTVISA (order processing); Ananya paid the first instalment of IELTS Live
//   Classes (order placed, balance due); Kabir's payment failed. The agent has the automation and messages packs, the
//   master franchise the emails pack. The demo student Aarav has bought nothing yet (his flags are false) and has
//   Application Standard in his cart; the agent has Visa Filing for Ananya in theirs.

type PlanSeed = {
  key: string;
  name: string;
  description: string;
  price: number;
  currency?: string;
  priceUsd: number | null;
  part?: number;
  validityDays?: number;
  credits?: number;
  onSale?: boolean;
  features: string[];
};

type ServiceSeed = { name: string; type: string; description: string; plans: PlanSeed[] };

const SERVICES: ServiceSeed[] = [
  {
    name: 'IELTS', type: 'IELTS', description: 'IELTS preparation: lessons, full mock tests and feedback from trainers on writing and speaking.',
    plans: [
      { key: 'ielts-self', name: 'IELTS Self-Paced', description: 'Recorded lessons and mock tests at your own pace.', price: 4999, priceUsd: 60, validityDays: 90, features: ['120 recorded lessons', '10 full mock tests', 'Feedback on 5 writing tasks'] },
      { key: 'ielts-live', name: 'IELTS Live Classes', description: 'Live online classes in small batches.', price: 14999, priceUsd: 180, part: 5000, validityDays: 120, features: ['40 hours of live classes', '15 full mock tests', 'Speaking practice with a trainer', 'Feedback on 15 writing tasks'] },
      { key: 'ielts-1to1', name: 'IELTS One-to-One', description: 'A personal trainer and a plan built around your target band.', price: 29999, priceUsd: 360, part: 10000, validityDays: 180, features: ['24 one-to-one sessions', 'Unlimited mock tests', 'Band-score guarantee retake support'] },
      { key: 'ielts-crash-2025', name: 'IELTS Crash Course (2025)', description: 'Retired.', price: 2999, priceUsd: 36, onSale: false, features: ['10 hours of live classes'] },
    ],
  },
  {
    name: 'Application Service', type: 'application', description: 'University shortlisting, documents and applications filed for you by a counselor.',
    plans: [
      { key: 'app-standard', name: 'Application Standard', description: 'Up to five applications.', price: 25000, priceUsd: 300, part: 10000, features: ['Shortlist of 8 universities', 'SOP and LOR review', '5 applications filed', 'Offer-letter follow-up'] },
      { key: 'app-premium', name: 'Application Premium', description: 'Up to ten applications and scholarship help.', price: 50000, priceUsd: 600, part: 20000, features: ['Shortlist of 15 universities', 'SOP written with you', '10 applications filed', 'Scholarship applications', 'Interview preparation'] },
    ],
  },
  {
    name: 'Visa Service', type: 'visa', description: 'Student-visa filing with a visa counselor: documents, financials, appointment.',
    plans: [
      { key: 'visa-filing', name: 'Visa Filing', description: 'The visa file prepared and submitted.', price: 15000, priceUsd: 180, features: ['Document checklist', 'Financial documents review', 'Application filed', 'Appointment booked'] },
      { key: 'visa-mock', name: 'Visa Filing and Mock Interview', description: 'Filing plus two mock visa interviews.', price: 22000, priceUsd: 265, part: 8000, features: ['Everything in Visa Filing', 'Two mock visa interviews', 'Interview feedback report'] },
    ],
  },
  {
    name: 'Accommodation Help', type: 'accommodation', description: 'Finding a place to live near your university.',
    plans: [
      { key: 'acc-search', name: 'Accommodation Search', description: 'Three verified options near campus.', price: 3000, priceUsd: 36, features: ['Three verified options', 'Lease review'] },
      { key: 'acc-concierge', name: 'Accommodation Concierge', description: 'Booked for you, airport pickup included.', price: 149, currency: 'USD', priceUsd: 149, features: ['Booking handled for you', 'Airport pickup', 'First-week check-in call'] },
    ],
  },
  {
    name: 'Lead Automation', type: 'automation', description: 'Nurturing automation in the lead tool: sequences of mails and messages, paid with credits.',
    plans: [
      { key: 'auto-1k', name: 'Automation Starter: 1,000 credits', description: 'Credits for automated nurturing.', price: 2500, priceUsd: 30, credits: 1000, features: ['1,000 credits', 'Manual and bulk nurture'] },
      { key: 'auto-5k', name: 'Automation Pro: 5,000 credits', description: 'Credits for automated nurturing.', price: 10000, priceUsd: 120, credits: 5000, features: ['5,000 credits', 'Manual and bulk nurture', 'Priority support'] },
    ],
  },
  {
    name: 'WhatsApp Messages', type: 'messages', description: 'WhatsApp messages and broadcasts to leads with approved templates.',
    plans: [
      { key: 'msg-1k', name: 'Messages: 1,000 credits', description: 'Credits for WhatsApp messages.', price: 1500, priceUsd: 18, credits: 1000, features: ['1,000 credits', 'Broadcasts to up to 1,000 leads'] },
      { key: 'msg-10k', name: 'Messages: 10,000 credits', description: 'Credits for WhatsApp messages.', price: 12000, priceUsd: 145, credits: 10000, features: ['10,000 credits', 'Broadcasts to up to 1,000 leads'] },
    ],
  },
  {
    name: 'Email Campaigns', type: 'emails', description: 'Email campaigns to lead lists with our templates.',
    plans: [
      { key: 'mail-5k', name: 'Emails: 5,000 credits', description: 'Credits for email campaigns.', price: 1000, priceUsd: 12, credits: 5000, features: ['5,000 credits', 'Campaign statistics'] },
      { key: 'mail-50k', name: 'Emails: 50,000 credits', description: 'Credits for email campaigns.', price: 8000, priceUsd: 96, credits: 50000, features: ['50,000 credits', 'Campaign statistics'] },
    ],
  },
];

type CouponSeed = {
  code: string;
  description: string;
  type: 'percent' | 'flat';
  value: number;
  currency?: string;
  maxDiscount?: number;
  validFrom?: string;
  validUntil?: string;
  limit?: number;
  perStudent?: number;
  assignedOnly?: boolean;
  active?: boolean;
  plans?: string[];
};

const COUPONS: CouponSeed[] = [
  { code: 'WELCOME10', description: '10 % off your first plan (at most 2,000 INR).', type: 'percent', value: 10, maxDiscount: 2000, validFrom: '2025-01-01', perStudent: 1 },
  { code: 'IELTS500', description: '500 INR off any IELTS plan.', type: 'flat', value: 500, currency: 'INR', limit: 200, perStudent: 1, plans: ['ielts-self', 'ielts-live', 'ielts-1to1'] },
  { code: 'AARAV25', description: 'A counselor’s 25 % for a student they work with.', type: 'percent', value: 25, maxDiscount: 10000, perStudent: 1, assignedOnly: true },
  { code: 'FIRSTVISA', description: '2,000 INR off a visa plan, for the first student to use it.', type: 'flat', value: 2000, currency: 'INR', limit: 1, plans: ['visa-filing', 'visa-mock'] },
  { code: 'DIWALI2024', description: 'Diwali 2024: 15 % off.', type: 'percent', value: 15, validFrom: '2024-10-01', validUntil: '2024-11-15' },
  { code: 'STAFF50', description: 'Retired staff discount.', type: 'percent', value: 50, active: false },
];

const AT = (day: string, time = '10:00:00') => `${day}T${time}Z`;
const DEMO_ORIGIN = 'http://127.0.0.1:8080';

export async function seedPayments(tx: Queryable, ids: Record<string, number>): Promise<void> {
  const id = demoUserId(ids, 'seedPayments');
  const plan: Record<string, number> = {};
  const price: Record<string, number> = {};
  for (const [index, service] of SERVICES.entries()) {
    const { rows } = await tx.query<{ service_id: number }>(
      'INSERT INTO services (name, type, description, sort_order, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING service_id',
      [service.name, service.type, service.description, index + 1, AT('2025-01-01')],
    );
    for (const p of service.plans) {
      const { rows: planRows } = await tx.query<{ plan_id: number }>(
        `INSERT INTO plans (service_id, name, description, price, currency, price_usd, allows_part_payment,
                            part_payment_amount, validity_days, credits, on_sale, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING plan_id`,
        [
          rows[0].service_id, p.name, p.description, p.price, p.currency ?? 'INR', p.priceUsd, p.part !== undefined,
          p.part ?? null, p.validityDays ?? null, p.credits ?? null, p.onSale ?? true, AT('2025-01-01'),
        ],
      );
      plan[p.key] = planRows[0].plan_id;
      price[p.key] = p.price;
      for (const [order, feature] of p.features.entries()) {
        await tx.query('INSERT INTO plan_features (plan_id, name, sort_order) VALUES ($1, $2, $3)', [planRows[0].plan_id, feature, order]);
      }
    }
  }

  const coupon: Record<string, number> = {};
  for (const c of COUPONS) {
    const { rows } = await tx.query<{ cc_id: number }>(
      `INSERT INTO coupons (code, description, discount_type, value, currency, max_discount, valid_from, valid_until,
                            usage_limit, per_student_limit, assigned_only, is_active, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING cc_id`,
      [
        c.code, c.description, c.type, c.value, c.currency ?? null, c.maxDiscount ?? null, c.validFrom ?? null,
        c.validUntil ?? null, c.limit ?? null, c.perStudent ?? null, c.assignedOnly ?? false, c.active ?? true, AT('2025-01-01'),
      ],
    );
    coupon[c.code] = rows[0].cc_id;
    for (const key of c.plans ?? []) {
      await tx.query('INSERT INTO coupon_plans (cc_id, plan_id) VALUES ($1, $2)', [rows[0].cc_id, plan[key]]);
    }
  }
  await tx.query(
    `INSERT INTO coupon_assignments (cc_id, student_user_id, assigned_by, note, assigned_at) VALUES ($1, $2, $3, $4, $5)`,
    [coupon.AARAV25, id('student'), id('counselor'), 'For your application plan: well done on the IELTS mock!', AT('2026-10-20', '08:15:00')],
  );

  /** A concluded sandbox payment with everything a paid one records. */
  async function payment(p: {
    id: string;
    student: string;
    by: string;
    plan: string;
    channel: 'razorpay' | 'payu';
    kind: 'full' | 'first_instalment';
    coupon?: string;
    discount?: number;
    status: 'paid' | 'failed';
    at: string;
  }): Promise<void> {
    const list = price[p.plan];
    const total = list - (p.discount ?? 0);
    const { rows: info } = await tx.query<{ name: string; service_id: number; service_name: string; type: string; part: number | null }>(
      `SELECT p.name, s.service_id, s.name AS service_name, s.type, p.part_payment_amount AS part
         FROM plans p JOIN services s ON s.service_id = p.service_id WHERE p.plan_id = $1`,
      [plan[p.plan]],
    );
    const i = info[0];
    const amount = p.kind === 'first_instalment' ? Number(i.part) : total;
    const back = `${DEMO_ORIGIN}/${p.channel === 'payu' ? 'shop/checkout' : 'services'}?transaction_id=${p.id}`;
    await tx.query(
      `INSERT INTO payments (transaction_id, student_user_id, created_by, created_at, channel, provider, plan_id, plan_name,
                             service_id, service_name, service_type, kind, list_price, discount_amount, amount, currency,
                             balance_after, cc_id, status, return_url, failure_reason, sandbox_outcome, sandbox_answered_at,
                             expires_at, concluded_at, paid_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'sandbox', $6, $7, $8, $9, $10, $11, $12, $13, $14, 'INR', $15, $16, $17, $18, $19, $20,
               $4::timestamptz + interval '2 minutes', $4::timestamptz + interval '60 minutes',
               $4::timestamptz + interval '3 minutes', CASE WHEN $17 = 'paid' THEN $4::timestamptz + interval '3 minutes' END,
               $4::timestamptz + interval '3 minutes')`,
      [
        p.id, id(p.student), id(p.by), p.at, p.channel, plan[p.plan], i.name, i.service_id, i.service_name, i.type, p.kind,
        list, p.discount ?? 0, amount, total - amount, p.coupon ? coupon[p.coupon] : null, p.status, back,
        p.status === 'failed' ? 'failure chosen on the sandbox payment page' : null, p.status === 'paid' ? 'success' : 'failure',
      ],
    );
    if (p.status !== 'paid') return;
    const { rows: order } = await tx.query<{ so_id: number }>(
      `INSERT INTO shop_orders (user_id, student_user_id, plan_id, status, amount, amount_paid, currency, cc_id, coupon_code,
                                discount_amount, created_at, updated_at)
       VALUES ($1, $2, $3, 'placed', $4, $5, 'INR', $6, $7, $8, $9::timestamptz + interval '3 minutes', $9::timestamptz + interval '3 minutes')
       RETURNING so_id`,
      [id(p.by), id(p.student), plan[p.plan], total, amount, p.coupon ? coupon[p.coupon] : null, p.coupon ?? null, p.discount ?? 0, p.at],
    );
    const soId = order[0].so_id;
    await tx.query(
      `INSERT INTO shop_order_items (so_id, plan_id, plan_name, service_id, service_name, service_type, price, amount, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'INR')`,
      [soId, plan[p.plan], i.name, i.service_id, i.service_name, i.type, list, total],
    );
    await tx.query(
      `INSERT INTO shop_order_status_history (so_id, status, note, changed_by, changed_at)
       VALUES ($1, 'placed', $2, NULL, $3::timestamptz + interval '3 minutes')`,
      [soId, `placed when transaction ${p.id} was paid`, p.at],
    );
    await tx.query('UPDATE payments SET so_id = $2 WHERE transaction_id = $1', [p.id, soId]);
    if (p.coupon) {
      await tx.query('UPDATE coupons SET used_count = used_count + 1 WHERE cc_id = $1', [coupon[p.coupon]]);
      await tx.query(
        `INSERT INTO coupon_redemptions (transaction_id, cc_id, student_user_id, used_at) VALUES ($1, $2, $3, $4::timestamptz + interval '3 minutes')`,
        [p.id, coupon[p.coupon], id(p.student), p.at],
      );
    }
    await availed(p.student, p.plan, soId, p.id, p.at);
  }

  async function availed(user: string, planKey: string, soId: number | null, transactionId: string | null, at: string): Promise<number> {
    const { rows } = await tx.query<{ availed_id: number }>(
      `INSERT INTO user_services (user_id, service_id, plan_id, so_id, transaction_id, purchased_at, valid_until)
       SELECT $1, p.service_id, p.plan_id, $3, $4, $5::timestamptz + interval '3 minutes',
              CASE WHEN p.validity_days IS NULL THEN NULL
                   ELSE $5::timestamptz + interval '3 minutes' + make_interval(days => p.validity_days) END
         FROM plans p WHERE p.plan_id = $2
       RETURNING availed_id`,
      [id(user), plan[planKey], soId, transactionId, at],
    );
    await tx.query('INSERT INTO user_service_features (availed_id, feature_id) SELECT $1, feature_id FROM plan_features WHERE plan_id = $2', [
      rows[0].availed_id,
      plan[planKey],
    ]);
    return rows[0].availed_id;
  }

  await payment({
    id: 'UPDEMOVISA0000000001', student: 's-ishaan', by: 's-ishaan', plan: 'visa-filing', channel: 'razorpay',
    kind: 'full', coupon: 'FIRSTVISA', discount: 2000, status: 'paid', at: AT('2026-10-02', '11:20:00'),
  });
  await payment({
    id: 'UPDEMOIELTS000000002', student: 's-ananya', by: 'agent', plan: 'ielts-live', channel: 'payu',
    kind: 'first_instalment', status: 'paid', at: AT('2026-10-12', '06:45:00'),
  });
  await payment({
    id: 'UPDEMOFAIL0000000003', student: 's-kabir', by: 'area', plan: 'app-standard', channel: 'razorpay',
    kind: 'full', status: 'failed', at: AT('2026-10-15', '13:05:00'),
  });
  // Ishaan's visa order is being worked on; the first feature of his plan is done.
  const { rows: visaOrder } = await tx.query<{ so_id: number }>('SELECT so_id FROM payments WHERE transaction_id = $1', ['UPDEMOVISA0000000001']);
  await tx.query(`UPDATE shop_orders SET status = 'processing', updated_at = $2 WHERE so_id = $1`, [visaOrder[0].so_id, AT('2026-10-03')]);
  await tx.query(
    `INSERT INTO shop_order_status_history (so_id, status, note, changed_by, changed_at) VALUES ($1, 'processing', $2, $3, $4)`,
    [visaOrder[0].so_id, 'Documents received; filing started.', id('accounts'), AT('2026-10-03')],
  );
  await tx.query(
    `UPDATE user_service_features SET completed_at = $2, completed_by = $3
      WHERE availed_id = (SELECT availed_id FROM user_services WHERE transaction_id = $1)
        AND feature_id = (SELECT min(feature_id) FROM plan_features WHERE plan_id = $4)`,
    ['UPDEMOVISA0000000001', AT('2026-10-05'), id('visa'), plan['visa-filing']],
  );

  // The lead tool's packs of the agent and the master franchise (bought before this portal kept payments).
  await availed('agent', 'auto-1k', null, null, AT('2026-09-01'));
  await availed('agent', 'msg-1k', null, null, AT('2026-09-01'));
  await availed('franchise', 'mail-5k', null, null, AT('2026-09-10'));

  await tx.query('INSERT INTO cart_items (user_id, student_user_id, plan_id, added_at) VALUES ($1, $1, $2, $3)', [
    id('student'), plan['app-standard'], AT('2026-10-21'),
  ]);
  await tx.query('INSERT INTO cart_items (user_id, student_user_id, plan_id, added_at) VALUES ($1, $2, $3, $4)', [
    id('agent'), id('s-ananya'), plan['visa-filing'], AT('2026-10-22'),
  ]);
}
