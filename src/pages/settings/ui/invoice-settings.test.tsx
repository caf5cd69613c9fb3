import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import type { BankAccount, InvoiceProfile, Signature } from '@/entities/invoice';
import { signatureFileError } from '@/features/manage-invoice-profile';

const ok = <T,>(data: T) => ({ status: true as const, data });
const INDIA = { country_id: 101, name: 'India', iso2: 'IN', currency: 'INR' };

const business: InvoiceProfile = {
  legal_name: 'Unipath Education Services Pvt Ltd', gstin: '07AABCU9603R1ZX', pan: 'AABCU9603R', address_line1: '14 Barakhamba Road',
  address_line2: null, city_name: 'New Delhi', state_id: null, state_code: '07', country_code: 'IN', country_id: 101, country_name: 'India',
  postal_code: '110001', billing_email: 'accounts@unipath.test', updated_at: '2026-11-20T10:00:00.000Z',
};

const hdfc: BankAccount = {
  bank_id: 3, user_id: 41, owner_name: 'Asha Rao', account_holder_name: 'Asha Rao', bank_name: 'HDFC Bank', account_number: '50100012345678',
  account_number_masked: false, account_type: 'savings', ifsc_code: 'HDFC0001234', swift_code: null, branch: 'Indiranagar', country_code: 'IN',
  currency: 'INR', is_primary: true, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z',
};

type Sent = { profile: unknown[]; banks: unknown[]; signatures: number };

/** The calls of the invoice sections: the profile (null until saved), the banks, the signature. */
function invoiceApi(api: MockApi, { profile = null as InvoiceProfile | null, banks = [] as BankAccount[], signature = null as Signature | null } = {}) {
  const sent: Sent = { profile: [], banks: [], signatures: 0 };
  let current = profile;
  let list = banks;
  let image = signature;
  api
    .portal('get', '/home/countries', () => ok([INDIA]))
    .portal('get', '/common/invoice-profile', () => ok(current))
    .portal('post', '/common/invoice-profile', async (request) => {
      const body = (await request.json()) as { gstin?: string };
      sent.profile.push(body);
      if (body.gstin === '07AAACB1234C1Z5') return { status: 422, message: 'the GSTIN is not valid', errors: [{ field: 'body/gstin', message: 'has a wrong check digit' }] };
      current = { ...business, ...(body as Partial<InvoiceProfile>) };
      return ok(current);
    })
    .portal('get', '/common/banks/all', () => ok({ items: list, page: 1, page_size: 50, total: list.length }))
    .portal('post', '/common/banks/save', async (request) => {
      const body = (await request.json()) as Partial<BankAccount>;
      sent.banks.push(body);
      const saved = { ...hdfc, ...body, bank_id: 9 } as BankAccount;
      list = [...list, saved];
      return ok(saved);
    })
    .portal('get', '/common/signature', () => ok(image))
    .portal('post', '/common/banks/upload_signature', () => {
      sent.signatures += 1;
      image = { user_id: 41, signature_url: 'data:image/png;base64,iVBORw0KGgo=', content_type: 'image/png', size_bytes: 8, uploaded_at: '2026-11-28T10:00:00.000Z' };
      return ok(image);
    });
  return sent;
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

describe('/Settings: the invoice profile and banks', () => {
  it('accounts save the business profile the invoices print: the contract’s rules first, the server’s refusal on its field', async () => {
    let sent: Sent | null = null;
    const app = await renderApp('app', { url: '/Settings', user: 'accounts', api: (api) => { sent = invoiceApi(api); } });
    const panel = await region('Business invoice profile');
    const form = await within(panel).findByRole('form', { name: 'Business invoice profile' }, { timeout: 5000 });
    expect(within(form).getByRole('alert').textContent).toContain('Invoices cannot be issued until the business profile is saved');
    // Accounts keep no payout accounts: no bank section.
    expect(screen.queryByRole('region', { name: 'Payout bank accounts' })).toBeNull();
    expect(await region('Signature')).toBeTruthy();

    await app.user.type(within(form).getByLabelText('Legal name of the business'), 'Unipath Education Services Pvt Ltd');
    await app.user.type(within(form).getByLabelText('GSTIN (optional)'), '07aabcu9603r1zx');
    await app.user.type(within(form).getByLabelText('GST state code (optional)'), '27');
    await app.user.click(within(form).getByRole('button', { name: 'Save business profile' }));
    expect(within(form).getByText('A GSTIN of state 27 starts with 27.')).toBeTruthy();
    expect(within(form).getByText('Enter the first line of the address.')).toBeTruthy();
    expect(within(form).getByText('Choose the country.')).toBeTruthy();
    expect(sent!.profile).toHaveLength(0);

    await app.user.clear(within(form).getByLabelText('GST state code (optional)'));
    await app.user.type(within(form).getByLabelText('GST state code (optional)'), '07');
    await app.user.type(within(form).getByLabelText('Address line 1'), '14 Barakhamba Road');
    await app.user.type(within(form).getByLabelText('City'), 'New Delhi');
    await app.user.selectOptions(within(form).getByLabelText('Country'), 'India');
    await app.user.type(within(form).getByLabelText('Postal code'), '110001');
    await app.user.type(within(form).getByLabelText('Billing e-mail'), 'accounts@unipath.test');
    await app.user.click(within(form).getByRole('button', { name: 'Save business profile' }));
    expect(await within(form).findByText('Business invoice profile saved. New invoices print it.')).toBeTruthy();
    expect(sent!.profile[0]).toEqual({
      legal_name: 'Unipath Education Services Pvt Ltd', gstin: '07AABCU9603R1ZX', state_code: '07', address_line1: '14 Barakhamba Road',
      city_name: 'New Delhi', country_id: 101, postal_code: '110001', billing_email: 'accounts@unipath.test',
    });

    const gstin = within(form).getByLabelText('GSTIN (optional)');
    await app.user.clear(gstin);
    await app.user.type(gstin, '07AAACB1234C1Z5');
    await app.user.click(within(form).getByRole('button', { name: 'Save business profile' }));
    expect(await within(form).findByText('Not accepted: has a wrong check digit.')).toBeTruthy();
    expect((within(form).getByLabelText('GSTIN (optional)') as HTMLInputElement).value).toBe('07AAACB1234C1Z5');
  });

  it('an agent keeps its profile, adds a payout bank account and uploads a signature that shows', async () => {
    let sent: Sent | null = null;
    const app = await renderApp('app', { url: '/Settings', user: 'agent', api: (api) => { sent = invoiceApi(api, { profile: { ...business, legal_name: 'Asha Rao', gstin: null, state_code: null }, banks: [hdfc] }); } });
    const profile = await within(await region('Invoice profile')).findByRole('form', { name: 'Invoice profile' }, { timeout: 5000 });
    expect((within(profile).getByLabelText('Legal name') as HTMLInputElement).value).toBe('Asha Rao');

    const banks = await region('Payout bank accounts');
    const list = await within(banks).findByRole('list', { name: 'Your bank accounts' });
    expect(within(list).getByRole('listitem').textContent).toContain('HDFC Bank · 50100012345678 · Primary');
    await app.user.click(within(banks).getByRole('button', { name: 'Add a bank account' }));
    const form = within(banks).getByRole('form', { name: 'New bank account' });
    await app.user.type(within(form).getByLabelText('Account holder'), 'Asha Rao');
    await app.user.type(within(form).getByLabelText('Bank'), 'Barclays');
    await app.user.type(within(form).getByLabelText('Account number or IBAN'), 'GB33 BUKB 2020 1555 5555 55');
    await app.user.clear(within(form).getByLabelText('Country code'));
    await app.user.type(within(form).getByLabelText('Country code'), 'gb');
    await app.user.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(within(form).getByText('Enter the IFSC (an Indian account) or the SWIFT code (one abroad).')).toBeTruthy();
    expect(sent!.banks).toHaveLength(0);
    await app.user.type(within(form).getByLabelText('SWIFT/BIC (accounts abroad)'), 'barcgb22');
    await app.user.clear(within(form).getByLabelText('Currency'));
    await app.user.type(within(form).getByLabelText('Currency'), 'GBP');
    await app.user.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await within(banks).findByText('Barclays account added.')).toBeTruthy();
    expect(sent!.banks[0]).toEqual({
      account_holder_name: 'Asha Rao', bank_name: 'Barclays', account_number: 'GB33BUKB20201555555555', swift_code: 'BARCGB22', country_code: 'GB',
      currency: 'GBP', is_primary: false,
    });

    const signature = await region('Signature');
    expect(await within(signature).findByText(/No signature uploaded yet/)).toBeTruthy();
    const input = within(signature).getByLabelText('Signature image') as HTMLInputElement;
    await app.user.upload(input, new File(['%PDF'], 'sign.pdf', { type: 'application/pdf' }));
    await app.user.click(within(signature).getByRole('button', { name: 'Upload signature' }));
    // The input takes PNG and JPEG only (its accept list): a PDF is not even chosen, and nothing is sent.
    expect(await within(signature).findByText('Choose a PNG or JPEG image of your signature.')).toBeTruthy();
    expect(sent!.signatures).toBe(0);
    await app.user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sign.png', { type: 'image/png' }));
    await app.user.click(within(signature).getByRole('button', { name: 'Upload signature' }));
    const image = await within(signature).findByRole('img', { name: 'Your signature as printed on invoices' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    await waitFor(() => expect(sent!.signatures).toBe(1));
  });

  it('a student sees no invoice sections', async () => {
    await renderApp('app', { url: '/Settings', user: 'student' });
    expect(await region('Change password')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invoice profile' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Signature' })).toBeNull();
  });
});

describe('signatureFileError', () => {
  it('takes a PNG or JPEG of at most 1 MB', () => {
    expect(signatureFileError(null)).toBe('Choose a PNG or JPEG image of your signature.');
    expect(signatureFileError(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('Choose a PNG or JPEG image.');
    expect(signatureFileError(new File([new Uint8Array(1_048_577)], 'a.png', { type: 'image/png' }))).toBe('Choose an image of at most 1 MB.');
    expect(signatureFileError(new File([new Uint8Array(1_048_576)], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
  });
});
