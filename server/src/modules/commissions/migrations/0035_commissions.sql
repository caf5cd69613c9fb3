-- Commissions (issue 13; docs/commissions.md): university commission rates, associate plans, the commission LEDGER per
-- application and term (lines, never a stored balance), partner payouts with TDS (section 194H), annual targets.
-- Money is bigint minor units; percentages are integer basis points (10000 = 100 %).

-- What a university pays per enrolment: a percentage of the tuition or a flat amount, for a level or every level.
CREATE TABLE commission_rates (
  commission_rate_id  serial PRIMARY KEY,
  university_id       integer NOT NULL REFERENCES universities (university_id),
  course_level_id     integer REFERENCES course_levels (course_level_id),
  rate_type           text NOT NULL CHECK (rate_type IN ('percent', 'flat')),
  rate_bp             integer CHECK (rate_bp BETWEEN 1 AND 10000),
  flat_minor          bigint CHECK (flat_minor > 0),
  currency            char(3) CHECK (currency ~ '^[A-Z]{3}$'),
  valid_from          date NOT NULL,
  valid_to            date,
  notes               text,
  created_by          integer NOT NULL REFERENCES users (user_id),
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((rate_type = 'percent') = (rate_bp IS NOT NULL)),
  CHECK ((rate_type = 'flat') = (flat_minor IS NOT NULL AND currency IS NOT NULL)),
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
CREATE INDEX commission_rates_university_idx ON commission_rates (university_id, course_level_id, valid_from);

-- The plans an associate (agent, franchise) can be on, and the plan each is on.
CREATE TABLE associate_plan_types (
  plan_type              text PRIMARY KEY,
  label                  text NOT NULL,
  share_bp               integer NOT NULL CHECK (share_bp BETWEEN 0 AND 10000),
  min_annual_enrolments  integer NOT NULL CHECK (min_annual_enrolments >= 0),
  description            text,
  sort_order             integer NOT NULL UNIQUE
);
INSERT INTO associate_plan_types (plan_type, label, share_bp, min_annual_enrolments, description, sort_order) VALUES
  ('basic', 'Basic', 5000, 0, 'Half of each university commission; every new associate starts here.', 1),
  ('silver', 'Silver', 6000, 10, 'Sixty per cent of each university commission from ten enrolments a year.', 2),
  ('gold', 'Gold', 7000, 25, 'Seventy per cent of each university commission from twenty-five enrolments a year.', 3);

CREATE TABLE associate_plans (
  user_id    integer PRIMARY KEY REFERENCES users (user_id),
  plan_type  text NOT NULL REFERENCES associate_plan_types (plan_type),
  set_by     integer NOT NULL REFERENCES users (user_id),
  set_at     timestamptz NOT NULL DEFAULT now()
);

-- One application term whose commission is accounted: the facts fixed at accrual (never a balance). Unique per
-- application and term: of two servers accruing at once, one inserts.
CREATE TABLE commission_terms (
  sa_mapper_id     integer NOT NULL REFERENCES student_applications (sa_mapper_id),
  term             integer NOT NULL CHECK (term BETWEEN 1 AND 20),
  university_id    integer NOT NULL REFERENCES universities (university_id),
  partner_user_id  integer REFERENCES users (user_id),
  share_bp         integer CHECK (share_bp BETWEEN 0 AND 10000),
  currency         char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  tuition_minor    bigint NOT NULL CHECK (tuition_minor > 0),
  commission_rate_id integer NOT NULL REFERENCES commission_rates (commission_rate_id),
  census_date      date NOT NULL,
  inv_id           integer UNIQUE REFERENCES invoices (inv_id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sa_mapper_id, term),
  CHECK ((partner_user_id IS NULL) = (share_bp IS NULL))
);
CREATE INDEX commission_terms_partner_idx ON commission_terms (partner_user_id, census_date);

-- The ledger: signed lines per term. A reversal is a line of the same kind with a negative amount. entry_key makes
-- every move once per term ('expected', 'invoiced', 'received:<reference>', 'withdrawal:expected', …).
CREATE TABLE commission_entries (
  entry_id      bigserial PRIMARY KEY,
  sa_mapper_id  integer NOT NULL,
  term          integer NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('expected', 'invoiced', 'received', 'paid_out')),
  amount_minor  bigint NOT NULL CHECK (amount_minor <> 0),
  entry_key     text NOT NULL,
  inv_id        integer REFERENCES invoices (inv_id),
  reference     text,
  note          text,
  effective_on  date NOT NULL,
  recorded_by   integer REFERENCES users (user_id),
  recorded_at   timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (sa_mapper_id, term) REFERENCES commission_terms (sa_mapper_id, term),
  UNIQUE (sa_mapper_id, term, entry_key)
);

-- Ledger lines are never changed or deleted.
CREATE FUNCTION commission_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'commission ledger lines are never changed or deleted (entry %)', OLD.entry_id;
END $$;
CREATE TRIGGER commission_entries_append_only BEFORE UPDATE OR DELETE ON commission_entries
  FOR EACH ROW EXECUTE FUNCTION commission_entries_append_only();

-- A withdrawal of a term (once), with the credit note it produced.
CREATE TABLE commission_withdrawals (
  sa_mapper_id   integer NOT NULL,
  term           integer NOT NULL,
  reason         text NOT NULL,
  credit_inv_id  integer REFERENCES invoices (inv_id),
  recorded_by    integer NOT NULL REFERENCES users (user_id),
  recorded_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sa_mapper_id, term),
  FOREIGN KEY (sa_mapper_id, term) REFERENCES commission_terms (sa_mapper_id, term)
);

-- The partner's payout of a term (once): gross, TDS under section 194H and net, with the PAN it was deducted against.
CREATE TABLE commission_payouts (
  sa_mapper_id     integer NOT NULL,
  term             integer NOT NULL,
  partner_user_id  integer NOT NULL REFERENCES users (user_id),
  gross_minor      bigint NOT NULL CHECK (gross_minor >= 0),
  tds_rate_bp      integer NOT NULL CHECK (tds_rate_bp IN (200, 2000)),
  tds_minor        bigint NOT NULL CHECK (tds_minor >= 0),
  net_minor        bigint NOT NULL CHECK (net_minor >= 0),
  pan              text,
  paid_on          date NOT NULL,
  reference        text NOT NULL,
  recorded_by      integer NOT NULL REFERENCES users (user_id),
  recorded_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sa_mapper_id, term),
  FOREIGN KEY (sa_mapper_id, term) REFERENCES commission_terms (sa_mapper_id, term),
  CHECK (net_minor = gross_minor - tds_minor),
  CHECK ((tds_rate_bp = 200) = (pan IS NOT NULL))
);

-- A partner's target per financial year ('2026-27'): enrolments (a count) or revenue (minor units of currency).
CREATE TABLE annual_targets (
  user_id         integer NOT NULL REFERENCES users (user_id),
  financial_year  text NOT NULL CHECK (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  target_type     text NOT NULL CHECK (target_type IN ('enrolments', 'revenue')),
  target_value    bigint NOT NULL CHECK (target_value > 0),
  currency        char(3) CHECK (currency ~ '^[A-Z]{3}$'),
  set_by          integer NOT NULL REFERENCES users (user_id),
  set_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, financial_year),
  CHECK ((target_type = 'revenue') = (currency IS NOT NULL))
);
