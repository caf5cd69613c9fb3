-- Service invoices (issue 13; docs/invoices.md "Service invoices"): the GST tax invoice a paid shop order issues, in
-- series SRV of the same invoices table, counter and triggers; the refunds of an order with their credit notes.

-- A move the system makes on a payment (a service invoice issued and settled by the payment that paid the order)
-- has no person behind it: changed_by is null, as in shop_order_status_history.
ALTER TABLE invoice_status_history ALTER COLUMN changed_by DROP NOT NULL;

-- At most one service invoice per shop order, and an invoice is the service invoice of at most one order: the
-- verify and the webhook racing, or a restart between them, cannot issue a second one.
CREATE TABLE service_invoices (
  inv_id     integer PRIMARY KEY REFERENCES invoices (inv_id),
  so_id      integer NOT NULL UNIQUE REFERENCES shop_orders (so_id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Money given back on an order (full or partial), each with the credit note that corrects its service invoice.
-- (so_id, reference) is the idempotency key of a refund.
CREATE TABLE shop_order_refunds (
  refund_id       serial PRIMARY KEY,
  so_id           integer NOT NULL REFERENCES shop_orders (so_id),
  reference       text NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
  amount_minor    bigint NOT NULL CHECK (amount_minor > 0),
  currency        char(3) NOT NULL,
  reason          text NOT NULL,
  credit_note_id  integer UNIQUE REFERENCES invoices (inv_id),
  refunded_by     integer NOT NULL REFERENCES users (user_id),
  refunded_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (so_id, reference)
);
CREATE INDEX shop_order_refunds_order_idx ON shop_order_refunds (so_id, refund_id);
