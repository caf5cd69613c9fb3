import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderServed } from '@/app/test/money-kit';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import type { PartnerInvoiceDetail, PartnerInvoiceStatus } from '@/entities/partner-invoice';
import { catchDownloads, fileAnswer } from '@/shared/lib/download/catch-downloads';

const ok = <T,>(data: T) => ({ status: true as const, data });

/** A manual invoice of 62 500 paise of the ledger's 62 500 share, raised by the agent, entered by accounts. */
function invoiceFixture(overrides: Partial<PartnerInvoiceDetail> = {}): PartnerInvoiceDetail {
  return {
    inv_id: 7, invoice_no: 'PCI/26-27/3', sa_mapper_id: 11, term: 2, term_label: 'Year 1 - Semester 2', due_date: '2026-12-31',
    student: { student_user_id: 31, name: 'Ananya Reddy', email: null },
    university: { university_id: 7, name: 'University of Leeds', country: 'United Kingdom' },
    course: { course_id: 5, name: 'MSc Data Science', course_level: 'Postgraduate' },
    intake: 'Sep 2026', census_date: '2026-10-01', tuition_minor: 1_000_000, rate_type: 'percent', rate_basis_points: 1250,
    share_basis_points: 5000, ledger_share_minor: 62_500, amount_minor: 62_500, currency: 'INR', status: 'raised', manual: true,
    raised_by: { user_id: 6, name: 'Rahul Mehta', user_type: 'agent' }, created_by: { user_id: 10, name: 'Rohit Gupta', user_type: 'accounts' },
    created_at: '2026-11-20T05:00:00Z', raised_at: '2026-11-20T05:00:00Z', reviewed_by: null, reviewed_at: null, paid_at: null,
    note: 'Paper invoice 17', ci_id: null, allowed_moves: ['under_review'],
    history: [{ from_status: null, to_status: 'raised', amount_from_minor: null, amount_to_minor: null, changed_by: { user_id: 10, name: 'Rohit Gupta', user_type: 'accounts' }, changed_at: '2026-11-20T05:00:00Z', note: 'Paper invoice 17' }],
    ...overrides,
  };
}

/** A fake of getPartnerInvoice, movePartnerInvoice and correctPartnerInvoiceAmount over one invoice. */
function partnerInvoiceServer(api: MockApi, invoice: PartnerInvoiceDetail) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const REVIEW: Partial<Record<PartnerInvoiceStatus, PartnerInvoiceStatus[]>> = { raised: ['under_review'], under_review: ['approved', 'rejected'] };
  api
    .portal('get', '/common/partner-invoices/{inv_id}', () => ok(invoice))
    .portal('post', '/common/partner-invoices/{inv_id}/status', async (request) => {
      const body = (await request.json()) as { to: PartnerInvoiceStatus; note?: string };
      sent.push({ path: new URL(request.url).pathname, body });
      if (!invoice.allowed_moves.includes(body.to)) return { status: 409, message: `a partner invoice cannot move from ${invoice.status} to ${body.to}` };
      invoice.history.push({ from_status: invoice.status, to_status: body.to, amount_from_minor: null, amount_to_minor: null, changed_by: { user_id: 41, name: 'Asha Rao', user_type: 'accounts' }, changed_at: '2026-11-28T06:00:00Z', note: body.note ?? null });
      invoice.status = body.to;
      invoice.allowed_moves = REVIEW[body.to] ?? [];
      return ok(invoice);
    })
    .portal('post', '/common/partner-invoices/{inv_id}/amount', async (request) => {
      const body = (await request.json()) as { amount_minor: number; note: string };
      sent.push({ path: new URL(request.url).pathname, body });
      invoice.history.push({ from_status: 'under_review', to_status: 'under_review', amount_from_minor: invoice.amount_minor, amount_to_minor: body.amount_minor, changed_by: { user_id: 41, name: 'Asha Rao', user_type: 'accounts' }, changed_at: '2026-11-28T06:05:00Z', note: body.note });
      invoice.amount_minor = body.amount_minor;
      invoice.note = body.note;
      return ok(invoice);
    });
  return sent;
}

describe('the manual invoice page', { timeout: 30_000 }, () => {
  it("downloads the invoice's PDF under the server's file name, says when it fails, and tries again", async () => {
    const saved = catchDownloads();
    let fail = false;
    const { app } = await renderServed('/manual-invoice/7', (api) => {
      partnerInvoiceServer(api, invoiceFixture());
      api.portal('get', '/common/partner-invoices/{inv_id}/pdf', () => (fail ? { status: 500, message: 'Down' } : fileAnswer('PCI-26-27-3.pdf')));
    }, 'agent');
    expect(await screen.findByRole('heading', { name: 'Manual invoice PCI/26-27/3' }, { timeout: 25_000 })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['PCI-26-27-3.pdf']));
    const request = app.api.requests.find((r) => r.url.endsWith('/api/common/partner-invoices/7/pdf'));
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(screen.queryByRole('alert')).toBeNull();

    fail = true;
    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The PDF could not be downloaded');
    expect(saved).toHaveLength(1);
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the claim with the ledger figures and lets accounts review, correct and approve it', async () => {
    const { app, sent } = await renderServed('/manual-invoice/7', (api) => partnerInvoiceServer(api, invoiceFixture()));
    expect(await screen.findByRole('heading', { name: 'Manual invoice PCI/26-27/3' }, { timeout: 25_000 })).toBeTruthy();
    expect(screen.getByText('Raised')).toBeTruthy();
    expect(screen.getByText('Year 1 - Semester 2')).toBeTruthy();
    expect(screen.getByText('01-10-2026')).toBeTruthy();
    expect(screen.getByText('12.5 % of tuition')).toBeTruthy();
    // Print: the browser's print of the sheet alone (shared/ui/print-sheet, A4), the moves left off the paper.
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await app.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    expect(screen.getByText('50 % · ₹625.00 by the ledger')).toBeTruthy();
    expect(screen.getByText('Rohit Gupta', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Correct the amount' })).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Start review' }));
    expect(await screen.findByText('The invoice is under review.')).toBeTruthy();
    // Rejecting needs a reason, said before anything is sent.
    await app.user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Say why the invoice is rejected.')).toBeTruthy();
    expect(sent).toHaveLength(1);

    const form = screen.getByRole('form', { name: 'Correct the amount' });
    const amount = within(form).getByLabelText('Amount (INR)');
    await app.user.clear(amount);
    await app.user.type(amount, '700');
    await app.user.click(within(form).getByRole('button', { name: 'Save the amount' }));
    expect(await within(form).findByText('Enter at most ₹625.00, the ledger’s share.')).toBeTruthy();
    expect(within(form).getByText('Say why the amount changes.')).toBeTruthy();
    await app.user.clear(amount);
    await app.user.type(amount, '500.50');
    await app.user.type(within(form).getByLabelText('Why'), 'Scholarship deducted');
    await app.user.click(within(form).getByRole('button', { name: 'Save the amount' }));
    expect(await screen.findByText('The amount was corrected.')).toBeTruthy();
    expect(sent[1]).toEqual({ path: '/api/common/partner-invoices/7/amount', body: { amount_minor: 50_050, note: 'Scholarship deducted' } });
    expect(await screen.findByText('₹500.50 (corrected by accounts)')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/The invoice was approved/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    const history = screen.getByRole('heading', { name: 'History' }).nextElementSibling!;
    expect(history.textContent).toContain('Amount ₹625.00 → ₹500.50');
    expect(history.textContent).toContain('Under review → Approved');
  });

  it('gives the raiser its own moves and no correction; another\'s invoice is not shown', async () => {
    const draft = invoiceFixture({ status: 'draft', invoice_no: null, manual: false, allowed_moves: ['raised', 'cancelled'], term_label: null });
    await renderApp('app', { user: 'agent', url: '/manual-invoice/7', api: (api) => partnerInvoiceServer(api, draft) });
    expect(await screen.findByRole('heading', { name: 'Draft commission invoice #7' }, { timeout: 25_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Raise invoice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel invoice' })).toBeTruthy();
    expect(screen.getByText('Term 2')).toBeTruthy();

    const other = await renderApp('app', {
      user: 'agent', url: '/manual-invoice/8',
      api: (api) => api.portal('get', '/common/partner-invoices/{inv_id}', () => ({ status: 404, message: 'path/inv_id: no partner invoice 8' })),
    });
    expect(await screen.findByRole('heading', { name: 'This invoice is not one you may see, or it does not exist' }, { timeout: 25_000 })).toBeTruthy();
    other.unmount?.();
  });
});
