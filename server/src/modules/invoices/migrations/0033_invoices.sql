-- Invoices (issue 13, first slice; docs/invoices.md): invoice profiles, payout bank accounts, signatures, and GST tax
-- invoices and credit notes with gapless numbers per series and financial year. Money is bigint minor units.

-- The invoicing details of a user (student, agent, franchise), or of the business itself (user_id NULL: the supplier).
CREATE TABLE invoice_profiles (
  profile_id     serial PRIMARY KEY,
  user_id        integer UNIQUE REFERENCES users (user_id),
  legal_name     text NOT NULL,
  gstin          text CHECK (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  pan            text CHECK (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  address_line1  text NOT NULL,
  address_line2  text,
  city_name      text NOT NULL,
  state_id       integer REFERENCES states (state_id),
  state_code     text CHECK (state_code ~ '^[0-9]{2}$'),
  country_id     integer NOT NULL REFERENCES countries (country_id),
  postal_code    text NOT NULL,
  billing_email  text NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (gstin IS NULL OR left(gstin, 2) = state_code)
);
-- One business profile.
CREATE UNIQUE INDEX invoice_profiles_business_key ON invoice_profiles ((true)) WHERE user_id IS NULL;

-- An agent's or franchise's payout bank account.
CREATE TABLE bank_accounts (
  bank_id              serial PRIMARY KEY,
  user_id              integer NOT NULL REFERENCES users (user_id),
  account_holder_name  text NOT NULL,
  bank_name            text NOT NULL,
  account_number       text NOT NULL,
  account_type         text CHECK (account_type IN ('savings', 'current')),
  ifsc_code            text,
  swift_code           text,
  branch               text,
  country_code         char(2) NOT NULL,
  currency             char(3) NOT NULL,
  is_primary           boolean NOT NULL DEFAULT false,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, account_number),
  CHECK (ifsc_code IS NOT NULL OR swift_code IS NOT NULL)
);
CREATE UNIQUE INDEX bank_accounts_one_primary ON bank_accounts (user_id) WHERE is_primary;

-- A user's signature image; the bytes are in the file store under file_key.
CREATE TABLE user_signatures (
  user_id       integer PRIMARY KEY REFERENCES users (user_id),
  file_key      text NOT NULL,
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size_bytes    integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 1048576),
  uploaded_at   timestamptz NOT NULL DEFAULT now()
);

-- The core invoices table (inv_id, student_user_id, raised_by = who created it) becomes the tax invoice.
ALTER TABLE invoices
  ADD COLUMN kind             text NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit_note')),
  ADD COLUMN series           text NOT NULL DEFAULT 'INV' CHECK (series ~ '^[A-Z]{1,4}$'),
  ADD COLUMN fy               text CHECK (fy ~ '^[0-9]{2}-[0-9]{2}$'),
  ADD COLUMN seq              integer CHECK (seq BETWEEN 1 AND 99999),
  ADD COLUMN invoice_no       text CHECK (length(invoice_no) <= 16),
  ADD COLUMN status           text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'issued', 'partially_paid', 'paid', 'void')),
  ADD COLUMN currency         char(3) NOT NULL DEFAULT 'INR',
  ADD COLUMN issue_date       date,
  ADD COLUMN buyer            jsonb,
  ADD COLUMN supplier         jsonb,
  ADD COLUMN place_of_supply  text CHECK (place_of_supply ~ '^[0-9]{2}$'),
  ADD COLUMN inter_state      boolean NOT NULL DEFAULT false,
  ADD COLUMN reverse_charge   boolean NOT NULL DEFAULT false,
  ADD COLUMN taxable_minor    bigint NOT NULL DEFAULT 0 CHECK (taxable_minor >= 0),
  ADD COLUMN cgst_minor       bigint NOT NULL DEFAULT 0 CHECK (cgst_minor >= 0),
  ADD COLUMN sgst_minor       bigint NOT NULL DEFAULT 0 CHECK (sgst_minor >= 0),
  ADD COLUMN igst_minor       bigint NOT NULL DEFAULT 0 CHECK (igst_minor >= 0),
  ADD COLUMN total_minor      bigint NOT NULL DEFAULT 0 CHECK (total_minor >= 0),
  ADD COLUMN paid_minor       bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  ADD COLUMN credited_minor   bigint NOT NULL DEFAULT 0 CHECK (credited_minor >= 0),
  ADD COLUMN credit_of        integer REFERENCES invoices (inv_id),
  ADD COLUMN reason           text,
  ADD COLUMN issued_at        timestamptz,
  ADD COLUMN updated_at       timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT invoices_numbered_when_issued CHECK ((status = 'draft') = (invoice_no IS NULL)),
  ADD CONSTRAINT invoices_credit_note_refers CHECK ((kind = 'credit_note') = (credit_of IS NOT NULL)),
  ADD CONSTRAINT invoices_not_overpaid CHECK (paid_minor <= total_minor AND credited_minor <= total_minor);
CREATE UNIQUE INDEX invoices_number_key ON invoices (series, fy, seq) WHERE seq IS NOT NULL;
CREATE UNIQUE INDEX invoices_invoice_no_key ON invoices (invoice_no) WHERE invoice_no IS NOT NULL;
CREATE INDEX invoices_student_idx ON invoices (student_user_id);
CREATE INDEX invoices_list_idx ON invoices (issue_date DESC, inv_id DESC);

CREATE TABLE invoice_lines (
  inv_id            integer NOT NULL REFERENCES invoices (inv_id),
  line_no           integer NOT NULL CHECK (line_no BETWEEN 1 AND 50),
  description       text NOT NULL,
  sac               text NOT NULL CHECK (sac ~ '^[0-9]{4,8}$'),
  quantity          integer NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
  unit_price_minor  bigint NOT NULL CHECK (unit_price_minor >= 0),
  gst_rate          integer NOT NULL CHECK (gst_rate IN (0, 5, 12, 18, 28)),
  taxable_minor     bigint NOT NULL,
  cgst_minor        bigint NOT NULL,
  sgst_minor        bigint NOT NULL,
  igst_minor        bigint NOT NULL,
  PRIMARY KEY (inv_id, line_no)
);

-- The last number issued per series and financial year: locked by the issuing transaction (gapless numbers).
CREATE TABLE invoice_counters (
  series   text NOT NULL,
  fy       text NOT NULL,
  last_no  integer NOT NULL CHECK (last_no BETWEEN 1 AND 99999),
  PRIMARY KEY (series, fy)
);

CREATE TABLE invoice_payments (
  payment_id    serial PRIMARY KEY,
  inv_id        integer NOT NULL REFERENCES invoices (inv_id),
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  paid_on       date NOT NULL,
  method        text NOT NULL,
  reference     text NOT NULL,
  recorded_by   integer NOT NULL REFERENCES users (user_id),
  recorded_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (inv_id, reference)
);

CREATE TABLE invoice_status_history (
  history_id   serial PRIMARY KEY,
  inv_id       integer NOT NULL REFERENCES invoices (inv_id),
  from_status  text,
  to_status    text NOT NULL,
  changed_by   integer NOT NULL REFERENCES users (user_id),
  changed_at   timestamptz NOT NULL DEFAULT now(),
  note         text
);
CREATE INDEX invoice_status_history_inv_idx ON invoice_status_history (inv_id, history_id);

-- An issued invoice is never deleted, and what was printed on it never changes; its lines neither.
CREATE FUNCTION invoices_keep_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' THEN RAISE EXCEPTION 'invoice % is issued and cannot be deleted', OLD.inv_id; END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'draft' AND (
       NEW.invoice_no IS DISTINCT FROM OLD.invoice_no OR NEW.buyer IS DISTINCT FROM OLD.buyer
       OR NEW.supplier IS DISTINCT FROM OLD.supplier OR NEW.currency IS DISTINCT FROM OLD.currency
       OR NEW.total_minor IS DISTINCT FROM OLD.total_minor OR NEW.taxable_minor IS DISTINCT FROM OLD.taxable_minor
       OR NEW.issue_date IS DISTINCT FROM OLD.issue_date OR NEW.kind IS DISTINCT FROM OLD.kind) THEN
    RAISE EXCEPTION 'invoice % is issued and cannot be edited', OLD.inv_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER invoices_keep_issued BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_keep_issued();

CREATE FUNCTION invoice_lines_keep_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM invoices i WHERE i.inv_id = OLD.inv_id AND i.status <> 'draft') THEN
    RAISE EXCEPTION 'the lines of issued invoice % cannot change', OLD.inv_id;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER invoice_lines_keep_issued BEFORE UPDATE OR DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION invoice_lines_keep_issued();
