-- Transfers (issue 13): the universities payable through the cross-border transfer provider (flywire), kept in sync
-- from the provider by a background job, and the payments students owe or made to universities. docs/transfers.md.

-- A recipient (a "portal") of the transfer provider: a university that takes tuition through it. Filled and refreshed
-- only by the sync job (an upsert on recipient_code: two servers syncing at once leave one row per recipient);
-- country_id and university_id are our catalogue's rows, matched by country code and name when the row is written.
CREATE TABLE flywire_universities (
  id                serial PRIMARY KEY,
  recipient_code    text NOT NULL UNIQUE CHECK (recipient_code ~ '^[A-Z][A-Z0-9]{2}([A-Z0-9]{2})?$'),
  name              text NOT NULL CHECK (name <> ''),
  country_iso2      char(2) NOT NULL CHECK (country_iso2 ~ '^[A-Z]{2}$'),
  country_name      text NOT NULL,
  country_id        integer REFERENCES countries (country_id),
  city              text,
  -- The currency the university is paid in (its billing currency).
  currency          char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- [{code, name}]: how a payer may pay (bank transfer, card …).
  payment_types     jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(payment_types) = 'array'),
  -- The currencies a payer may pay from.
  payer_currencies  text[] NOT NULL DEFAULT '{}',
  -- [{name, label, required}]: what the provider asks the payer for.
  required_fields   jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(required_fields) = 'array'),
  payment_url       text,
  logo_url          text,
  university_id     integer REFERENCES universities (university_id) ON DELETE SET NULL,
  synced_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flywire_universities_name_idx ON flywire_universities (name, id);
CREATE INDEX flywire_universities_country_idx ON flywire_universities (country_id);
CREATE INDEX flywire_universities_university_idx ON flywire_universities (university_id);

-- A payment a student owes or made to a university. source = application: the tuition deposit of an application
-- (at most one per application, kept in step with it by the server); source = staff: recorded by staff through
-- recordUniversityPayment, idempotent by (created_by, request_key). Money in integer minor units of `currency`.
CREATE TABLE university_payments (
  payment_id          serial PRIMARY KEY,
  student_user_id     integer NOT NULL REFERENCES users (user_id),
  sa_mapper_id        integer REFERENCES student_applications (sa_mapper_id),
  university_id       integer NOT NULL REFERENCES universities (university_id),
  purpose             text NOT NULL CHECK (purpose IN ('application_fee', 'deposit', 'tuition', 'other')),
  amount_minor        bigint NOT NULL CHECK (amount_minor > 0),
  currency            char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  due_date            date,
  status              text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'initiated', 'paid', 'cancelled')),
  channel             text NOT NULL DEFAULT 'flywire' CHECK (channel IN ('flywire', 'direct')),
  provider_reference  text,
  paid_at             timestamptz,
  source              text NOT NULL CHECK (source IN ('application', 'staff')),
  request_key         text,
  created_by          integer REFERENCES users (user_id),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CHECK (source = 'application' OR (request_key IS NOT NULL AND created_by IS NOT NULL)),
  CHECK (source = 'staff' OR sa_mapper_id IS NOT NULL)
);
CREATE UNIQUE INDEX university_payments_application_key ON university_payments (sa_mapper_id) WHERE source = 'application';
CREATE UNIQUE INDEX university_payments_request_key ON university_payments (created_by, request_key) WHERE source = 'staff';
CREATE INDEX university_payments_student_idx ON university_payments (student_user_id, status, due_date);

-- Every change of a university payment's state (the first entry is its creation), with who (null: the server,
-- following the application) and when.
CREATE TABLE university_payment_events (
  event_id     serial PRIMARY KEY,
  payment_id   integer NOT NULL REFERENCES university_payments (payment_id) ON DELETE CASCADE,
  from_status  text,
  to_status    text NOT NULL,
  note         text,
  by_user_id   integer REFERENCES users (user_id),
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX university_payment_events_payment_idx ON university_payment_events (payment_id, at);
