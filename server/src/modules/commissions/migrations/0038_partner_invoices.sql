-- Partner commission invoices (issue 13; docs/partner-invoices.md): an agent's or franchise's claim for its share of
-- one commission term of the ledger, reviewed by accounts and paid by the ledger's payout; clubbed bills of several.

-- A bill grouping approved invoices of one raiser in one currency. Numbered PCB/<FY>/<n> from invoice_counters.
CREATE TABLE partner_clubbed_invoices (
  ci_id            serial PRIMARY KEY,
  partner_user_id  integer NOT NULL REFERENCES users (user_id),
  currency         char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  series           text NOT NULL,
  fy               text NOT NULL,
  seq              integer NOT NULL CHECK (seq BETWEEN 1 AND 99999),
  clubbed_no       text NOT NULL UNIQUE CHECK (length(clubbed_no) <= 16),
  created_by       integer NOT NULL REFERENCES users (user_id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (series, fy, seq)
);
CREATE INDEX partner_clubbed_invoices_partner_idx ON partner_clubbed_invoices (partner_user_id, ci_id);

CREATE TABLE partner_invoices (
  pi_id              serial PRIMARY KEY,
  sa_mapper_id       integer NOT NULL,
  term               integer NOT NULL,
  partner_user_id    integer NOT NULL REFERENCES users (user_id),
  manual             boolean NOT NULL DEFAULT false,
  term_label         text CHECK (length(term_label) BETWEEN 1 AND 60),
  due_date           date,
  status             text NOT NULL DEFAULT 'draft'
                       CHECK (status IN ('draft', 'raised', 'under_review', 'approved', 'rejected', 'paid', 'cancelled')),
  currency           char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  share_bp           integer NOT NULL CHECK (share_bp BETWEEN 0 AND 10000),
  ledger_share_minor bigint NOT NULL CHECK (ledger_share_minor > 0),
  amount_minor       bigint NOT NULL CHECK (amount_minor > 0),
  series             text,
  fy                 text,
  seq                integer CHECK (seq BETWEEN 1 AND 99999),
  invoice_no         text UNIQUE CHECK (length(invoice_no) <= 16),
  note               text,
  ci_id              integer REFERENCES partner_clubbed_invoices (ci_id),
  created_by         integer NOT NULL REFERENCES users (user_id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  raised_at          timestamptz,
  reviewed_by        integer REFERENCES users (user_id),
  reviewed_at        timestamptz,
  paid_at            timestamptz,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (sa_mapper_id, term) REFERENCES commission_terms (sa_mapper_id, term),
  UNIQUE (series, fy, seq),
  -- A number once raised; a draft (or a draft cancelled before raising) has none.
  CHECK ((invoice_no IS NULL) = (seq IS NULL) AND (seq IS NULL) = (fy IS NULL)),
  CHECK (invoice_no IS NOT NULL OR status IN ('draft', 'cancelled')),
  CHECK (ci_id IS NULL OR status IN ('approved', 'paid')),
  CHECK ((paid_at IS NOT NULL) = (status = 'paid'))
);
-- One claim per term: a term is claimed by at most one invoice that is not rejected or cancelled. Of concurrent
-- claims the index lets one insert through; the others fail with a unique violation (409).
CREATE UNIQUE INDEX partner_invoices_one_claim ON partner_invoices (sa_mapper_id, term)
  WHERE status NOT IN ('rejected', 'cancelled');
CREATE INDEX partner_invoices_partner_idx ON partner_invoices (partner_user_id, pi_id);
CREATE INDEX partner_invoices_ci_idx ON partner_invoices (ci_id) WHERE ci_id IS NOT NULL;

-- Every change: a status move (from → to) or an amount correction (amount_from → amount_to), who, when, a note.
CREATE TABLE partner_invoice_history (
  history_id         serial PRIMARY KEY,
  pi_id              integer NOT NULL REFERENCES partner_invoices (pi_id),
  from_status        text,
  to_status          text NOT NULL,
  amount_from_minor  bigint,
  amount_to_minor    bigint,
  changed_by         integer REFERENCES users (user_id),
  changed_at         timestamptz NOT NULL DEFAULT now(),
  note               text
);
CREATE INDEX partner_invoice_history_pi_idx ON partner_invoice_history (pi_id, history_id);
