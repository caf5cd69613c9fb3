import { issueCreditNote as creditAccess, mayCall } from '@contract/access';
import type { InvoiceStatusOption, TaxInvoice } from '@/entities/invoice';

export type InvoiceAction = 'issue' | 'pay' | 'void' | 'credit';

const BY_OPERATION: Readonly<Record<string, InvoiceAction>> = { issueInvoice: 'issue', recordInvoicePayment: 'pay', voidInvoice: 'void' };

/**
 * What the caller may do with the invoice now: the moves the server's transition table (listInvoiceStatuses) allows
 * from its status to the caller's role, and a credit note (not a move: the invoice keeps its status) on an issued,
 * partly or fully paid invoice with something left to credit, for the roles issueCreditNote's x-access names.
 */
export function actionsFor(invoice: TaxInvoice, statuses: readonly InvoiceStatusOption[] | undefined, role: string | undefined): InvoiceAction[] {
  if (!role || invoice.kind === 'credit_note') return [];
  const moves = statuses?.find((status) => status.value === invoice.status)?.moves ?? [];
  const actions = new Set<InvoiceAction>();
  for (const move of moves) {
    const action = BY_OPERATION[move.operation];
    if (action && (move.roles as readonly string[]).includes(role)) actions.add(action);
  }
  const creditable = invoice.totals.total_minor - invoice.credited_minor > 0;
  if (creditable && ['issued', 'partially_paid', 'paid'].includes(invoice.status) && mayCall(creditAccess, role)) actions.add('credit');
  return (['issue', 'pay', 'void', 'credit'] as const).filter((action) => actions.has(action));
}
