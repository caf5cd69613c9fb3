-- Clubbed service invoices (issue 13; docs/invoices.md "Clubbed service invoices"): the shop orders an agent or
-- franchise paid for its students are billed to that partner monthly, as ONE tax invoice of series SC (a row of the
-- same invoices table, counter and triggers), one line per order.

-- A partner's clubbed invoice of one month: at most one per partner and month, and one per tax invoice.
CREATE TABLE service_clubbed_invoices (
  sci_id           serial PRIMARY KEY,
  inv_id           integer NOT NULL UNIQUE REFERENCES invoices (inv_id),
  partner_user_id  integer NOT NULL REFERENCES users (user_id),
  period           date NOT NULL CHECK (extract(day FROM period) = 1),
  issued_by        integer REFERENCES users (user_id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (partner_user_id, period)
);
CREATE INDEX service_clubbed_invoices_created_idx ON service_clubbed_invoices (created_at DESC, sci_id DESC);

-- The orders a partner paid for, held for its clubbed invoice of `period` (the month of the first payment, India's
-- time; the next month without an issued one when that month's was already issued), then its line on it. An order
-- is billed once: as a student's service invoice (service_invoices) or here, never both (the capture decides).
CREATE TABLE service_clubbed_orders (
  so_id            integer PRIMARY KEY REFERENCES shop_orders (so_id),
  partner_user_id  integer NOT NULL REFERENCES users (user_id),
  period           date NOT NULL CHECK (extract(day FROM period) = 1),
  held_at          timestamptz NOT NULL DEFAULT now(),
  sci_id           integer REFERENCES service_clubbed_invoices (sci_id),
  line_no          integer CHECK (line_no >= 1),
  taxable_minor    bigint CHECK (taxable_minor >= 0),
  tax_minor        bigint CHECK (tax_minor >= 0),
  total_minor      bigint CHECK (total_minor >= 0),
  CHECK ((sci_id IS NULL) = (line_no IS NULL)),
  UNIQUE (sci_id, line_no)
);
CREATE INDEX service_clubbed_orders_held_idx ON service_clubbed_orders (partner_user_id, period) WHERE sci_id IS NULL;
