import {
  invoiceCommission as invoiceAccess,
  payPartnerCommission as payoutAccess,
  recordCommissionReceived as receivedAccess,
  withdrawCommission as withdrawAccess,
} from '@contract/access';
import type { CommissionTerm } from '@/entities/commission';

export type TermAction = 'invoice' | 'received' | 'payout' | 'withdraw';

const may = (access: { roles: readonly string[] }, role: string) => access.roles.includes(role);

/**
 * The moves of a term the caller may make now: each only for the roles its operation's x-access names, and only
 * from the statuses where the ledger takes it (docs/commissions.md, "Moves"): invoice an expected commission,
 * record a receipt while something is outstanding, pay the partner once the university paid in full, reverse a
 * term that was not paid out. The census date and the other rules the server checks are said in words when refused.
 */
export function termActionsFor(term: CommissionTerm, role: string | undefined): TermAction[] {
  if (!role) return [];
  const actions: TermAction[] = [];
  if (term.status === 'expected' && term.expected_minor > 0 && may(invoiceAccess, role)) actions.push('invoice');
  if ((term.status === 'invoiced' || term.status === 'partially_received') && term.outstanding_minor > 0 && may(receivedAccess, role)) actions.push('received');
  if (term.status === 'received' && term.partner_share !== null && term.partner_share.paid_on === null && may(payoutAccess, role)) actions.push('payout');
  if (term.status !== 'withdrawn' && term.status !== 'paid_out' && may(withdrawAccess, role)) actions.push('withdraw');
  return actions;
}
