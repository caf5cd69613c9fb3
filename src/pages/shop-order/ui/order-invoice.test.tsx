import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, listPage, ok, SLOW } from '@/app/test/money-kit';
import { renderApp } from '@/app/test/render-app';
import { serviceInvoiceFixture, type ServiceInvoice } from '@/entities/service-invoice';
import { orderFixture } from '@/entities/shop';

describe('the GST invoice of a shop order', () => {
  it('accounts sees the invoice and refunds part of it: the credit note shows; a refusal on the amount shows on its field', SLOW, async () => {
    let invoice: ServiceInvoice = serviceInvoiceFixture({ so_id: 3 });
    const bodies: unknown[] = [];
    const app = await renderApp('app', {
      user: 'accounts',
      url: '/shop_order_details/3',
      api: (api) => {
        api.portal('get', '/common/shop-order-details/{so_id}', () => ok(orderFixture(3)));
        api.portal('get', '/common/service-invoices', () => listPage([invoice]));
        api.portal('get', '/common/service-invoice/{id}', () => ok(invoice));
        api.portal('post', '/common/shop-orders/{so_id}/refunds', async (request) => {
          const body = (await request.json()) as { amount_minor: number; reason: string; reference: string };
          bodies.push(body);
          if (body.amount_minor > 449_900) return { status: 422, message: 'the refund is more than the INR 4499.00 still refundable', errors: [{ field: 'body/amount_minor', message: 'must be at most 449900' }] };
          invoice = serviceInvoiceFixture({
            so_id: 3, credited_minor: body.amount_minor,
            credit_notes: [{ inv_id: 9, invoice_no: 'CN/26-27/1', total_minor: body.amount_minor, reason: body.reason, issued_at: '2026-11-21T06:00:00.000Z' }],
          });
          return ok(invoice);
        });
      },
    });
    const section = await screen.findByRole('region', { name: 'GST invoice' }, FIRST);
    expect((await within(section).findByRole('link', { name: 'Invoice SRV/26-27/3' })).getAttribute('href')).toBe('/tax-invoice/7');
    expect(section.textContent).toContain('₹4,499.00 incl. GST (IGST)');
    await app.user.click(within(section).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order 3' });
    expect(dialog.textContent).toContain('Still refundable: ₹4,499.00 incl. GST');
    // Checked before sending: more than refundable, no reason.
    await app.user.type(within(dialog).getByLabelText('Amount incl. GST (INR)'), '5000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('At most ₹4,499.00 can still be refunded.')).toBeTruthy();
    expect(within(dialog).getByText(/Say why the money is given back/)).toBeTruthy();
    expect(bodies).toEqual([]);
    await app.user.clear(within(dialog).getByLabelText('Amount incl. GST (INR)'));
    await app.user.type(within(dialog).getByLabelText('Amount incl. GST (INR)'), '1,000.50');
    await app.user.type(within(dialog).getByLabelText('Reason'), 'Two sessions not held');
    await app.user.type(within(dialog).getByLabelText('Refund reference'), 'rfnd_001');
    await app.user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The refund is recorded with credit note CN/26-27/1.')).toBeTruthy();
    expect(bodies).toEqual([{ amount_minor: 100_050, reason: 'Two sessions not held', reference: 'rfnd_001' }]);
    const after = screen.getByRole('region', { name: 'GST invoice' });
    expect((await within(after).findByRole('link', { name: 'CN/26-27/1' })).getAttribute('href')).toBe('/tax-invoice/9');
    expect(after.textContent).toContain('Two sessions not held');
  });

  it('an invoice that waits for the business profile: the page says so and accounts issue it', SLOW, async () => {
    let issued = false;
    const app = await renderApp('app', {
      user: 'accounts',
      url: '/shop_order_details/3',
      api: (api) => {
        api.portal('get', '/common/shop-order-details/{so_id}', () => ok(orderFixture(3)));
        api.portal('get', '/common/service-invoices', () => listPage(issued ? [serviceInvoiceFixture({ so_id: 3 })] : []));
        api.portal('get', '/common/service-invoice/{id}', () => ok(serviceInvoiceFixture({ so_id: 3 })));
        api.portal('post', '/common/shop-orders/{so_id}/service-invoice', () => {
          issued = true;
          return ok(serviceInvoiceFixture({ so_id: 3 }));
        });
      },
    });
    const section = await screen.findByRole('region', { name: 'GST invoice' }, FIRST);
    expect(await within(section).findByText(/waits for the business’s invoice profile/)).toBeTruthy();
    await app.user.click(within(section).getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Invoice SRV/26-27/3 is issued.')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'GST invoice' })).findByRole('link', { name: 'Invoice SRV/26-27/3' })).toBeTruthy();
  });

  it('the buyer sees the invoice and its PDF, without Refund or the tax-invoice link', SLOW, async () => {
    await renderApp('app', {
      user: 'student',
      url: '/shop_order_details/3',
      api: (api) => {
        api.portal('get', '/common/shop-order-details/{so_id}', () => ok(orderFixture(3)));
        api.portal('get', '/common/service-invoices', () => listPage([serviceInvoiceFixture({ so_id: 3 })]));
        api.portal('get', '/common/service-invoice/{id}', () => ok(serviceInvoiceFixture({ so_id: 3 })));
      },
    });
    const section = await screen.findByRole('region', { name: 'GST invoice' }, FIRST);
    expect(await within(section).findByText('Invoice SRV/26-27/3')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(within(section).queryByRole('link')).toBeNull();
  });
});
