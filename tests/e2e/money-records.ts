// Money records to look at, made through the real API as staff and partners make them on their screens (never by
// SQL): for the demo agent (Rahul Mehta) and its student Ishaan Patel, and for another partner (the area franchise,
// Karan Singh) and its student Kabir Malhotra. Used by a11y-money-views.e2e.test.ts. The demo seed has none of these.
//
// - Ishaan's application, enrolled, with three terms accrued at past census dates: term 1 invoiced to the university
//   (a COM tax invoice) and lowered by accounts (its credit note); terms 1 and 2 claimed by the agent, raised, approved by accounts and clubbed by the agent
//   into one bill (PCB); term 3 entered by accounts as a termwise manual invoice.
// - A plan the agent pays for Ishaan (sandbox provider): billed to the agent on its clubbed service invoice (SC) of
//   the month, which accounts issue; accounts then refund ₹100 of the order: a credit note (CN).
// - The same for Kabir by the area franchise: its own approved invoices clubbed, its clubbed service invoice.
import { expect } from 'vitest';
import { portalApi, type ApiCall } from './api';
import { DEMO_PASSWORD } from './browser';

type Course = { course_id: number; intakes: string[]; tuition_fee: number | null; university: { university_id: number; country_name: string }; course_level: { course_level_id: number } };
type Status = { status: string; next_statuses: string[] };
type Plan = { plan_id: number; price: number; currency: string; credits: number | null };
type Service = { availed: boolean | null; plans: Plan[] };
type Session = { token: string; user: { user_id: number } };
type Person = { token: string; userId: number };

/** What a partner's records are: ids and numbers to open and look for. */
export type PartnerRecords = {
  studentUserId: number;
  /** A partner invoice (claim) the partner raised and accounts approved, and its PCI number. */
  partnerInvoice: { id: number; number: string };
  /** The partner's clubbed bill of its approved invoices. */
  bill: { ciId: number; number: string };
  /** The shop order the partner paid for, and the partner's clubbed service invoice of the month billing it. */
  order: { soId: number };
  clubbedService: { sciId: number; invId: number; number: string };
};

export type MoneyRecords = {
  agent: PartnerRecords & {
    /** The COM tax invoice of term 1 to the university, and its credit note (accounts lowered the commission). */
    taxInvoice: { invId: number; number: string };
    creditNote: { invId: number; number: string };
    /** The credit note of the order's refund, against the agent's clubbed service invoice. */
    refundNote: { invId: number; number: string };
    /** Term 3, entered by accounts as a termwise manual invoice. */
    manualInvoice: { miId: number; number: string };
  };
  /** Another partner's (the area franchise's): what the agent may not see. */
  other: PartnerRecords;
};

const PAST_CENSUS = ['2025-09-15', '2026-01-15', '2026-05-15'];

/** This month in India's time ("YYYY-MM"), and the month after a "YYYY-MM". */
const kolkataMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
const monthAfter = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

async function signIn(api: ApiCall, email: string): Promise<Person> {
  const session = await api<Session>('/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
  return { token: session.token, userId: session.user.user_id };
}

/** The statuses to pass through from `from` to `to`, breadth first over the server's transition table. */
function pathTo(statuses: Status[], from: string, to: string): string[] {
  const next = new Map(statuses.map((s) => [s.status, s.next_statuses]));
  const cameFrom = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length) {
    const status = queue.shift()!;
    if (status === to) break;
    for (const n of next.get(status) ?? []) if (!cameFrom.has(n)) (cameFrom.set(n, status), queue.push(n));
  }
  const path: string[] = [];
  for (let s = to; s !== from; s = cameFrom.get(s)!) path.unshift(s);
  return path;
}

/** A course abroad with a tuition fee and an intake whose university had no commission rate: it gets one of 10 % from 2020. */
async function courseWithRate(api: ApiCall, accounts: Person): Promise<Course> {
  const search = await api<{ items: Course[] }>('/home/search/list?q=engineering&page_size=50', {});
  for (const candidate of search.items) {
    if (candidate.tuition_fee === null || candidate.intakes.length === 0 || candidate.university.country_name === 'India') continue;
    const rates = await api<{ items: unknown[] }>(`/common/commission-rates/?university_id=${candidate.university.university_id}&active_only=false`, { token: accounts.token });
    if (rates.items.length > 0) continue;
    await api('/common/commission-rate', {
      method: 'POST',
      token: accounts.token,
      body: { university_id: candidate.university.university_id, course_level_id: candidate.course_level.course_level_id, rate_type: 'percent', rate_basis_points: 1000, valid_from: '2020-01-01' },
    });
    return candidate;
  }
  throw new Error('no course abroad whose university has no commission rate');
}

/** The counselor applies for the student and moves the application to enrolled; accounts accrue `terms` terms at past census dates. */
async function enrolledWithTerms(api: ApiCall, counselor: Person, accounts: Person, course: Course, studentUserId: number, terms: number): Promise<number> {
  const application = await api<{ sa_mapper_id: number; status: string }>('/common/applications', {
    method: 'POST',
    token: counselor.token,
    body: { student_user_id: studentUserId, course_id: course.course_id, intake: course.intakes[0], intake_year: new Date().getUTCFullYear() + 1 },
  });
  const statuses = await api<Status[]>('/common/application-statuses', { token: counselor.token });
  let seen = application.status;
  for (const status of pathTo(statuses, seen, 'enrolled')) {
    await api(`/common/applications/${application.sa_mapper_id}/status`, { method: 'POST', token: counselor.token, body: { expected_status: seen, status } });
    seen = status;
  }
  for (let term = 1; term <= terms; term += 1) {
    await api(`/common/commissions/${application.sa_mapper_id}/expected`, {
      method: 'POST', token: accounts.token, body: { term, census_date: PAST_CENSUS[term - 1], tuition_minor: 2_000_000 },
    });
  }
  return application.sa_mapper_id;
}

/** The partner claims the term and raises the claim; accounts review and approve it. */
async function approvedClaim(api: ApiCall, partner: Person, accounts: Person, saMapperId: number, term: number): Promise<{ id: number; number: string }> {
  const claim = await api<{ inv_id: number }>('/common/partner-invoices', { method: 'POST', token: partner.token, body: { sa_mapper_id: saMapperId, term } });
  const move = (who: Person, to: string) => api<{ invoice_no: string | null }>(`/common/partner-invoices/${claim.inv_id}/status`, { method: 'POST', token: who.token, body: { to } });
  const raised = await move(partner, 'raised');
  await move(accounts, 'under_review');
  await move(accounts, 'approved');
  return { id: claim.inv_id, number: raised.invoice_no! };
}

/** The partner pays a plan for its student through the sandbox provider, as the browser does; answers the order. */
async function partnerPays(baseURL: string, api: ApiCall, partner: Person, studentUserId: number): Promise<number> {
  const services = await api<Service[]>(`/common/services-and-plans?student_user_id=${studentUserId}`, { token: partner.token });
  const plan = services.filter((s) => !s.availed).flatMap((s) => s.plans).find((p) => p.credits === null && p.price > 0 && p.currency === 'INR');
  if (!plan) throw new Error(`no plan to pay for student ${studentUserId}`);
  const returnUrl = encodeURIComponent(`${baseURL}/shop/cart`);
  const start = await api<{ transaction_id: string; checkout: { redirect_url: string } }>(
    `/common/razorpay-payment/make/${studentUserId}/${plan.plan_id}?url=${returnUrl}`, { token: partner.token },
  );
  // The tester's pick on the sandbox page (a form post), answered with a redirect carrying the signed outcome.
  const answer = await fetch(`${baseURL}/sandbox-pay/${start.transaction_id}/answer`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=success', redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location')!);
  const query = new URLSearchParams({ outcome: back.searchParams.get('outcome')!, signature: back.searchParams.get('signature')! });
  const verified = await api<{ so_id: number; status: string }>(`/common/razorpay-payment/verify/${start.transaction_id}?${query}`, { token: partner.token });
  return verified.so_id;
}

type Clubbed = { sci_id: number; inv_id: number; clubbed_invoice_no: string; invoices: { so_id: number }[] };

/** Accounts issue the partner's clubbed service invoice that bills the order: this month's, or a later one when this month's was issued before the order was paid. */
async function clubbedServiceOf(api: ApiCall, accounts: Person, partner: Person, soId: number): Promise<Clubbed> {
  let month = kolkataMonth();
  for (let tries = 0; tries < 3; tries += 1, month = monthAfter(month)) {
    const clubbed = await api<Clubbed>('/common/service-clubbed-invoice/', { method: 'POST', token: accounts.token, body: { partner_user_id: partner.userId, month } });
    if (clubbed.invoices.some((member) => member.so_id === soId)) return clubbed;
  }
  throw new Error(`no clubbed service invoice bills order ${soId}`);
}

async function studentId(api: ApiCall, counselor: Person, first: string, last: string): Promise<number> {
  const students = await api<{ items: { user_id: number; first_name: string; last_name: string }[] }>(`/common/assigned-student?q=${first}`, { token: counselor.token });
  const found = students.items.find((s) => s.first_name === first && s.last_name === last);
  if (!found) throw new Error(`${first} ${last} is not the counselor's`);
  return found.user_id;
}

/** Makes the records (about 60 calls; a few seconds). */
export async function makeMoneyRecords(baseURL: string): Promise<MoneyRecords> {
  const api = portalApi(baseURL);
  const accounts = await signIn(api, 'accounts@demo.unipath.test');
  const counselor = await signIn(api, 'counselor@demo.unipath.test');
  const agent = await signIn(api, 'agent@demo.unipath.test');
  const area = await signIn(api, 'area-franchise@demo.unipath.test');

  // The supplier on every invoice: the business's invoice profile (the values the other money e2e files save).
  const countries = await api<{ country_id: number; iso2: string }[]>('/home/countries', { token: accounts.token });
  await api('/common/invoice-profile', {
    method: 'POST',
    token: accounts.token,
    body: {
      legal_name: 'Unipath Education Services Pvt Ltd', gstin: '07AABCU9603R1ZX', pan: 'AABCU9603R', state_code: '07',
      address_line1: '14 Barakhamba Road', city_name: 'New Delhi', country_id: countries.find((c) => c.iso2 === 'IN')!.country_id,
      postal_code: '110001', billing_email: 'accounts@unipath.test',
    },
  });
  const course = await courseWithRate(api, accounts);
  const ishaan = await studentId(api, counselor, 'Ishaan', 'Patel');
  const kabir = await studentId(api, counselor, 'Kabir', 'Malhotra');

  // The agent's: Ishaan's terms, the university's tax invoice, two approved claims clubbed, a manual invoice.
  const sa = await enrolledWithTerms(api, counselor, accounts, course, ishaan, 3);
  const tax = await api<{ inv_id: number; invoice_no: string }>(`/common/commissions/${sa}/terms/1/invoice`, { method: 'POST', token: accounts.token, body: {} });
  // The university pays 1,500.00 of the 2,000.00 invoiced: a credit note of the difference against the invoice.
  const corrected = await api<{ entries: { inv_id: number | null }[] }>(`/common/update-commission/${tax.inv_id}`, {
    method: 'POST', token: accounts.token, body: { commission_minor: 150_000, reason: 'Scholarship lowered the tuition' },
  });
  const creditId = Math.max(...corrected.entries.map((entry) => entry.inv_id ?? 0));
  expect(creditId).toBeGreaterThan(tax.inv_id);
  const credit = await api<{ inv_id: number; invoice_no: string }>(`/common/invoices/${creditId}`, { token: accounts.token });
  const first = await approvedClaim(api, agent, accounts, sa, 1);
  const second = await approvedClaim(api, agent, accounts, sa, 2);
  const bill = await api<{ ci_id: number; clubbed_invoice_no: string }>('/common/clubbed-invoices', { method: 'POST', token: agent.token, body: { inv_ids: [first.id, second.id] } });
  const manual = await api<{ mi_id: number; invoice_no: string }>('/common/manual-invoices', {
    method: 'POST', token: accounts.token, body: { sa_mapper_id: sa, term: 3, term_label: 'Year 2 - Semester 1', due_date: '2026-12-31', note: 'Paper invoice 7' },
  });
  const soId = await partnerPays(baseURL, api, agent, ishaan);
  const clubbed = await clubbedServiceOf(api, accounts, agent, soId);
  const refund = await api<{ credit_notes: { inv_id: number; invoice_no: string }[] }>(`/common/shop-orders/${soId}/refunds`, {
    method: 'POST', token: accounts.token, body: { amount_minor: 10_000, reason: 'One session not held', reference: `rfnd_views_${soId}` },
  });
  const note = refund.credit_notes.reduce((last, n) => (n.inv_id > last.inv_id ? n : last));

  // The area franchise's: Kabir's two terms claimed, approved and clubbed; a plan it paid for, on its clubbed service invoice.
  const saOther = await enrolledWithTerms(api, counselor, accounts, course, kabir, 2);
  const otherFirst = await approvedClaim(api, area, accounts, saOther, 1);
  const otherSecond = await approvedClaim(api, area, accounts, saOther, 2);
  const otherBill = await api<{ ci_id: number; clubbed_invoice_no: string }>('/common/clubbed-invoices', { method: 'POST', token: area.token, body: { inv_ids: [otherFirst.id, otherSecond.id] } });
  const otherSo = await partnerPays(baseURL, api, area, kabir);
  const otherClubbed = await clubbedServiceOf(api, accounts, area, otherSo);

  return {
    agent: {
      studentUserId: ishaan,
      partnerInvoice: first,
      bill: { ciId: bill.ci_id, number: bill.clubbed_invoice_no },
      order: { soId },
      clubbedService: { sciId: clubbed.sci_id, invId: clubbed.inv_id, number: clubbed.clubbed_invoice_no },
      taxInvoice: { invId: tax.inv_id, number: tax.invoice_no },
      creditNote: { invId: credit.inv_id, number: credit.invoice_no },
      refundNote: { invId: note.inv_id, number: note.invoice_no },
      manualInvoice: { miId: manual.mi_id, number: manual.invoice_no },
    },
    other: {
      studentUserId: kabir,
      partnerInvoice: otherFirst,
      bill: { ciId: otherBill.ci_id, number: otherBill.clubbed_invoice_no },
      order: { soId: otherSo },
      clubbedService: { sciId: otherClubbed.sci_id, invId: otherClubbed.inv_id, number: otherClubbed.clubbed_invoice_no },
    },
  };
}
