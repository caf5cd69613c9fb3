-- Core: users and roles, who is assigned to whom, sign-in sessions, password resets, the mail outbox,
-- and the owned records that access rules resolve (later migrations add their remaining columns).

-- Every person who signs in; user_type is the role.
CREATE TABLE users (
  user_id                   serial PRIMARY KEY,
  user_type                 text NOT NULL CHECK (user_type IN (
                              'student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent',
                              'franchise', 'student_support', 'accounts', 'school_counselor')),
  first_name                text NOT NULL,
  last_name                 text NOT NULL,
  email                     text NOT NULL,
  mobile                    text,
  password_hash             text NOT NULL,
  -- A franchise is a master or an area franchise; an area franchise names its master.
  franchise_type            text CHECK (franchise_type IN ('master', 'area')),
  master_franchise_id       integer REFERENCES users (user_id),
  organisation              text,
  photo_url                 text,
  date_of_birth             date,
  -- Where the user lives (students: their home country).
  country_id                integer REFERENCES countries (country_id),
  city_id                   integer REFERENCES cities (city_id),
  preferred_country_id      integer REFERENCES countries (country_id),
  preferred_course_level_id integer REFERENCES course_levels (course_level_id),
  -- A student recruited by an agent or a franchise (through its link), or linked to a school counselor.
  agent_user_id             integer REFERENCES users (user_id),
  sc_user_id                integer REFERENCES users (user_id),
  active                    boolean NOT NULL DEFAULT true,
  -- A deleted account is deactivated at once and its personal data erased after erase_after.
  deleted_at                timestamptz,
  erase_after               date,
  deletion_reason           text,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_type = 'franchise') = (franchise_type IS NOT NULL)),
  CHECK (franchise_type IS DISTINCT FROM 'area' OR master_franchise_id IS NOT NULL)
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_type_idx ON users (user_type);
CREATE INDEX users_agent_idx ON users (agent_user_id) WHERE agent_user_id IS NOT NULL;
CREATE INDEX users_sc_idx ON users (sc_user_id) WHERE sc_user_id IS NOT NULL;
CREATE INDEX users_master_idx ON users (master_franchise_id) WHERE master_franchise_id IS NOT NULL;

-- Staff (counselor, operations, visa, student support) assigned to a student.
CREATE TABLE staff_assignments (
  staff_user_id   integer NOT NULL REFERENCES users (user_id),
  student_user_id integer NOT NULL REFERENCES users (user_id),
  assigned_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (staff_user_id, student_user_id)
);
CREATE INDEX staff_assignments_student_idx ON staff_assignments (student_user_id);

-- A signed-in browser: the refresh token (hashed) is rotated at each refresh; revoking ends the session.
CREATE TABLE auth_sessions (
  session_id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id            integer NOT NULL REFERENCES users (user_id),
  refresh_hash       text NOT NULL,
  -- The hash before the last rotation, still honoured for a few seconds (two tabs refreshing at once).
  previous_hash      text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  last_refreshed_at  timestamptz NOT NULL DEFAULT now(),
  expires_at         timestamptz NOT NULL,
  revoked_at         timestamptz,
  user_agent         text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- Where a user was when the session refreshed (only when the browser allowed location).
CREATE TABLE session_locations (
  location_id  bigserial PRIMARY KEY,
  session_id   uuid NOT NULL REFERENCES auth_sessions (session_id) ON DELETE CASCADE,
  user_id      integer NOT NULL REFERENCES users (user_id),
  latitude     double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude    double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  accuracy     double precision CHECK (accuracy >= 0),
  recorded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_locations_user_idx ON session_locations (user_id, recorded_at DESC);

-- Single-use, expiring password-reset tokens (only the hash is kept).
CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (user_id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Every mail the product sends goes here first; a sender delivers it through SMTP when configured.
CREATE TABLE mail_outbox (
  mail_id     bigserial PRIMARY KEY,
  to_email    text NOT NULL,
  subject     text NOT NULL,
  body_text   text NOT NULL,
  template    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text
);
CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at) WHERE sent_at IS NULL;

-- A student's application to a course (sa_mapper_id in the spec's calls).
CREATE TABLE student_applications (
  sa_mapper_id     serial PRIMARY KEY,
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  course_id        integer NOT NULL REFERENCES courses (course_id),
  intake           text NOT NULL,
  intake_year      integer NOT NULL,
  status           text NOT NULL,
  sub_status       text,
  created_by       integer NOT NULL REFERENCES users (user_id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_applications_student_idx ON student_applications (student_user_id);

-- A document uploaded for a student (map_id in the spec's calls).
CREATE TABLE student_documents (
  map_id            serial PRIMARY KEY,
  student_user_id   integer NOT NULL REFERENCES users (user_id),
  document_type_id  integer NOT NULL REFERENCES document_types (document_type_id),
  uploaded_by       integer NOT NULL REFERENCES users (user_id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  removed_at        timestamptz
);
CREATE INDEX student_documents_student_idx ON student_documents (student_user_id);

-- A task, created by someone and assigned to someone.
CREATE TABLE tasks (
  task_id      serial PRIMARY KEY,
  created_by   integer NOT NULL REFERENCES users (user_id),
  assigned_to  integer NOT NULL REFERENCES users (user_id),
  title        text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_assigned_idx ON tasks (assigned_to);
CREATE INDEX tasks_created_idx ON tasks (created_by);

-- A lead of the lead-management tool, owned by one user and possibly assigned to another.
CREATE TABLE leads (
  lead_id        serial PRIMARY KEY,
  owner_user_id  integer NOT NULL REFERENCES users (user_id),
  assigned_to    integer REFERENCES users (user_id),
  first_name     text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_owner_idx ON leads (owner_user_id);
CREATE INDEX leads_assigned_idx ON leads (assigned_to);

-- A commission or service invoice about a student, raised by a user (agent, franchise or accounts).
CREATE TABLE invoices (
  inv_id           serial PRIMARY KEY,
  student_user_id  integer REFERENCES users (user_id),
  raised_by        integer NOT NULL REFERENCES users (user_id),
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- A shop order placed by a user.
CREATE TABLE shop_orders (
  so_id       serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (user_id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_orders_user_idx ON shop_orders (user_id);

-- A payment attempt for a student's plan; transaction_id is what the browser carries through the provider.
CREATE TABLE payments (
  transaction_id   text PRIMARY KEY,
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  created_by       integer NOT NULL REFERENCES users (user_id),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_student_idx ON payments (student_user_id);
