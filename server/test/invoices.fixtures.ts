// What the invoices tests share: one server per file, signed-in demo users, calls as a user, the business profile
// (supplier in Delhi, state 07) and a draft body.
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

export type Ctx = { server: TestServer; tokens: Record<string, string>; ids: Record<string, number>; india: number };

export const ACTORS = ['student', 's-zara', 'counselor', 'manager', 'agent', 'franchise', 'area', 'accounts', 'sc'] as const;

export async function startInvoices(): Promise<Ctx> {
  const server = await startTestServer();
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const key of ACTORS) {
    const { token, userId } = await signIn(server, key);
    tokens[key] = token;
    ids[key] = userId;
  }
  const { rows } = await server.db.query<{ country_id: number }>("SELECT country_id FROM countries WHERE iso2 = 'IN'");
  return { server, tokens, ids, india: rows[0].country_id };
}

export function caller(ctx: Ctx) {
  return async (method: 'GET' | 'POST', as: string, url: string, payload?: unknown) => {
    const response = await ctx.server.app.inject({ method, url: `${ctx.server.portal}${url}`, payload: payload as object, headers: bearer(ctx.tokens[as]) });
    return { status: response.statusCode, body: response.json() };
  };
}

export const businessProfile = (india: number) => ({
  legal_name: 'Unipath Education Services Pvt Ltd', gstin: '07AABCU9603R1ZX', pan: 'AABCU9603R', state_code: '07',
  address_line1: '14 Barakhamba Road', city_name: 'New Delhi', country_id: india, postal_code: '110001',
  billing_email: 'accounts@unipath.test',
});

/** A draft to a buyer in Maharashtra (27): inter-state from Delhi. */
export const draftBody = (extra: Record<string, unknown> = {}) => ({
  buyer: { legal_name: 'Aarav Sharma', address: '5 Marine Drive, Mumbai', country_code: 'IN', state_code: '27' },
  lines: [{ description: 'Application support', quantity: 1, unit_price_minor: 1_000_000, gst_rate: 18 }],
  ...extra,
});
