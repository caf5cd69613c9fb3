// The tax invoice lifecycle as one table: every allowed move, the operation that makes it and who may. The service
// refuses any other move with 409; listInvoiceStatuses answers the table.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Role } from '../../domain/caller.ts';
import { Conflict, Forbidden } from '../../domain/errors.ts';

export type InvoiceStatus = PortalSchemas['TaxInvoiceStatus'];
export type InvoiceOperation = 'issueInvoice' | 'recordInvoicePayment' | 'voidInvoice';

type Move = { from: InvoiceStatus; to: InvoiceStatus; operation: InvoiceOperation; roles: readonly Role[] };

const WRITERS: readonly Role[] = ['accounts', 'operations_manager'];

export const MOVES: readonly Move[] = [
  { from: 'draft', to: 'issued', operation: 'issueInvoice', roles: WRITERS },
  { from: 'issued', to: 'partially_paid', operation: 'recordInvoicePayment', roles: WRITERS },
  { from: 'issued', to: 'paid', operation: 'recordInvoicePayment', roles: WRITERS },
  { from: 'partially_paid', to: 'partially_paid', operation: 'recordInvoicePayment', roles: WRITERS },
  { from: 'partially_paid', to: 'paid', operation: 'recordInvoicePayment', roles: WRITERS },
  { from: 'issued', to: 'void', operation: 'voidInvoice', roles: WRITERS },
  { from: 'partially_paid', to: 'void', operation: 'voidInvoice', roles: WRITERS },
];

/** The statuses in the contract's order, each labelled from its value ('partially_paid' is 'Partially paid'). */
export const STATUSES: readonly { value: InvoiceStatus; label: string }[] = (['draft', 'issued', 'partially_paid', 'paid', 'void'] as const)
  .map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1).replaceAll('_', ' ') }));

/** The status list with the moves from each: what listInvoiceStatuses answers. */
export function statusOptions(): PortalSchemas['InvoiceStatusOption'][] {
  return STATUSES.map((status, i) => {
    const moves = MOVES.filter((m) => m.from === status.value && m.to !== m.from);
    return {
      value: status.value,
      label: status.label,
      is_final: moves.length === 0 && !MOVES.some((m) => m.from === status.value),
      sort_order: i,
      moves: moves.map((m) => ({ to: m.to, operation: m.operation, roles: [...m.roles] })),
    };
  });
}

/** Throws 409 unless `operation` may move an invoice from `from` to `to`, 403 unless the role may make that move. */
export function assertMove(from: InvoiceStatus, to: InvoiceStatus, operation: InvoiceOperation, role: Role): void {
  const move = MOVES.find((m) => m.from === from && m.to === to && m.operation === operation);
  if (!move) {
    throw new Conflict(`an invoice that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}`, [
      { field: 'path/inv_id', message: `is ${from}` },
    ]);
  }
  if (!move.roles.includes(role)) throw new Forbidden(`a ${role} may not move an invoice from ${from} to ${to}`);
}
