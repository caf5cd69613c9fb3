-- Student files: the Additional Information Sheet (seven sections), the user's address, the SOP questionnaire and the
-- counselling questionnaire, and the stored files behind student_documents.

-- ---------------------------------------------------------------- documents and their files

-- Every uploaded file is a student_documents row. `document` and `visa_document` files have a document type; feature
-- documents and chat attachments do not. The bytes live in the file storage under `storage_key` (a name the server
-- makes); sha256, size and the type detected from the content are recorded here.
ALTER TABLE student_documents
  ALTER COLUMN document_type_id DROP NOT NULL,
  ADD COLUMN kind           text NOT NULL DEFAULT 'document'
                            CHECK (kind IN ('document', 'visa_document', 'feature_doc', 'chat_attachment')),
  ADD COLUMN original_name  text CHECK (char_length(original_name) BETWEEN 1 AND 255),
  ADD COLUMN storage_key    text UNIQUE CHECK (storage_key ~ '^[a-f0-9]{32}$'),
  ADD COLUMN size_bytes     bigint CHECK (size_bytes > 0),
  ADD COLUMN sha256         char(64) CHECK (sha256 ~ '^[a-f0-9]{64}$'),
  ADD COLUMN mime_type      text CHECK (mime_type IN ('application/pdf', 'image/jpeg', 'image/png',
                              'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  ADD COLUMN removed_by     integer REFERENCES users (user_id),
  ADD CONSTRAINT student_documents_type_by_kind
    CHECK ((kind IN ('document', 'visa_document')) = (document_type_id IS NOT NULL));
CREATE INDEX student_documents_live_idx ON student_documents (student_user_id, kind, created_at DESC)
  WHERE removed_at IS NULL;

-- The bytes of demo files: the seed runs before the file storage is known, so a seeded document keeps its bytes here
-- (storage_key null) until its first download writes them through the storage and deletes this row.
CREATE TABLE student_document_seed_files (
  map_id          integer PRIMARY KEY REFERENCES student_documents (map_id) ON DELETE CASCADE,
  content_base64  text NOT NULL
);

-- ---------------------------------------------------------------- address

-- The postal address of a user (any role); city_id or a free city_name (a city not in the list).
CREATE TABLE user_addresses (
  user_id        integer PRIMARY KEY REFERENCES users (user_id),
  address_line1  text NOT NULL,
  address_line2  text,
  country_id     integer NOT NULL REFERENCES countries (country_id),
  state_id       integer REFERENCES states (state_id),
  city_id        integer REFERENCES cities (city_id),
  city_name      text NOT NULL,
  postal_code    text NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- Additional Information Sheet

-- When each section of a student's AIS was last saved, and by whom (an empty section that was saved means "none").
CREATE TABLE ais_sections (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  section          text NOT NULL CHECK (section IN ('qualifications', 'gaps', 'certifications', 'travel_history',
                     'work_history', 'visa_rejections', 'family_details')),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  updated_by       integer NOT NULL REFERENCES users (user_id),
  PRIMARY KEY (student_user_id, section)
);

-- Each section's items keep the order the student gave them (position from 0).
CREATE TABLE ais_qualifications (
  student_user_id      integer NOT NULL REFERENCES users (user_id),
  position             smallint NOT NULL CHECK (position >= 0),
  level                text NOT NULL CHECK (level IN ('secondary', 'higher_secondary', 'diploma', 'bachelors', 'masters',
                         'doctorate', 'other')),
  institution          text NOT NULL,
  board_or_university  text NOT NULL,
  country_id           integer NOT NULL REFERENCES countries (country_id),
  start_date           date NOT NULL,
  end_date             date,
  grade_type           text NOT NULL CHECK (grade_type IN ('percentage', 'cgpa', 'grade')),
  grade                text NOT NULL,
  medium               text NOT NULL,
  PRIMARY KEY (student_user_id, position),
  CHECK (end_date >= start_date)
);

CREATE TABLE ais_gaps (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  position         smallint NOT NULL CHECK (position >= 0),
  from_date        date NOT NULL,
  to_date          date NOT NULL,
  reason           text NOT NULL,
  PRIMARY KEY (student_user_id, position),
  CHECK (to_date >= from_date)
);

CREATE TABLE ais_certifications (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  position         smallint NOT NULL CHECK (position >= 0),
  name             text NOT NULL,
  issuer           text NOT NULL,
  issued_on        date NOT NULL,
  score            text,
  expires_on       date,
  PRIMARY KEY (student_user_id, position),
  CHECK (expires_on >= issued_on)
);

CREATE TABLE ais_travel_history (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  position         smallint NOT NULL CHECK (position >= 0),
  country_id       integer NOT NULL REFERENCES countries (country_id),
  from_date        date NOT NULL,
  to_date          date NOT NULL,
  purpose          text NOT NULL CHECK (purpose IN ('study', 'work', 'tourism', 'business', 'other')),
  visa_type        text NOT NULL,
  PRIMARY KEY (student_user_id, position),
  CHECK (to_date >= from_date)
);

CREATE TABLE ais_work_history (
  student_user_id    integer NOT NULL REFERENCES users (user_id),
  position           smallint NOT NULL CHECK (position >= 0),
  employer           text NOT NULL,
  job_title          text NOT NULL,
  from_date          date NOT NULL,
  to_date            date,
  currently_working  boolean NOT NULL,
  duties             text,
  PRIMARY KEY (student_user_id, position),
  CHECK (currently_working = (to_date IS NULL)),
  CHECK (to_date >= from_date)
);

CREATE TABLE ais_visa_rejections (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  position         smallint NOT NULL CHECK (position >= 0),
  country_id       integer NOT NULL REFERENCES countries (country_id),
  visa_type        text NOT NULL,
  rejected_on      date NOT NULL,
  reason           text,
  PRIMARY KEY (student_user_id, position)
);

CREATE TABLE ais_family_details (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  position         smallint NOT NULL CHECK (position >= 0),
  relation         text NOT NULL CHECK (relation IN ('father', 'mother', 'spouse', 'brother', 'sister', 'son', 'daughter',
                     'guardian', 'other')),
  name             text NOT NULL,
  occupation       text,
  annual_income    numeric(14,2) CHECK (annual_income >= 0),
  income_currency  char(3) CHECK (income_currency ~ '^[A-Z]{3}$'),
  mobile           text,
  email            text,
  nationality      text NOT NULL,
  PRIMARY KEY (student_user_id, position),
  CHECK (annual_income IS NULL OR income_currency IS NOT NULL)
);

-- ---------------------------------------------------------------- SOP questionnaire

-- The statement-of-purpose questions (the server owns them), in display order.
CREATE TABLE sop_questions (
  question_id  integer PRIMARY KEY,
  position     integer NOT NULL UNIQUE,
  question     text NOT NULL,
  hint         text,
  max_length   integer NOT NULL CHECK (max_length BETWEEN 1 AND 5000)
);

CREATE TABLE sop_answers (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  question_id      integer NOT NULL REFERENCES sop_questions (question_id),
  answer           text NOT NULL CHECK (answer <> ''),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  updated_by       integer NOT NULL REFERENCES users (user_id),
  PRIMARY KEY (student_user_id, question_id)
);

INSERT INTO sop_questions (question_id, position, question, hint, max_length) VALUES
  (1, 1, 'Which course do you want to study, and why this subject?', 'Name the course and what drew you to it.', 2000),
  (2, 2, 'What have you studied so far, and how does it prepare you for this course?', 'Your degree, key subjects, projects and results.', 2000),
  (3, 3, 'What work, internships or projects have you done that relate to the course?', 'Role, what you did, what you learnt. Write "none" if you have none.', 2000),
  (4, 4, 'Why this university?', 'Modules, faculty, facilities, rankings, location: be specific.', 1500),
  (5, 5, 'Why study in this country rather than at home or elsewhere?', NULL, 1500),
  (6, 6, 'What are your career goals after the course, in the short and the long term?', 'The role you want in 2-3 years and in 10 years.', 1500),
  (7, 7, 'How will you fund your studies and living costs?', 'Savings, sponsor, education loan, scholarship.', 1000),
  (8, 8, 'Do you have gaps in your education or previous visa refusals? Explain them.', 'Write "none" if you have none.', 1500),
  (9, 9, 'What ties bring you back home after your studies?', 'Family, property, a job offer, a business.', 1000);

-- ---------------------------------------------------------------- counselling questionnaire

-- The counselling questions a counselor goes through with a student: free text or a choice of options.
CREATE TABLE counselling_questions (
  question_id  integer PRIMARY KEY,
  position     integer NOT NULL UNIQUE,
  question     text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('text', 'single_choice', 'multiple_choice'))
);

CREATE TABLE counselling_question_options (
  option_id    integer PRIMARY KEY,
  question_id  integer NOT NULL REFERENCES counselling_questions (question_id),
  position     integer NOT NULL,
  label        text NOT NULL,
  UNIQUE (question_id, position)
);

-- A student's answer to one counselling question (one per question; saving again replaces it).
CREATE TABLE question_responses (
  response_id          serial PRIMARY KEY,
  student_user_id      integer NOT NULL REFERENCES users (user_id),
  question_id          integer NOT NULL REFERENCES counselling_questions (question_id),
  answer_text          text,
  selected_option_ids  integer[] NOT NULL DEFAULT '{}',
  answered_by          integer NOT NULL REFERENCES users (user_id),
  answered_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_user_id, question_id),
  CHECK ((answer_text IS NULL) <> (cardinality(selected_option_ids) = 0))
);

INSERT INTO counselling_questions (question_id, position, question, kind) VALUES
  (1, 1, 'Which countries are you considering?', 'multiple_choice'),
  (2, 2, 'When do you want to start?', 'single_choice'),
  (3, 3, 'What is your budget for tuition per year (in USD)?', 'single_choice'),
  (4, 4, 'How will you fund your studies?', 'multiple_choice'),
  (5, 5, 'Have you taken an English test?', 'single_choice'),
  (6, 6, 'What do you want to do after your studies?', 'text'),
  (7, 7, 'Anything else your counselor should know?', 'text');

INSERT INTO counselling_question_options (option_id, question_id, position, label) VALUES
  (1, 1, 1, 'United Kingdom'), (2, 1, 2, 'United States'), (3, 1, 3, 'Canada'), (4, 1, 4, 'Australia'),
  (5, 1, 5, 'Germany'), (6, 1, 6, 'Ireland'), (7, 1, 7, 'New Zealand'), (8, 1, 8, 'Other'),
  (9, 2, 1, 'Within 6 months'), (10, 2, 2, 'In 6 to 12 months'), (11, 2, 3, 'In more than a year'), (12, 2, 4, 'Not sure yet'),
  (13, 3, 1, 'Under 15,000'), (14, 3, 2, '15,000 to 25,000'), (15, 3, 3, '25,000 to 40,000'), (16, 3, 4, 'Over 40,000'),
  (17, 4, 1, 'Family savings'), (18, 4, 2, 'Education loan'), (19, 4, 3, 'Scholarship'), (20, 4, 4, 'Sponsor'),
  (21, 4, 5, 'Own savings'),
  (22, 5, 1, 'Yes, IELTS'), (23, 5, 2, 'Yes, TOEFL'), (24, 5, 3, 'Yes, PTE'), (25, 5, 4, 'Yes, Duolingo'),
  (26, 5, 5, 'Not yet, booked'), (27, 5, 6, 'Not yet');

-- ---------------------------------------------------------------- feature documents

-- A file delivered with a feature of a service the student availed (a reviewed SOP, a CV, a visa file…): a file
-- uploaded with kind feature_doc, attached once to one feature.
CREATE TABLE feature_docs (
  feature_doc_id   serial PRIMARY KEY,
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  feature_id       integer NOT NULL REFERENCES plan_features (feature_id),
  map_id           integer NOT NULL UNIQUE REFERENCES student_documents (map_id),
  title            text NOT NULL CHECK (title <> ''),
  note             text,
  added_by         integer NOT NULL REFERENCES users (user_id),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feature_docs_student_idx ON feature_docs (student_user_id, created_at DESC);
