import { describe, expect, it } from 'vitest';
import { transactionFixture } from '@/entities/payment-transaction';
import { transactionsCsv } from './transactions-csv';

const rows = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the transactions CSV', () => {
  it('has the accountant’s header and one row per payment, amounts in major units with two decimals, times in IST', () => {
    const csv = transactionsCsv([
      transactionFixture({ transaction_id: 'TXN-7', created_at: '2026-11-20T19:00:00.000Z', paid_at: '2026-11-20T19:01:02.000Z', discount_minor: 250050, amount_minor: 2249950, coupon_code: 'DIWALI10' }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row, end] = rows(csv);
    expect(header).toBe('Date,Transaction ID,Student,Email,Service,Plan,Kind,List price,Discount,Amount,Currency,Status,Provider,Coupon,Order,Paid at');
    // 19:00 UTC is 00:30 the next day in India.
    expect(row).toBe('2026-11-21,TXN-7,Asha Rao,asha@example.test,Application support,Standard,Full price,25000.00,2500.50,22499.50,INR,paid,sandbox,DIWALI10,12,2026-11-21 00:31:02');
    expect(end).toBe('');
  });

  it('quotes commas and quotes, defuses a formula, and leaves an unpaid row’s order and time empty', () => {
    const failed = transactionFixture({
      transaction_id: 'TXN-8',
      student: { user_id: 2, name: '=HYPERLINK("x"), Ltd', email: 'x@example.test' },
      status: 'failed',
      so_id: null,
      paid_at: null,
      amount_minor: 899999999999999,
    });
    const [, row] = rows(transactionsCsv([failed]));
    expect(row).toContain(`"'=HYPERLINK(""x""), Ltd"`);
    expect(row).toMatch(/,8999999999999\.99,INR,failed,sandbox,,,$/);
  });
});
