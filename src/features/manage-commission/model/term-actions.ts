import {
  invoiceCommission as invoiceAccess,
  mayCall,
  payPartnerCommission as payoutAccess,
  recordCommissionReceived as receivedAccess,
  withdrawCommission as withdrawAccess,
} from '@contract/access';
import type { CommissionTerm } from '@/entities/commission';

export type TermAction = 'invoice' | 'received' | 'payout' | 'withdraw';

/**
 * The moves of a term the caller may make now: each only for the roles its operation's x-access names, and only
 * from the statuses where the ledger takes it (docs/commissions.md, "Moves"): invoice an expected commission,
 * record a receipt while something is outstanding, pay the partner once the university paid in full, reverse a
 * term that was not paid out. The census date and the other rules the server checks are said in words when refused.
 */
export function termActionsFor(term: CommissionTerm, role: string | undefined): TermAction[] {
  if (!role) return [];
  const actions: TermAction[] = [];
  if (term.status === 'expected' && term.expected_minor > 0 && mayCall(invoiceAccess, role)) actions.push('invoice');
  if ((term.status === 'invoiced' || term.status === 'partially_received') && term.outstanding_minor > 0 && mayCall(receivedAccess, role)) actions.push('received');
  if (term.status === 'received' && term.partner_share !== null && term.partner_share.paid_on === null && mayCall(payoutAccess, role)) actions.push('payout');
  if (term.status !== 'withdrawn' && term.status !== 'paid_out' && mayCall(withdrawAccess, role)) actions.push('withdraw');
  return actions;
}
