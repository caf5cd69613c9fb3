import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, openForm, openList, pickFilter, renderServed } from '@/app/test/money-kit';
import { commissionsServer } from '@/app/test/commissions-server';
import { rateFixture, type CommissionRate } from '@/entities/commission';

const seeded = (): CommissionRate[] => [
  rateFixture({ commission_rate_id: 1 }),
  rateFixture({ commission_rate_id: 2, course_level: { course_level_id: 2, name: 'Postgraduate' }, rate_basis_points: 1275, valid_from: '2026-01-01', valid_to: '2027-03-31' }),
  rateFixture({
    commission_rate_id: 3,
    university: { university_id: 9, name: 'University of Toronto', country: 'Canada' },
    rate_type: 'flat',
    rate_basis_points: null,
    flat_amount_minor: 250050,
    currency: 'CAD',
  }),
  rateFixture({ commission_rate_id: 4, rate_basis_points: 1000, valid_from: '2024-04-01', valid_to: '2026-03-31' }),
];

describe('the university commissions page', { timeout: 30_000 }, () => {
  it('lists the rates in force: a percent from basis points, a flat amount in its currency, the level and the validity', async () => {
    await renderServed('/university-commissions', (api) => commissionsServer(api, seeded()));
    const table = await screen.findByRole('table', { name: 'Commission rates' }, { timeout: 10_000 });
    const leeds = within(table).getByRole('row', { name: 'University of Leeds, every level' });
    expect(leeds.textContent).toContain('12.5 % of tuition');
    expect(leeds.textContent).toContain('From 01-04-2026');
    expect(within(leeds).getByRole('link', { name: 'University of Leeds' }).getAttribute('href')).toBe('/university-commissions/7');
    const postgraduate = within(table).getByRole('row', { name: 'University of Leeds, Postgraduate' });
    expect(postgraduate.textContent).toContain('12.75 % of tuition');
    expect(postgraduate.textContent).toContain('01-01-2026 – 31-03-2027');
    expect(within(table).getByRole('row', { name: 'University of Toronto, every level' }).textContent).toContain('CA$2,500.50 per enrolment');
    // The rate that ended in March is not in force: only with past and future rates.
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('1–3 of 3 commission rates');
    expect(within(table).queryByText('10 % of tuition')).toBeNull();
  });

  it('keeps the filters in the address and sends them to the server', async () => {
    const { app, sent } = await openList('/university-commissions', 'Commission rates', (api) => commissionsServer(api, seeded()));
    await pickFilter(app, 'Course level', 'Postgraduate', '/university-commissions?level=2');
    await waitFor(() => expect(screen.queryByRole('row', { name: 'University of Toronto, every level' })).toBeNull());
    expect(sent.rateQueries.at(-1)?.get('course_level_id')).toBe('2');
    await app.user.click(screen.getByLabelText('Include past and future rates'));
    await waitFor(() => expect(app.location()).toBe('/university-commissions?level=2&rates=all'));
    expect(sent.rateQueries.at(-1)?.get('active_only')).toBe('false');
  });

  it('adds a rate: the percent goes as basis points, and the rate shows at once', async () => {
    const rates = seeded();
    const { app, sent } = await openList('/university-commissions', 'Commission rates', (api) => commissionsServer(api, rates));
    const form = await openForm(app, 'Add rate', 'Add a commission rate');
    await app.user.click(within(form).getByRole('button', { name: 'Add rate' }));
    for (const error of ['Choose the university.', 'Enter the percent of the tuition.']) expect(within(form).getByText(error)).toBeTruthy();
    expect(sent.rates).toHaveLength(0);

    await fill(app, form, { University: 'University of Toronto', 'Course level': 'Undergraduate', 'Percent of the tuition': '12.34', 'Valid from': '2026-12-01' });
    await app.user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText('The rate of University of Toronto (Undergraduate) was added: 12.34 % of tuition from 01-12-2026.')).toBeTruthy();
    expect(sent.rates[0]).toEqual({ university_id: 9, course_level_id: 1, rate_type: 'percent', rate_basis_points: 1234, valid_from: '2026-12-01' });
  });

  it('sends a flat rate in minor units with its currency', async () => {
    const { app, sent } = await openList('/university-commissions?university=9', 'Commission rates', (api) => commissionsServer(api, seeded()));
    const form = await openForm(app, 'Add rate', 'Add a commission rate');
    expect((within(form).getByLabelText('University') as HTMLSelectElement).value).toBe('9');
    const fields = { 'Rate type': 'Flat amount per enrolment', 'Amount per enrolment': '1,500.5', Currency: 'CAD', 'Valid from': '2027-04-01', 'Notes (optional)': 'Renewed agreement' };
    await fill(app, form, fields);
    await app.user.click(within(form).getByRole('button', { name: 'Add rate' }));
    await screen.findByText(/was added: CA\$1,500\.50 per enrolment from 01-04-2027\./);
    expect(sent.rates[0]).toEqual({ university_id: 9, rate_type: 'flat', flat_amount_minor: 150050, currency: 'CAD', valid_from: '2027-04-01', notes: 'Renewed agreement' });
  });

  it('says a 409 overlap in words and keeps the form', async () => {
    const { app } = await openList('/university-commissions', 'Commission rates', (api) => commissionsServer(api, seeded()));
    const form = await openForm(app, 'Add rate', 'Add a commission rate');
    await fill(app, form, { University: 'University of Leeds', 'Course level': 'Postgraduate', 'Percent of the tuition': '15', 'Valid from': '2026-06-01' });
    await app.user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await within(form).findByText(/The rate was not added: another rate of this university and course level is in force in that window\./)).toBeTruthy();
    expect(within(form).getByText('Another rate of this university and level applies on these days.')).toBeTruthy();
    expect((within(form).getByLabelText('Percent of the tuition') as HTMLInputElement).value).toBe('15');
  });

  it('shows an agent its own part of each rate and no "Add rate"', async () => {
    const rates = [rateFixture({ commission_rate_id: 1, your_share_basis_points: 5000, your_rate_basis_points: 625 })];
    await renderServed('/university-commissions', (api) => commissionsServer(api, rates), 'agent');
    const row = await screen.findByRole('row', { name: 'University of Leeds, every level' }, { timeout: 10_000 });
    expect(row.textContent).toContain('6.25 % of tuition (your share 50 %)');
    expect(screen.queryByRole('button', { name: 'Add rate' })).toBeNull();
  });

  it('says when there are no rates, and offers a retry when the list fails', async () => {
    const { app } = await renderServed('/university-commissions', (api) => commissionsServer(api, [], { failRates: true }));
    expect(await screen.findByRole('heading', { name: 'The commission rates could not be loaded' }, { timeout: 10_000 })).toBeTruthy();
    commissionsServer(app.api, []);
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No commission rates yet' })).toBeTruthy();
  });

  it('shows one university’s rates over time, past ones included', async () => {
    const { sent } = await renderServed('/university-commissions/7', (api) => commissionsServer(api, seeded()));
    expect(await screen.findByRole('heading', { level: 1, name: 'University of Leeds: commission' }, { timeout: 10_000 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Rate history' });
    expect(within(table).getByRole('row', { name: 'Every level from 01-04-2024' }).textContent).toContain('01-04-2024 – 31-03-2026');
    expect(within(table).getByRole('row', { name: 'Every level from 01-04-2024' }).textContent).toContain('10 % of tuition');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const query = sent.rateQueries.at(-1)!;
    expect([query.get('university_id'), query.get('active_only')]).toEqual(['7', 'false']);
  });
});
