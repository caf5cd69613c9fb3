import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTexts, renderServed } from '@/app/test/money-kit';
import { commissionsServer } from '@/app/test/commissions-server';
import { statementFixture, targetFixture, termFixture } from '@/entities/commission';

// Two terms in pounds: an expected one (12.5 % of £20,000.00) and one invoiced and received in full.
const statement = () =>
  statementFixture([
    termFixture({ sa_mapper_id: 11 }),
    termFixture({
      sa_mapper_id: 12,
      student: { student_user_id: 32, name: 'Ishaan Patel', email: null },
      status: 'received',
      invoiced_minor: 250000,
      received_minor: 250000,
      inv_id: 50,
      invoice_no: 'COM/25-26/4',
    }),
  ]);

describe('the commission page', { timeout: 30_000 }, () => {
  it('shows a partner its statement: terms, share, TDS and net, the totals, and its target; no ledger actions', async () => {
    const { sent } = await renderServed('/commission?fy=2025-26', (api) => commissionsServer(api, [], { statement: statement(), target: targetFixture() }), 'agent');
    const table = await screen.findByRole('table', { name: 'Commission by application term' }, { timeout: 25_000 });
    expect(screen.getByText(/TDS under section 194H: 2 % \(PAN on file\)/)).toBeTruthy();
    const first = within(table).getByRole('row', { name: 'Ananya Reddy, term 1' });
    expectTexts(first, ['15-09-2025', 'Expected', '£2,500.00', '£1,250.00 (50 %)', '£25.00 (2 %)', '£1,225.00']);
    expect(within(table).getByRole('row', { name: 'Ishaan Patel, term 1' }).textContent).toContain('COM/25-26/4');
    const totals = screen.getByRole('region', { name: 'Totals in GBP' });
    expectTexts(totals, ['Expected£5,000.00', 'Received£2,500.00', 'Partner share (gross)£2,500.00', 'TDS£50.00', 'Net to the partner£2,450.00']);
    expect(await screen.findByText('3 enrolments of 10 enrolments · 30 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress towards the 2025-26 target' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Invoice/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set target' })).toBeNull();
    expect(sent.statementQueries.at(-1)?.get('financial_year')).toBe('2025-26');
    expect(sent.statementQueries.at(-1)?.get('partner_user_id')).toBeNull();
  });

  it('says 20 % TDS when no PAN is on file, and that no target is set', async () => {
    const noPan = { ...statement(), pan_on_file: false, tds_rate_basis_points: 2000 as const };
    await renderServed('/commission?fy=2025-26', (api) => commissionsServer(api, [], { statement: noPan }), 'franchise');
    expect(await screen.findByText(/TDS under section 194H: 20 % \(no PAN on file/, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('No target is set for 2025-26.')).toBeTruthy();
  });

  it('lets accounts name a partner, then invoice a term; a refusal before the census date is said in words', async () => {
    const data = statement();
    data.lines[0].census_date = '2027-01-15';
    const { app, sent } = await renderServed('/commission?fy=2025-26', (api) => commissionsServer(api, [], { statement: data, target: null }));
    expect(await screen.findByRole('heading', { name: 'Choose a partner' }, { timeout: 10_000 })).toBeTruthy();
    await app.user.type(screen.getByLabelText('Partner’s user id'), '6');
    await app.user.click(screen.getByRole('button', { name: 'Show statement' }));
    await waitFor(() => expect(app.location()).toBe('/commission?fy=2025-26&partner=6'));
    const table = await screen.findByRole('table', { name: 'Commission by application term' });
    expect(sent.statementQueries.at(-1)?.get('partner_user_id')).toBe('6');
    expect(screen.getByRole('button', { name: 'Set target' })).toBeTruthy();
    // The received term may be paid out; the expected one invoiced.
    expect(within(table).getByRole('button', { name: 'Pay partner: Ishaan Patel, term 1' })).toBeTruthy();
    await app.user.click(within(table).getByRole('button', { name: 'Invoice: Ananya Reddy, term 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice the university?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Issue the invoice' }));
    expect(await within(dialog).findByText('The invoice was not done: the commission is not payable before the census date 2027-01-15.')).toBeTruthy();

    data.lines[0].census_date = '2025-09-15';
    await app.user.click(within(dialog).getByRole('button', { name: 'Issue the invoice' }));
    expect(await screen.findByText('Ananya Reddy, term 1: invoiced to University of Leeds as COM/26-27/1.')).toBeTruthy();
    expect(sent.moves.map((m) => m.path)).toEqual(['/api/common/commissions/11/terms/1/invoice', '/api/common/commissions/11/terms/1/invoice']);
  });

  it('shows a failure with a retry', async () => {
    const { app } = await renderServed('/commission?fy=2025-26', (api) => commissionsServer(api, [], { failStatement: true }), 'agent');
    expect(await screen.findByRole('heading', { name: 'The statement could not be loaded' }, { timeout: 10_000 })).toBeTruthy();
    commissionsServer(app.api, [], { statement: statementFixture([]) });
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No commission in 2025-26' })).toBeTruthy();
  });
});
