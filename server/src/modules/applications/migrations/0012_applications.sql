-- Applications: the status pipeline the server owns (statuses, sub-statuses, allowed moves), the rest of a student's
-- application (timeline, chat, deposit), course recommendations (University Preference), and what the student lists
-- need on users.

-- An application status, in pipeline order. closed = the application ended without enrolment; a closed application
-- does not block a new application to the same course and intake.
CREATE TABLE application_statuses (
  status      text PRIMARY KEY CHECK (status ~ '^[a-z][a-z0-9_]{1,49}$'),
  label       text NOT NULL,
  sort_order  integer NOT NULL UNIQUE CHECK (sort_order > 0),
  closed      boolean NOT NULL DEFAULT false
);

-- The sub-statuses of a status (a finer step inside it), in sort_order.
CREATE TABLE application_sub_statuses (
  status      text NOT NULL REFERENCES application_statuses (status),
  sub_status  text NOT NULL CHECK (sub_status ~ '^[a-z][a-z0-9_]{1,49}$'),
  label       text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (status, sub_status)
);

-- The moves staff may make: from a status to one of its next statuses.
CREATE TABLE application_status_transitions (
  from_status  text NOT NULL REFERENCES application_statuses (status),
  to_status    text NOT NULL REFERENCES application_statuses (status),
  sort_order   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (from_status, to_status),
  CHECK (from_status <> to_status)
);

INSERT INTO application_statuses (status, label, sort_order, closed) VALUES
  ('applied', 'Applied', 1, false),
  ('submitted', 'Submitted to the university', 2, false),
  ('conditional_offer', 'Conditional offer', 3, false),
  ('unconditional_offer', 'Unconditional offer', 4, false),
  ('offer_accepted', 'Offer accepted', 5, false),
  ('deposit_paid', 'Deposit paid', 6, false),
  ('visa_applied', 'Visa applied', 7, false),
  ('visa_granted', 'Visa granted', 8, false),
  ('visa_refused', 'Visa refused', 9, true),
  ('enrolled', 'Enrolled', 10, false),
  ('deferred', 'Deferred', 11, false),
  ('rejected', 'Rejected', 12, true),
  ('withdrawn', 'Withdrawn', 13, true);

INSERT INTO application_sub_statuses (status, sub_status, label, sort_order) VALUES
  ('applied', 'documents_pending', 'Documents pending', 1),
  ('applied', 'ready_to_submit', 'Ready to submit', 2),
  ('submitted', 'under_review', 'Under review', 1),
  ('submitted', 'documents_requested', 'More documents requested', 2),
  ('submitted', 'interview_scheduled', 'Interview scheduled', 3),
  ('conditional_offer', 'conditions_pending', 'Conditions pending', 1),
  ('conditional_offer', 'conditions_submitted', 'Conditions submitted', 2),
  ('unconditional_offer', 'offer_letter_received', 'Offer letter received', 1),
  ('unconditional_offer', 'awaiting_student_decision', 'Awaiting the student''s decision', 2),
  ('offer_accepted', 'deposit_invoice_received', 'Deposit invoice received', 1),
  ('deposit_paid', 'cas_requested', 'CAS / I-20 / CoE requested', 1),
  ('deposit_paid', 'cas_issued', 'CAS / I-20 / CoE issued', 2),
  ('visa_applied', 'biometrics_booked', 'Biometrics booked', 1),
  ('visa_applied', 'biometrics_done', 'Biometrics done', 2),
  ('visa_applied', 'decision_pending', 'Decision pending', 3),
  ('visa_granted', 'travel_booked', 'Travel booked', 1),
  ('visa_granted', 'pre_departure_done', 'Pre-departure briefing done', 2),
  ('visa_refused', 'appeal_possible', 'Appeal possible', 1),
  ('visa_refused', 'not_reapplying', 'Not reapplying', 2),
  ('deferred', 'next_intake', 'Moved to the next intake', 1),
  ('deferred', 'awaiting_new_offer', 'Awaiting the new offer', 2),
  ('rejected', 'academic_criteria', 'Academic criteria not met', 1),
  ('rejected', 'english_criteria', 'English criteria not met', 2),
  ('rejected', 'course_full', 'Course full', 3),
  ('withdrawn', 'student_choice', 'The student''s choice', 1),
  ('withdrawn', 'other_offer_accepted', 'Another offer accepted', 2),
  ('withdrawn', 'financial_reasons', 'Financial reasons', 3);

-- Forward along the pipeline; any open status may end (withdrawn; rejected by the university before enrolment);
-- after an offer the student may defer, and a deferred application comes back with a new offer. Closed statuses and
-- enrolled are final: a refused visa or a rejection is followed by a new application.
INSERT INTO application_status_transitions (from_status, to_status, sort_order) VALUES
  ('applied', 'submitted', 1), ('applied', 'rejected', 2), ('applied', 'withdrawn', 3),
  ('submitted', 'conditional_offer', 1), ('submitted', 'unconditional_offer', 2), ('submitted', 'rejected', 3),
  ('submitted', 'withdrawn', 4),
  ('conditional_offer', 'unconditional_offer', 1), ('conditional_offer', 'offer_accepted', 2),
  ('conditional_offer', 'deferred', 3), ('conditional_offer', 'rejected', 4), ('conditional_offer', 'withdrawn', 5),
  ('unconditional_offer', 'offer_accepted', 1), ('unconditional_offer', 'deferred', 2),
  ('unconditional_offer', 'withdrawn', 3),
  ('offer_accepted', 'deposit_paid', 1), ('offer_accepted', 'deferred', 2), ('offer_accepted', 'withdrawn', 3),
  ('deposit_paid', 'visa_applied', 1), ('deposit_paid', 'deferred', 2), ('deposit_paid', 'withdrawn', 3),
  ('visa_applied', 'visa_granted', 1), ('visa_applied', 'visa_refused', 2), ('visa_applied', 'withdrawn', 3),
  ('visa_granted', 'enrolled', 1), ('visa_granted', 'deferred', 2), ('visa_granted', 'withdrawn', 3),
  ('deferred', 'conditional_offer', 1), ('deferred', 'unconditional_offer', 2), ('deferred', 'rejected', 3),
  ('deferred', 'withdrawn', 4);

-- The rest of an application: when its status last changed, whether it is open (kept by the service from the
-- status's closed flag, so the unique index below can refuse a second open application even under a race), and
-- the tuition deposit the university asks for once the offer is accepted (when known).
ALTER TABLE student_applications
  ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN is_open boolean NOT NULL DEFAULT true,
  ADD COLUMN deposit_amount numeric(12,2) CHECK (deposit_amount >= 0),
  ADD COLUMN deposit_currency char(3) CHECK (deposit_currency ~ '^[A-Z]{3}$'),
  ADD COLUMN deposit_due_date date,
  ADD CONSTRAINT student_applications_status_fkey FOREIGN KEY (status) REFERENCES application_statuses (status),
  ADD CONSTRAINT student_applications_sub_status_fkey FOREIGN KEY (status, sub_status)
    REFERENCES application_sub_statuses (status, sub_status),
  ADD CONSTRAINT student_applications_intake_check
    CHECK (intake IN ('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec')),
  ADD CONSTRAINT student_applications_intake_year_check CHECK (intake_year BETWEEN 2000 AND 2100);
CREATE UNIQUE INDEX student_applications_open_key
  ON student_applications (student_user_id, course_id, intake, intake_year) WHERE is_open;
CREATE INDEX student_applications_status_idx ON student_applications (status, status_changed_at);
CREATE INDEX student_applications_course_idx ON student_applications (course_id);
CREATE INDEX student_applications_created_idx ON student_applications (created_at);

-- Every status change of an application (the first entry is its creation), with who and when.
CREATE TABLE application_timeline (
  entry_id      bigserial PRIMARY KEY,
  sa_mapper_id  integer NOT NULL REFERENCES student_applications (sa_mapper_id) ON DELETE CASCADE,
  status        text NOT NULL REFERENCES application_statuses (status),
  sub_status    text,
  note          text CHECK (length(note) <= 1000),
  by_user_id    integer NOT NULL REFERENCES users (user_id),
  at            timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (status, sub_status) REFERENCES application_sub_statuses (status, sub_status)
);
CREATE INDEX application_timeline_application_idx ON application_timeline (sa_mapper_id, entry_id);

-- The chat thread of one application, shared by the student and everyone working on them.
CREATE TABLE application_chat_messages (
  message_id         bigserial PRIMARY KEY,
  sa_mapper_id       integer NOT NULL REFERENCES student_applications (sa_mapper_id) ON DELETE CASCADE,
  sender_user_id     integer NOT NULL REFERENCES users (user_id),
  message            text NOT NULL CHECK (length(message) BETWEEN 1 AND 4000),
  attachment_map_id  integer REFERENCES student_documents (map_id),
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_chat_messages_application_idx ON application_chat_messages (sa_mapper_id, message_id DESC);
CREATE INDEX application_chat_messages_sender_idx ON application_chat_messages (sender_user_id, created_at);

-- A course on a student's University Preference list, recommended by a counselor, partner or the student.
CREATE TABLE course_recommendations (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  course_id        integer NOT NULL REFERENCES courses (course_id),
  recommended_by   integer NOT NULL REFERENCES users (user_id),
  note             text CHECK (length(note) <= 500),
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_user_id, course_id)
);
CREATE INDEX course_recommendations_by_idx ON course_recommendations (recommended_by, created_at);

-- Students: when the account was last set active or inactive, and the intake they aim for (create-student).
ALTER TABLE users
  ADD COLUMN active_changed_at timestamptz,
  ADD COLUMN preferred_intake text CHECK (preferred_intake IN ('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec')),
  ADD COLUMN preferred_intake_year integer CHECK (preferred_intake_year BETWEEN 2000 AND 2100);

-- A student's pre-application checklist: free remarks, and one row per item once it was set (keys of the contract's
-- ChecklistKey; an item never set counts as not done).
CREATE TABLE application_checklists (
  student_user_id  integer PRIMARY KEY REFERENCES users (user_id),
  remarks          text CHECK (length(remarks) <= 2000),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  updated_by       integer NOT NULL REFERENCES users (user_id)
);

CREATE TABLE application_checklist_items (
  student_user_id  integer NOT NULL REFERENCES application_checklists (student_user_id),
  key              text NOT NULL CHECK (key IN ('passport', 'academic_transcripts', 'english_test_score', 'sop', 'lor',
                     'cv', 'financial_documents', 'application_fee', 'portfolio', 'other_documents')),
  done             boolean NOT NULL,
  note             text CHECK (length(note) <= 500),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  updated_by       integer NOT NULL REFERENCES users (user_id),
  PRIMARY KEY (student_user_id, key)
);
