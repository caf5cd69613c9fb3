// The transition table of partner commission invoices (docs/partner-invoices.md): which move, by whom. The server
// refuses a move outside the table with 409 and a move of the table the caller may not make with 403;
// listPartnerInvoiceStatuses answers the table.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Caller, Role } from '../../domain/caller.ts';
import { Conflict, Forbidden } from '../../domain/errors.ts';

export type PartnerInvoiceStatus = PortalSchemas['InvoiceStatus'];
type Operation = 'createPartnerInvoice' | 'createManualInvoice' | 'movePartnerInvoice' | 'payPartnerCommission';
type Move = { from: PartnerInvoiceStatus; to: PartnerInvoiceStatus; operation: Operation; roles: readonly Role[]; raiserOnly: boolean };

const PARTNERS: readonly Role[] = ['agent', 'franchise'];
const REVIEWERS: readonly Role[] = ['accounts', 'operations_manager'];

export const MOVES: readonly Move[] = [
  { from: 'draft', to: 'raised', operation: 'movePartnerInvoice', roles: PARTNERS, raiserOnly: true },
  { from: 'draft', to: 'cancelled', operation: 'movePartnerInvoice', roles: PARTNERS, raiserOnly: true },
  { from: 'raised', to: 'cancelled', operation: 'movePartnerInvoice', roles: PARTNERS, raiserOnly: true },
  { from: 'raised', to: 'under_review', operation: 'movePartnerInvoice', roles: REVIEWERS, raiserOnly: false },
  { from: 'under_review', to: 'approved', operation: 'movePartnerInvoice', roles: REVIEWERS, raiserOnly: false },
  { from: 'under_review', to: 'rejected', operation: 'movePartnerInvoice', roles: REVIEWERS, raiserOnly: false },
  { from: 'approved', to: 'paid', operation: 'payPartnerCommission', roles: REVIEWERS, raiserOnly: false },
];

export const STATUSES: readonly { value: PartnerInvoiceStatus; label: string; is_final: boolean }[] = [
  { value: 'draft', label: 'Draft', is_final: false },
  { value: 'raised', label: 'Raised', is_final: false },
  { value: 'under_review', label: 'Under review', is_final: false },
  { value: 'approved', label: 'Approved', is_final: false },
  { value: 'rejected', label: 'Rejected', is_final: true },
  { value: 'paid', label: 'Paid', is_final: true },
  { value: 'cancelled', label: 'Cancelled', is_final: true },
];

/** The statuses whose invoice holds the term's claim (the partial unique index of migration 0038 says the same). */
export const CLAIMING: readonly PartnerInvoiceStatus[] = ['draft', 'raised', 'under_review', 'approved', 'paid'];
/** Open: not decided yet (what getFranchiseActiveInvoice answers). */
export const OPEN: readonly PartnerInvoiceStatus[] = ['draft', 'raised', 'under_review'];

export function statusOptions(): PortalSchemas['PartnerInvoiceStatusOption'][] {
  return STATUSES.map((s, i) => ({
    ...s,
    sort_order: i,
    moves: MOVES.filter((m) => m.from === s.value).map((m) => ({ to: m.to, operation: m.operation, roles: [...m.roles], raiser_only: m.raiserOnly })),
  }));
}

const mayMake = (move: Move, caller: Caller, raiserId: number) =>
  move.roles.includes(caller.role) && (!move.raiserOnly || caller.userId === raiserId);

/** The statuses `caller` may move an invoice of `raiserId` in `from` to through movePartnerInvoice now. */
export function allowedMoves(from: PartnerInvoiceStatus, caller: Caller, raiserId: number): PartnerInvoiceStatus[] {
  return MOVES.filter((m) => m.from === from && m.operation === 'movePartnerInvoice' && mayMake(m, caller, raiserId)).map((m) => m.to);
}

/** 409 for a move outside the table (or made by another operation), 403 for one the caller may not make. */
export function assertMove(from: PartnerInvoiceStatus, to: PartnerInvoiceStatus, operation: Operation, caller: Caller, raiserId: number): void {
  const move = MOVES.find((m) => m.from === from && m.to === to && m.operation === operation);
  if (!move) {
    throw new Conflict(`a partner invoice cannot move from ${from} to ${to}`, [{ field: 'body/to', message: `is not allowed from ${from}` }]);
  }
  if (!mayMake(move, caller, raiserId)) {
    throw new Forbidden(move.raiserOnly ? 'only the partner who raised the invoice may do this' : 'only accounts may do this');
  }
}
