import type { Queryable } from '../db/types.ts';
import { demoUserId } from './demo-users.ts';

// Demo data of the messaging area: a conversation between the demo student (Aarav Sharma) and his counselor (Priya
// Nair) with unread messages both ways, notifications for both, and the home feed (announcements, warnings, what's new,
// FAQ) for every role. Every timestamp is fixed, so the seed is the same on every run.

type Note = { user: string; name: string; heading: string; text: string; link: string | null; at: string; read: boolean };
type Message = { from: string; to: string; text: string; at: string; read: boolean };

const MESSAGES: readonly Message[] = [
  { from: 'counselor', to: 'student', at: '2026-11-16T05:10:00Z', read: true, text: "Hi Aarav, I'm Priya, your counselor at Unipath. I've been through your profile: strong Class XII marks in PCM. Shall we shortlist Computer Science programmes for the September 2027 intake?" },
  { from: 'student', to: 'counselor', at: '2026-11-16T06:02:00Z', read: true, text: 'Hi Priya! Yes please. I am mostly looking at the UK and Canada, with a budget of about ₹30 lakh a year including living costs.' },
  { from: 'counselor', to: 'student', at: '2026-11-17T09:45:00Z', read: true, text: "Noted. I've added five courses to your University Preference page — three in Canada and two in the UK. Have a look and tell me which ones you like." },
  { from: 'student', to: 'counselor', at: '2026-11-20T12:20:00Z', read: false, text: "I've uploaded my passport and my Class XII marksheet. Do you also need my Class X certificate?" },
  { from: 'student', to: 'counselor', at: '2026-11-20T12:24:00Z', read: false, text: 'Also, is IELTS compulsory for Toronto, or does my CBSE English score count?' },
  { from: 'counselor', to: 'student', at: '2026-11-21T04:35:00Z', read: false, text: "Yes, please upload the Class X certificate too — it's on the required documents list for bachelor's programmes." },
  { from: 'counselor', to: 'student', at: '2026-11-21T04:38:00Z', read: false, text: "Toronto asks for IELTS Academic 6.5 overall with no band below 6.0. Let's book your test before 15 December so the result is in well before the January deadline." },
  { from: 'agent', to: 'student', at: '2026-11-14T10:00:00Z', read: true, text: 'Welcome aboard, Aarav! I have passed your file to Priya, who will be your counselor. Call me any time about fees or scholarships.' },
];

const NOTES: readonly Note[] = [
  { user: 'student', name: 'welcome', heading: 'Welcome to Unipath', text: 'Your account is ready. Start with your profile, then explore courses in University Search.', link: '/profile_form', at: '2026-11-14T09:30:00Z', read: true },
  { user: 'student', name: 'profile_reminder', heading: 'Complete your Additional Information Sheet', text: 'Universities ask for your education, work and travel history. Fill in the seven sections of the AIS so your counselor can apply for you.', link: '/ais', at: '2026-11-15T08:00:00Z', read: true },
  { user: 'student', name: 'recommendation_added', heading: 'New courses on your preference list', text: 'Priya Nair recommended 5 courses for the September 2027 intake. Review them and mark your favourites.', link: '/recommendations', at: '2026-11-17T09:46:00Z', read: false },
  { user: 'student', name: 'document_requested', heading: 'Document requested: Class X certificate', text: 'Your counselor asked for your Class X pass certificate. Upload it on the Documents page.', link: '/documents', at: '2026-11-21T04:36:00Z', read: false },
  { user: 'student', name: 'webinar_reminder', heading: 'Webinar on 26 November: studying in Canada in 2027', text: 'Study permits, provincial attestation letters and part-time work rules explained by our Canada desk. Thursday 26 November, 6 pm IST.', link: '/Announcements', at: '2026-11-21T11:00:00Z', read: false },
  { user: 'counselor', name: 'student_assigned', heading: 'New student assigned: Aarav Sharma', text: 'Aarav Sharma (September 2027, Computer Science, UK and Canada) was assigned to you.', link: '/student_details/{student}', at: '2026-11-14T09:35:00Z', read: true },
  { user: 'counselor', name: 'document_uploaded', heading: 'Aarav Sharma uploaded documents', text: 'Passport and Class XII marksheet are waiting for your review.', link: '/student_details/{student}?scrollTo=documents', at: '2026-11-20T12:19:00Z', read: false },
  { user: 'counselor', name: 'student_assigned', heading: 'New student assigned: Arjun Bose', text: 'Arjun Bose (Delhi Public School, Noida) was assigned to you by the operations team.', link: '/student_details/{s-arjun}', at: '2026-11-19T07:00:00Z', read: false },
  { user: 'counselor', name: 'review_reminder', heading: "Review Ananya Reddy's statement of purpose", text: 'Ananya uploaded the second draft of her SOP for the MSc Data Science applications. The first deadline is 15 December.', link: '/student_details/{s-ananya}?scrollTo=documents', at: '2026-11-21T06:30:00Z', read: false },
];

type Announcement = { title: string; body: string; audience: string[]; at: string; expires: string | null };

const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    title: 'Portal maintenance on 12 October', audience: [], at: '2026-10-05T06:00:00Z', expires: '2026-10-12T23:59:00Z',
    body: 'The portal will be unavailable on Sunday 12 October between 01:00 and 03:00 IST while we upgrade our servers.',
  },
  {
    title: 'Intake calendar 2027 is out', audience: [], at: '2026-11-03T05:30:00Z', expires: null,
    body: 'Application windows for the January, May and September 2027 intakes are now listed for every partner university. For the UK and Canada, start September 2027 applications by December; most scholarship deadlines fall between January and March 2027.',
  },
  {
    title: 'UK Graduate Route shortened to 18 months', audience: ['student', 'counselor', 'visa', 'agent', 'franchise', 'school_counselor'], at: '2026-11-06T07:00:00Z', expires: null,
    body: 'The UK Graduate Route (post-study work visa) drops from two years to 18 months for applications made from 1 January 2027; PhD graduates keep three years. Students finishing a course in 2026 who apply before then are not affected. Talk to your counselor about how this changes your plans.',
  },
  {
    title: 'Canada: provincial attestation letters in 2027', audience: ['student', 'counselor', 'visa', 'agent', 'franchise', 'school_counselor'], at: '2026-11-10T06:00:00Z', expires: null,
    body: 'Most college and undergraduate applicants still need a provincial or territorial attestation letter (PAL/TAL) with their study-permit application. The university issues it after you accept the offer and pay the deposit, so accept offers early: PAL quotas for popular provinces run out by spring.',
  },
  {
    title: 'Scholarship deadlines this winter', audience: ['student', 'counselor', 'agent', 'franchise', 'school_counselor'], at: '2026-11-12T06:00:00Z', expires: '2027-03-31T18:29:00Z',
    body: "Chevening (UK) applications for 2027-28 have closed; GREAT scholarships and most university merit awards for September 2027 close between January and March 2027. Entrance scholarships in Canada are usually decided with the offer, so apply before 15 January to be considered.",
  },
  {
    title: 'Commission statements for the September 2026 intake', audience: ['agent', 'franchise', 'accounts'], at: '2026-11-18T05:00:00Z', expires: '2026-12-31T18:29:00Z',
    body: 'Statements for students who enrolled in September 2026 are on the Commission page. Raise your invoices by 15 December 2026 to be paid in the January run.',
  },
];

type Warning = {
  scope: 'everyone' | 'user_type' | 'personal';
  audience?: string[];
  user?: string;
  severity: 'info' | 'warning' | 'danger';
  title: string;
  text: string;
  link: string | null;
  starts: string;
  ends: string | null;
};

const WARNINGS: readonly Warning[] = [
  {
    scope: 'everyone', severity: 'info', title: 'Planned maintenance on Sunday 10 January 2027',
    text: 'The portal will be unavailable from 02:00 to 04:00 IST. Uploads in progress at that time will need to be repeated.',
    link: null, starts: '2026-11-15T00:00:00Z', ends: '2027-01-09T22:30:00Z',
  },
  {
    scope: 'everyone', severity: 'warning', title: 'Offices closed for Diwali',
    text: 'Our offices are closed on 20 and 21 October. Chat replies may be slower.',
    link: null, starts: '2026-10-15T00:00:00Z', ends: '2026-10-22T00:00:00Z',
  },
  {
    scope: 'user_type', audience: ['student'], severity: 'warning', title: 'September 2027 (UK): send your documents by 5 January',
    text: 'To meet the UCAS equal-consideration deadline in January, your counselor needs your final documents and personal statement by 5 January 2027.',
    link: '/documents', starts: '2026-11-01T00:00:00Z', ends: '2027-01-31T00:00:00Z',
  },
  {
    scope: 'user_type', audience: ['agent', 'franchise'], severity: 'danger', title: 'Commission cut-off on 15 December',
    text: 'Invoices for September 2026 enrolments raised after 15 December 2026 move to the April payment run.',
    link: '/commission', starts: '2026-11-18T00:00:00Z', ends: '2026-12-16T00:00:00Z',
  },
  {
    scope: 'user_type', audience: ['counselor', 'operations', 'visa', 'student_support'], severity: 'info', title: 'New visa checklists are live',
    text: 'Document checklists for UK, Canada and Australia student visas were updated on 1 November. Check open files against them before lodging.',
    link: '/student_applications', starts: '2026-11-01T00:00:00Z', ends: null,
  },
  {
    scope: 'personal', user: 'student', severity: 'warning', title: 'Your passport expires in July 2028',
    text: 'Most student visas need a passport valid for the whole course. Your course would end in 2030: renew your passport before you apply for the visa.',
    link: '/profile_form', starts: '2026-11-20T00:00:00Z', ends: null,
  },
];

type WhatsNew = { title: string; body: string; link: string | null; audience: string[]; at: string };

const WHATS_NEW: readonly WhatsNew[] = [
  {
    title: 'Ask Unipath GPT', audience: [], at: '2026-10-20T06:00:00Z', link: '/unipath-gpt',
    body: 'Our assistant answers questions about courses, entry requirements and visas around the clock, and hands you over to your counselor when it matters.',
  },
  {
    title: 'Compare up to four courses side by side', audience: ['student', 'counselor', 'agent', 'franchise', 'school_counselor'], at: '2026-11-04T06:00:00Z', link: '/universitysearch',
    body: 'Tick up to four courses in University Search and open Compare: tuition in local currency and in USD, duration, intakes and entry requirements, with the differences highlighted.',
  },
  {
    title: 'IELTS preparation plans', audience: ['student'], at: '2026-11-08T06:00:00Z', link: '/services?service_name=IELTS',
    body: 'Live classes, four full mock tests and speaking practice with trainers. Pay in full or in two parts from the Services page.',
  },
  {
    title: 'Application timeline shows who changed what', audience: ['student', 'counselor', 'operations', 'visa', 'operations_manager', 'student_support'], at: '2026-11-12T06:00:00Z', link: '/application',
    body: 'Every status change on an application now appears on its timeline with the person who made it and when, next to the application chat.',
  },
  {
    title: 'Automatic follow-ups for your leads', audience: ['agent', 'franchise'], at: '2026-11-14T06:00:00Z', link: '/nurturing',
    body: 'Nurturing sends timed WhatsApp and email follow-ups to new leads and stops as soon as they reply.',
  },
  {
    title: 'Chat with your whole team in one place', audience: [], at: '2026-11-18T06:00:00Z', link: '/chat',
    body: 'The Chat page lists everyone working on your file. Unread messages show as a badge in the top bar and are marked read as you open each conversation.',
  },
];

/** Reactions by demo users, so the counts are not all zero on first sign-in. */
const REACTIONS: readonly { item: number; user: string; reaction: 'like' | 'love' | 'celebrate' | 'insightful' }[] = [
  { item: 6, user: 'counselor', reaction: 'celebrate' },
  { item: 6, user: 'agent', reaction: 'like' },
  { item: 6, user: 's-ananya', reaction: 'like' },
  { item: 2, user: 's-ishaan', reaction: 'love' },
  { item: 2, user: 'counselor', reaction: 'insightful' },
  { item: 1, user: 's-arjun', reaction: 'like' },
];

type Faq = { category: string; question: string; answer: string; audience: string[] };

const STUDENT_SIDE = ['student', 'counselor', 'operations', 'visa', 'student_support', 'agent', 'franchise', 'school_counselor', 'operations_manager'];
const PARTNERS = ['agent', 'franchise', 'operations_manager', 'accounts'];

const FAQS: readonly Faq[] = [
  {
    category: 'Applications', audience: STUDENT_SIDE, question: 'How many courses should I apply to?',
    answer: 'There is no limit on the portal, but five to eight well-matched courses work best: a mix of ambitious, matching and safe choices.\nFor UK undergraduate courses UCAS allows up to five choices in one application.',
  },
  {
    category: 'Applications', audience: STUDENT_SIDE, question: 'When should I start for the September intake?',
    answer: 'Ten to twelve months ahead: shortlist in September and October, apply between October and January, expect offers from December to April, then pay the deposit and start the visa from May.',
  },
  {
    category: 'Applications', audience: [], question: 'What do the application statuses mean?',
    answer: 'Each application moves from shortlisted to applied, then to offer (conditional or unconditional) or refused, then to deposit paid, visa and enrolled. The timeline on the Application page shows every change, who made it and when.',
  },
  {
    category: 'Documents', audience: STUDENT_SIDE, question: 'Which documents do I need to apply?',
    answer: 'Usually: passport, Class X and Class XII marksheets (and degree transcripts for postgraduate courses), an English test score (IELTS, TOEFL, PTE or Duolingo, as the university accepts), a statement of purpose, two letters of recommendation and a CV.\nThe Documents page lists exactly what your course level needs.',
  },
  {
    category: 'Documents', audience: [], question: 'Which files can I upload?',
    answer: 'PDF, JPG, PNG and Word (DOCX) files. Files are checked by their content, not their name, so a renamed file of another type is refused.',
  },
  {
    category: 'Visas and money', audience: STUDENT_SIDE, question: 'How much money must I show for a UK student visa?',
    answer: "The first year's unpaid tuition plus living costs for up to nine months: £1,483 a month in London and £1,136 a month elsewhere, held for 28 consecutive days before you apply.",
  },
  {
    category: 'Visas and money', audience: STUDENT_SIDE, question: 'Can I work while I study?',
    answer: 'UK: up to 20 hours a week in term time on a degree course.\nCanada: up to 24 hours a week off campus during academic sessions, full time in scheduled breaks.\nAustralia: up to 48 hours a fortnight while your course is in session.',
  },
  {
    category: 'Visas and money', audience: STUDENT_SIDE, question: 'Do scholarships cover living costs?',
    answer: 'Most university scholarships reduce tuition only. Fully funded awards such as Chevening cover living costs too but close a year ahead, so plan early.',
  },
  {
    category: 'Payments and services', audience: ['student', 'agent', 'franchise', 'accounts', 'operations_manager'], question: 'How do I pay for a service plan?',
    answer: 'Open Services, choose a plan and pay by card, UPI or net banking through our payment partner. The plan is active as soon as the payment is confirmed and the receipt is emailed to you. Some plans can be paid in two parts.',
  },
  {
    category: 'Payments and services', audience: ['student', 'agent', 'franchise', 'accounts', 'operations_manager'], question: 'Can I get a refund?',
    answer: 'Refunds follow our cancellation and refund policy, linked at the bottom of every page. Write to your counselor or to student support with your transaction id.',
  },
  {
    category: 'For partners', audience: PARTNERS, question: 'When is commission paid?',
    answer: 'Once the university confirms enrolment and pays us. Statements appear on the Commission page; raise your invoice from there. Invoices are paid in monthly runs.',
  },
  {
    category: 'For partners', audience: PARTNERS, question: 'How do I register a student under my agency?',
    answer: 'Share the registration link from your dashboard. Students who register through it are linked to you, and you follow their applications and chat with their counselor.',
  },
  {
    category: 'For school counselors', audience: ['school_counselor', 'operations_manager'], question: 'How do my students join?',
    answer: "Share your school's registration link from your dashboard. Students who join through it appear on your student list, and you can chat with them and their Unipath counselor.",
  },
  {
    category: 'Using the portal', audience: [], question: 'How do I reset my password?',
    answer: 'On the sign-in page choose "Forgot password" and enter your email. The link we send is valid for 30 minutes and works once.',
  },
  {
    category: 'Using the portal', audience: [], question: 'Why is there a red banner at the top of the page?',
    answer: 'Your device is offline. The portal keeps what you typed; the banner turns green for a moment when the connection is back.',
  },
];

/** Replaces `{key}` in a link with that demo user's id. */
const withIds = (text: string, id: (key: string) => number) => text.replace(/\{([a-z-]+)\}/g, (_, key: string) => String(id(key)));

/** Demo data of this area; `ids` maps demo-user keys (server/src/seed/demo-users.ts) to user ids. */
export async function seedMessaging(tx: Queryable, ids: Record<string, number>): Promise<void> {
  const id = demoUserId(ids, 'seedMessaging');
  for (const m of [...MESSAGES].sort((a, b) => a.at.localeCompare(b.at))) {
    await tx.query(
      `INSERT INTO chat_messages (sender_user_id, receiver_user_id, message, created_at, read_at)
       VALUES ($1, $2, $3, $4::timestamptz, CASE WHEN $5::boolean THEN $4::timestamptz + interval '20 minutes' END)`,
      [id(m.from), id(m.to), m.text, m.at, m.read],
    );
  }
  for (const n of [...NOTES].sort((a, b) => a.at.localeCompare(b.at))) {
    await tx.query(
      `INSERT INTO notifications (user_id, name, heading, body, link, created_at, read_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz, CASE WHEN $7::boolean THEN $6::timestamptz + interval '1 hour' END)`,
      [id(n.user), n.name, n.heading, n.text, n.link === null ? null : withIds(n.link, id), n.at, n.read],
    );
  }
  for (const a of ANNOUNCEMENTS) {
    await tx.query(
      'INSERT INTO announcements (title, body, audience, created_by, created_at, expires_at) VALUES ($1, $2, $3::text[], $4, $5, $6)',
      [a.title, a.body, a.audience, id('manager'), a.at, a.expires],
    );
  }
  for (const w of WARNINGS) {
    await tx.query(
      `INSERT INTO warnings (scope, audience, user_id, severity, title, text, link, starts_at, ends_at)
       VALUES ($1, $2::text[], $3, $4, $5, $6, $7, $8, $9)`,
      [w.scope, w.audience ?? [], w.user ? id(w.user) : null, w.severity, w.title, w.text, w.link, w.starts, w.ends],
    );
  }
  const whatsNewIds: number[] = [];
  for (const item of WHATS_NEW) {
    const { rows } = await tx.query<{ whats_new_id: number }>(
      'INSERT INTO whats_new (title, body, link, audience, published_at) VALUES ($1, $2, $3, $4::text[], $5) RETURNING whats_new_id',
      [item.title, item.body, item.link, item.audience, item.at],
    );
    whatsNewIds.push(rows[0].whats_new_id);
  }
  for (const r of REACTIONS) {
    await tx.query('INSERT INTO whats_new_reactions (whats_new_id, user_id, reaction, reacted_at) VALUES ($1, $2, $3, $4)', [
      whatsNewIds[r.item - 1],
      id(r.user),
      r.reaction,
      WHATS_NEW[r.item - 1].at,
    ]);
  }
  const categories = [...new Set(FAQS.map((f) => f.category))];
  for (const [index, faq] of FAQS.entries()) {
    await tx.query(
      `INSERT INTO faqs (category, category_order, position, question, answer, audience, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::text[], '2026-11-01T06:00:00Z')`,
      [faq.category, categories.indexOf(faq.category) + 1, index + 1, faq.question, faq.answer, faq.audience],
    );
  }
}
