-- Catalog: the app-wide reference lists (countries, states, cities, course levels and categories, document types,
-- tuition filter buckets) and the university and course catalog. Plain PostgreSQL (15 and later, PGlite), no extensions.
-- Money: every amount is in the currency named beside it; countries.usd_rate converts it (amount / usd_rate = USD).

-- A country: destinations with universities, and India, the students' home country. usd_rate = local units per 1 USD.
CREATE TABLE countries (
  country_id  serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  iso2        char(2) NOT NULL UNIQUE CHECK (iso2 ~ '^[A-Z]{2}$'),
  currency    char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  usd_rate    numeric(12,4) NOT NULL CHECK (usd_rate > 0)
);

-- A state, province, region or emirate of a country.
CREATE TABLE states (
  state_id    serial PRIMARY KEY,
  country_id  integer NOT NULL REFERENCES countries (country_id),
  name        text NOT NULL,
  UNIQUE (country_id, name)
);

-- A city; state_id may be null for a country without states (the seed always fills it).
CREATE TABLE cities (
  city_id     serial PRIMARY KEY,
  state_id    integer REFERENCES states (state_id),
  country_id  integer NOT NULL REFERENCES countries (country_id),
  name        text NOT NULL
);
CREATE UNIQUE INDEX cities_country_state_name_key ON cities (country_id, coalesce(state_id, 0), name);
CREATE INDEX cities_state_idx ON cities (state_id);

-- A course level (Foundation … PhD), listed by sort_order.
CREATE TABLE course_levels (
  course_level_id  serial PRIMARY KEY,
  name             text NOT NULL UNIQUE,
  sort_order       integer NOT NULL DEFAULT 0
);

-- A subject area of courses (Business & Management, Computer Science & IT …).
CREATE TABLE course_categories (
  course_category_id  serial PRIMARY KEY,
  name                text NOT NULL UNIQUE
);

-- A document type of one of the four lists: document (an agent's or franchise's own papers), student_document
-- (admission papers of a student), visa_document (the visa file checklist), student_visa_document (what the student
-- uploads for the visa).
CREATE TABLE document_types (
  document_type_id     serial PRIMARY KEY,
  list                 text NOT NULL CHECK (list IN ('document', 'student_document', 'visa_document', 'student_visa_document')),
  name                 text NOT NULL,
  description          text,
  sort_order           integer NOT NULL DEFAULT 0,
  accepted_mime_types  text[] NOT NULL DEFAULT '{application/pdf,image/jpeg,image/png}',
  UNIQUE (list, name)
);

-- The student documents a course level asks for; mandatory = false marks a document asked "if applicable".
CREATE TABLE required_documents (
  course_level_id   integer NOT NULL REFERENCES course_levels (course_level_id),
  document_type_id  integer NOT NULL REFERENCES document_types (document_type_id),
  mandatory         boolean NOT NULL DEFAULT true,
  PRIMARY KEY (course_level_id, document_type_id)
);
CREATE INDEX required_documents_type_idx ON required_documents (document_type_id);

-- A university (main campus in city_id); focused ones come first in searches. ranking = world ranking, null if unranked.
CREATE TABLE universities (
  university_id       serial PRIMARY KEY,
  name                text NOT NULL UNIQUE,
  country_id          integer NOT NULL REFERENCES countries (country_id),
  state_id            integer REFERENCES states (state_id),
  city_id             integer REFERENCES cities (city_id),
  type                text NOT NULL CHECK (type IN ('public', 'private')),
  established_year    integer CHECK (established_year BETWEEN 1000 AND 2100),
  ranking             integer CHECK (ranking > 0),
  website             text,
  description         text,
  focused             boolean NOT NULL DEFAULT false,
  logo_url            text,
  -- Estimated yearly living cost in the country's currency, and a short note on housing.
  living_cost_yearly  numeric(12,2) CHECK (living_cost_yearly >= 0),
  accommodation_note  text,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX universities_country_idx ON universities (country_id);
CREATE INDEX universities_state_idx ON universities (state_id);
CREATE INDEX universities_city_idx ON universities (city_id);
CREATE INDEX universities_focused_idx ON universities (university_id) WHERE focused;
CREATE INDEX universities_ranking_idx ON universities (ranking);

-- A unique selling point of a university, shown in sort_order.
CREATE TABLE university_usps (
  usp_id         serial PRIMARY KEY,
  university_id  integer NOT NULL REFERENCES universities (university_id) ON DELETE CASCADE,
  title          text NOT NULL,
  detail         text,
  sort_order     integer NOT NULL DEFAULT 0
);
CREATE INDEX university_usps_university_idx ON university_usps (university_id, sort_order);

-- A scholarship of a university: a fixed amount (in currency) or, when amount is null, what amount_text says.
CREATE TABLE university_scholarships (
  scholarship_id   serial PRIMARY KEY,
  university_id    integer NOT NULL REFERENCES universities (university_id) ON DELETE CASCADE,
  name             text NOT NULL,
  amount           numeric(12,2) CHECK (amount >= 0),
  currency         char(3) NOT NULL,
  amount_text      text NOT NULL,
  -- Only for this course level; null for every level.
  course_level_id  integer REFERENCES course_levels (course_level_id),
  eligibility      text,
  deadline         date
);
CREATE INDEX university_scholarships_university_idx ON university_scholarships (university_id);

-- A university's entry requirements per course level (a course may set its own on top); backlogs = failed papers.
CREATE TABLE university_requirements (
  university_id      integer NOT NULL REFERENCES universities (university_id) ON DELETE CASCADE,
  course_level_id    integer NOT NULL REFERENCES course_levels (course_level_id),
  ielts_min          numeric(3,1),
  ielts_min_band     numeric(3,1),
  toefl_min          integer,
  pte_min            integer,
  duolingo_min       integer,
  min_percentage     integer,
  gap_years_allowed  integer,
  backlogs_allowed   integer,
  notes              text,
  PRIMARY KEY (university_id, course_level_id)
);

-- A news item about a university posted by staff; created_by is a user id (null for the seeded items).
CREATE TABLE university_updates (
  update_id      serial PRIMARY KEY,
  university_id  integer NOT NULL REFERENCES universities (university_id) ON DELETE CASCADE,
  title          text NOT NULL,
  body           text NOT NULL,
  link           text,
  created_by     integer,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX university_updates_university_idx ON university_updates (university_id, created_at DESC);
CREATE INDEX university_updates_created_idx ON university_updates (created_at DESC);

-- A course of a university. Fees are per year in currency (the country's); tuition_fee_usd = tuition_fee / usd_rate.
CREATE TABLE courses (
  course_id           serial PRIMARY KEY,
  university_id       integer NOT NULL REFERENCES universities (university_id) ON DELETE CASCADE,
  name                text NOT NULL,
  course_level_id     integer NOT NULL REFERENCES course_levels (course_level_id),
  course_category_id  integer NOT NULL REFERENCES course_categories (course_category_id),
  -- Start months as 3-letter English abbreviations in calendar order, e.g. {Jan,Sep}.
  intakes             text[] NOT NULL CHECK (cardinality(intakes) > 0),
  duration_months     integer CHECK (duration_months > 0),
  tuition_fee         numeric(12,2) CHECK (tuition_fee >= 0),
  currency            char(3) NOT NULL,
  tuition_fee_usd     numeric(12,2) CHECK (tuition_fee_usd >= 0),
  application_fee     numeric(10,2) CHECK (application_fee >= 0),
  -- Minimum English scores and previous-qualification percentage; null where the course sets none.
  ielts_min           numeric(3,1),
  ielts_min_band      numeric(3,1),
  toefl_min           integer,
  pte_min             integer,
  duolingo_min        integer,
  min_percentage      integer CHECK (min_percentage BETWEEN 0 AND 100),
  gap_years_allowed   integer CHECK (gap_years_allowed >= 0),
  study_mode          text CHECK (study_mode IN ('full_time', 'part_time', 'online', 'blended')),
  course_url          text,
  description         text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (university_id, name, course_level_id)
);
CREATE INDEX courses_level_idx ON courses (course_level_id);
CREATE INDEX courses_category_idx ON courses (course_category_id);
CREATE INDEX courses_tuition_usd_idx ON courses (tuition_fee_usd);
CREATE INDEX courses_university_tuition_idx ON courses (university_id, tuition_fee);
CREATE INDEX courses_intakes_idx ON courses USING gin (intakes);

-- The tuition filter's choices per currency ('USD' is both the USD variant and the United States' list), yearly:
-- a course is in a bucket when min_amount <= fee < max_amount; max_amount null = open-ended last bucket.
CREATE TABLE tuition_fee_buckets (
  bucket_id   serial PRIMARY KEY,
  currency    char(3) NOT NULL,
  label       text NOT NULL,
  min_amount  numeric(12,2) NOT NULL CHECK (min_amount >= 0),
  max_amount  numeric(12,2) CHECK (max_amount > min_amount),
  sort_order  integer NOT NULL DEFAULT 0,
  UNIQUE (currency, sort_order)
);
