import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import { termFixture, type CommissionTerm } from '@/entities/commission';
import type { PartnerInvoice } from '@/entities/partner-invoice';

const ok = <T,>(data: T) => ({ status: true as const, data });
const ananya = { user_id: 31, first_name: 'Ananya', last_name: 'Reddy', email: 'ananya@example.com', mobile: null };
const AGENT = 6;

const claim = (overrides: Partial<PartnerInvoice>): PartnerInvoice => ({
  inv_id: 90, invoice_no: 'PCI/26-27/4', sa_mapper_id: 12, term: 1, student: { student_user_id: 31, name: 'Ananya Reddy', email: null },
  university: { university_id: 7, name: 'University of Leeds', country: 'United Kingdom' }, course: null, intake: 'Sep 2025',
  census_date: '2025-09-15', tuition_minor: 2_000_000, rate_type: 'percent', rate_basis_points: 1250, share_basis_points: 5000,
  ledger_share_minor: 125_000, amount_minor: 125_000, currency: 'GBP', status: 'raised', manual: false,
  raised_by: { user_id: AGENT, name: 'Rahul Mehta', user_type: 'agent' }, created_by: { user_id: AGENT, name: 'Rahul Mehta', user_type: 'agent' },
  created_at: '2026-11-20T05:00:00Z', raised_at: '2026-11-20T05:00:00Z', reviewed_by: null, reviewed_at: null, paid_at: null, note: null, ci_id: null,
  ...overrides,
});

// Term 11/1 may be claimed; 12/1 is held by a raised claim; 13/1 has its census date ahead; 14/1 was withdrawn.
const TERMS: CommissionTerm[] = [
  termFixture({ sa_mapper_id: 11 }),
  termFixture({ sa_mapper_id: 12 }),
  termFixture({ sa_mapper_id: 14, status: 'withdrawn' }),
  termFixture({ sa_mapper_id: 13, census_date: '2099-09-15', university: { university_id: 9, name: 'University of Toronto', country: 'Canada' } }),
];

type Setup = { terms?: CommissionTerm[]; claims?: PartnerInvoice[]; failTerms?: boolean; onClaim?: (body: unknown) => object };

function serve(api: MockApi, { terms = TERMS, claims = [claim({})], failTerms = false, onClaim }: Setup) {
  api
    .portal('get', '/common/student-details/{id}', () => ok(ananya as never))
    .portal('get', '/common/commission-terms', (request) => {
      expect(new URL(request.url).searchParams.get('student_user_id')).toBe('31');
      return failTerms ? { status: 500, message: 'Down' } : ok({ items: terms });
    })
    .portal('get', '/common/partner-invoices', () => ok({ items: claims, page: 1, page_size: 50, total: claims.length }))
    .portal('get', '/common/franchise-active-invoice/{student_user_id}', () => ok(claims.find((c) => c.status === 'raised') ?? null))
    .portal('post', '/common/partner-invoices', async (request) => (onClaim ? onClaim(await request.json()) : { status: 500, message: 'unexpected' }) as never);
}

describe("a student's commission invoices (/invoice/{student_user_id})", { timeout: 30_000 }, () => {
  it('shows the terms and the claims; the agent claims a term that is free and lands on its draft', async () => {
    const sent: unknown[] = [];
    const app = await renderApp('app', {
      user: demoUser('agent', { user_id: AGENT }),
      url: '/invoice/31',
      api: (api) => serve(api, { onClaim: (body) => (sent.push(body), ok({ ...claim({ inv_id: 91, invoice_no: null, sa_mapper_id: 11, status: 'draft' }), history: [], allowed_moves: [] } as never)) }),
    });
    const terms = await screen.findByRole('table', { name: 'Commission terms' }, { timeout: 25_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Student invoice: Ananya Reddy' })).toBeTruthy();
    const rows = within(terms).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('£1,250.00'),
      expect.stringContaining('—'),
      expect.stringContaining('Withdrawn'),
      expect.stringContaining('From'),
    ]);
    // Only the free term offers the claim; the held, withdrawn and future ones do not.
    expect(screen.getAllByRole('button', { name: /^Claim your share/ })).toHaveLength(1);
    expect(screen.getByText(/An invoice is open for this student/)).toBeTruthy();
    const claims = screen.getByRole('table', { name: 'Invoices raised' });
    expect(within(claims).getByRole('link', { name: 'PCI/26-27/4' }).getAttribute('href')).toBe('/manual-invoice/90');

    await app.user.click(within(rows[0]).getByRole('button', { name: 'Claim your share of term 1 at University of Leeds' }));
    await waitFor(() => expect(app.location()).toBe('/manual-invoice/91'));
    expect(sent).toEqual([{ sa_mapper_id: 11, term: 1 }]);
  });

  it("says in words why the server refused a claim, and stays", async () => {
    const app = await renderApp('app', {
      user: demoUser('agent', { user_id: AGENT }),
      url: '/invoice/31',
      api: (api) => serve(api, { claims: [], onClaim: () => ({ status: 409, message: 'this term is already claimed by another invoice' }) }),
    });
    const terms = await screen.findByRole('table', { name: 'Commission terms' }, { timeout: 25_000 });
    await app.user.click(within(terms).getAllByRole('button', { name: /^Claim your share/ })[0]);
    expect(await screen.findByText('this term is already claimed by another invoice')).toBeTruthy();
    expect(app.location()).toBe('/invoice/31');
    expect(screen.getByText('No invoice has been raised for this student.')).toBeTruthy();
  });

  it('offers accounts no claim, and says when nothing is accrued', async () => {
    await renderApp('app', { user: 'accounts', url: '/invoice/31', api: (api) => serve(api, { terms: [], claims: [] }) });
    expect(await screen.findByText(/No commission is accrued for this student yet/, undefined, { timeout: 25_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Claim your share/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Statement of account' }).getAttribute('href')).toBe('/student_list-print/31');
  });

  it('offers a retry when the terms cannot be loaded', async () => {
    await renderApp('app', { user: 'accounts', url: '/invoice/31', api: (api) => serve(api, { failTerms: true }) });
    expect(await screen.findByRole('heading', { name: 'The commission terms could not be loaded' }, { timeout: 25_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
