// The tax side of a service invoice, shared by a student's own (service-invoices.service.ts) and a partner's clubbed
// invoice (clubbed.service.ts): the GST-inclusive price back-computed into lines, the supplier and the recipient, the
// place of supply, and the parties and lines as the contract prints them.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { divHalfUp, OUTSIDE_INDIA, type LineInput } from './gst.ts';
import type * as invoices from './invoices.repository.ts';
import { findProfile } from './profile.repository.ts';
import * as repo from './service-invoices.repository.ts';

/** GST on the educational support services the shop sells (SAC 999293): 18 %. */
export const SERVICE_GST_RATE = 18;

type Party = invoices.Party;

/** GST state codes and their names (the place of supply as printed). */
const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir', '02': 'Himachal Pradesh', '03': 'Punjab', '04': 'Chandigarh', '05': 'Uttarakhand',
  '06': 'Haryana', '07': 'Delhi', '08': 'Rajasthan', '09': 'Uttar Pradesh', '10': 'Bihar', '11': 'Sikkim',
  '12': 'Arunachal Pradesh', '13': 'Nagaland', '14': 'Manipur', '15': 'Mizoram', '16': 'Tripura', '17': 'Meghalaya',
  '18': 'Assam', '19': 'West Bengal', '20': 'Jharkhand', '21': 'Odisha', '22': 'Chhattisgarh', '23': 'Madhya Pradesh',
  '24': 'Gujarat', '26': 'Dadra and Nagar Haveli and Daman and Diu', '27': 'Maharashtra', '29': 'Karnataka', '30': 'Goa',
  '31': 'Lakshadweep', '32': 'Kerala', '33': 'Tamil Nadu', '34': 'Puducherry', '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana', '37': 'Andhra Pradesh', '38': 'Ladakh', '97': 'Other Territory', [OUTSIDE_INDIA]: 'Outside India',
};

export const placeName = (code: string): string => (GST_STATES[code] ? `${code}-${GST_STATES[code]}` : code);

/** The tax of a taxable value under the one rounding rule (gst.ts): IGST, or CGST + SGST each rounded. */
function taxOf(taxable: bigint, rate: bigint, interState: boolean): bigint {
  return interState ? divHalfUp(taxable * rate, 100n) : 2n * divHalfUp(taxable * rate, 200n);
}

/**
 * The taxable values whose taxable + tax is exactly `gross` (a GST-inclusive price): the largest taxable value T with
 * T + tax(T) ≤ gross, and — when the tax's rounding steps over the price (CGST + SGST move in steps of 2 paise) — the
 * 1 or 2 paise left as a second value, whose own tax rounds to 0 under the same rule at any rate up to 28 %.
 */
export function inclusiveSplit(gross: number, rate: number, interState: boolean): number[] {
  const g = BigInt(gross);
  const r = BigInt(rate);
  let t = (g * 100n) / (100n + r) + 3n;
  while (t > 0n && t + taxOf(t, r, interState) > g) t -= 1n;
  const rest = g - t - taxOf(t, r, interState);
  if (rest > 0n && taxOf(rest, r, interState) !== 0n) throw new Error(`no inclusive split of ${gross} at ${rate} %`);
  return rest === 0n ? [Number(t)] : [Number(t), Number(rest)];
}

/** The lines of a GST-inclusive amount for one service. */
export function inclusiveLines(gross: number, description: string, interState: boolean, rate = SERVICE_GST_RATE): LineInput[] {
  const [taxable, rounding] = inclusiveSplit(gross, rate, interState);
  const lines: LineInput[] = [{ description, quantity: 1, unit_price_minor: taxable, gst_rate: rate }];
  if (rounding !== undefined) {
    lines.push({ description: `${description} (rounding to the price incl. GST)`, quantity: 1, unit_price_minor: rounding, gst_rate: rate });
  }
  return lines;
}

/** The business's profile as the supplier, or null while it is not saved with a GSTIN and state code. */
export async function supplierOrNull(tx: Queryable): Promise<(Party & { state_code: string }) | null> {
  const profile = await findProfile(tx, null);
  if (!profile?.gstin || !profile.state_code) return null;
  const address = [profile.address_line1, profile.address_line2, profile.city_name, profile.state_name, profile.postal_code, profile.country_name]
    .filter(Boolean).join(', ');
  return {
    legal_name: profile.legal_name, address, country_code: profile.country_code, state_code: profile.state_code,
    gstin: profile.gstin, pan: profile.pan, email: profile.billing_email,
  };
}

/** The recipient (a student, or the partner of a clubbed invoice): their own invoice profile when saved, else their
 * name, e-mail and country. */
export async function buyerOf(tx: Queryable, studentId: number): Promise<Party> {
  const profile = await findProfile(tx, studentId);
  if (profile) {
    const address = [profile.address_line1, profile.address_line2, profile.city_name, profile.state_name, profile.postal_code, profile.country_name]
      .filter(Boolean).join(', ');
    return {
      legal_name: profile.legal_name, address, country_code: profile.country_code, state_code: profile.state_code ?? profile.gstin?.slice(0, 2) ?? null,
      gstin: profile.gstin, pan: profile.pan, email: profile.billing_email,
    };
  }
  const student = await repo.findStudentBuyer(tx, studentId);
  return {
    legal_name: `${student.first_name} ${student.last_name}`.trim(), address: student.country_name ?? '',
    country_code: student.country_code ?? 'IN', state_code: null, gstin: null, pan: null, email: student.email,
  };
}

/**
 * The place of supply of a service to this buyer: their state; 96 for a buyer abroad; for a buyer in India whose
 * address we do not have, the supplier's own state (section 12(2)(b) IGST Act: the location of the supplier).
 */
export function placeOfSupply(buyer: Party, supplierState: string): string {
  if (buyer.state_code) return buyer.state_code;
  if (buyer.country_code !== 'IN') return OUTSIDE_INDIA;
  return supplierState;
}

export function partyOut(party: Party): PortalSchemas['ServiceInvoiceParty'] {
  return {
    name: party.legal_name, address: party.address || null, state: party.state_code ? (GST_STATES[party.state_code] ?? null) : null,
    state_code: party.state_code, gstin: party.gstin, pan: party.pan,
  };
}

/** A tax invoice line as a service invoice prints it (CGST and SGST at half the rate each, or IGST). */
export function lineOut(l: invoices.TaxInvoice['lines'][number], interState: boolean): PortalSchemas['ServiceInvoiceLine'] {
  const half = interState ? 0 : l.gst_rate / 2;
  return {
    service_id: null, description: l.description, hsn_sac_code: l.sac, quantity: l.quantity, unit_price_minor: l.unit_price_minor,
    taxable_minor: l.taxable_minor, cgst_rate: half, cgst_minor: l.cgst_minor, sgst_rate: half, sgst_minor: l.sgst_minor,
    igst_rate: interState ? l.gst_rate : 0, igst_minor: l.igst_minor, line_total_minor: l.total_minor,
  };
}
