-- Messaging: notifications, direct chat, the home feed (announcements, warnings, what's new, FAQ), page tracking and
-- search analytics.

-- A notification to one user; other modules add them through notify() (server/src/modules/messaging/notify.ts).
-- Only ever added and marked read (never unread again): the poll's ETag relies on that.
CREATE TABLE notifications (
  notification_id  bigserial PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users (user_id),
  name             text NOT NULL CHECK (name ~ '^[a-z][a-z0-9_]{0,63}$'),
  heading          text NOT NULL CHECK (length(heading) BETWEEN 1 AND 200),
  body             text NOT NULL CHECK (length(body) <= 2000),
  link             text CHECK (length(link) <= 2048),
  created_at       timestamptz NOT NULL DEFAULT now(),
  read_at          timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, notification_id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id, notification_id DESC) WHERE read_at IS NULL;

-- A direct message between two users. Also only added and marked read.
CREATE TABLE chat_messages (
  message_id         bigserial PRIMARY KEY,
  sender_user_id     integer NOT NULL REFERENCES users (user_id),
  receiver_user_id   integer NOT NULL REFERENCES users (user_id),
  message            text NOT NULL CHECK (length(message) BETWEEN 1 AND 4000),
  attachment_map_id  integer REFERENCES student_documents (map_id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  read_at            timestamptz,
  CHECK (sender_user_id <> receiver_user_id)
);
-- One conversation, whichever way the messages went.
CREATE INDEX chat_messages_pair_idx ON chat_messages
  (LEAST(sender_user_id, receiver_user_id), GREATEST(sender_user_id, receiver_user_id), message_id DESC);
CREATE INDEX chat_messages_receiver_idx ON chat_messages (receiver_user_id, message_id DESC);
CREATE INDEX chat_messages_unread_idx ON chat_messages (receiver_user_id, sender_user_id, message_id DESC) WHERE read_at IS NULL;
CREATE INDEX chat_messages_sender_idx ON chat_messages (sender_user_id, message_id DESC);

-- An announcement posted by an operations manager to some user types (an empty audience addresses everyone).
CREATE TABLE announcements (
  announcement_id  serial PRIMARY KEY,
  title            text NOT NULL CHECK (length(title) BETWEEN 1 AND 150),
  body             text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  audience         text[] NOT NULL DEFAULT '{}',
  created_by       integer NOT NULL REFERENCES users (user_id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz
);
CREATE INDEX announcements_created_idx ON announcements (created_at DESC, announcement_id DESC);

-- A banner on the dashboard: for everyone, for some user types, or for one user; shown between starts_at and ends_at.
CREATE TABLE warnings (
  warning_id  serial PRIMARY KEY,
  scope       text NOT NULL CHECK (scope IN ('everyone', 'user_type', 'personal')),
  audience    text[] NOT NULL DEFAULT '{}',
  user_id     integer REFERENCES users (user_id),
  severity    text NOT NULL CHECK (severity IN ('info', 'warning', 'danger')),
  title       text NOT NULL,
  text        text NOT NULL,
  link        text,
  starts_at   timestamptz NOT NULL DEFAULT now(),
  ends_at     timestamptz,
  CHECK ((scope = 'personal') = (user_id IS NOT NULL)),
  CHECK ((scope = 'user_type') = (cardinality(audience) > 0)),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX warnings_user_idx ON warnings (user_id) WHERE user_id IS NOT NULL;

-- Product and service news, for some user types (empty audience: everyone), with one reaction per user.
CREATE TABLE whats_new (
  whats_new_id  serial PRIMARY KEY,
  title         text NOT NULL,
  body          text NOT NULL,
  image_url     text,
  link          text,
  audience      text[] NOT NULL DEFAULT '{}',
  published_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX whats_new_published_idx ON whats_new (published_at DESC, whats_new_id DESC);

CREATE TABLE whats_new_reactions (
  whats_new_id  integer NOT NULL REFERENCES whats_new (whats_new_id) ON DELETE CASCADE,
  user_id       integer NOT NULL REFERENCES users (user_id),
  reaction      text NOT NULL CHECK (reaction IN ('like', 'love', 'celebrate', 'insightful')),
  reacted_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (whats_new_id, user_id)
);

-- Questions and answers, grouped by category in display order, for some user types (empty audience: everyone).
CREATE TABLE faqs (
  faq_id          serial PRIMARY KEY,
  category        text NOT NULL,
  category_order  integer NOT NULL,
  position        integer NOT NULL,
  question        text NOT NULL,
  answer          text NOT NULL,
  audience        text[] NOT NULL DEFAULT '{}',
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faqs_order_idx ON faqs (category_order, position);

-- Page tracking: one row per event (start, heartbeat, end) as the SPA sent it.
CREATE TABLE page_events (
  event_id         bigserial PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users (user_id),
  session_id       text NOT NULL,
  visit_id         text NOT NULL,
  page_key         text NOT NULL,
  path             text NOT NULL,
  referrer         text,
  event            text NOT NULL CHECK (event IN ('start', 'heartbeat', 'end')),
  started_at       timestamptz NOT NULL,
  ended_at         timestamptz NOT NULL,
  delta_active_ms  integer NOT NULL CHECK (delta_active_ms >= 0),
  delta_idle_ms    integer NOT NULL CHECK (delta_idle_ms >= 0),
  ua               text NOT NULL,
  viewport_width   integer NOT NULL,
  viewport_height  integer NOT NULL,
  received_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (ended_at >= started_at)
);
-- The natural key of an event (per user): a repeated event is not stored twice.
CREATE UNIQUE INDEX page_events_natural_key ON page_events (user_id, session_id, visit_id, page_key, started_at, event, ended_at);
-- Only the first end of a page view counts (pagehide and visibilitychange may both send one).
CREATE UNIQUE INDEX page_events_one_end ON page_events (user_id, session_id, visit_id, page_key, started_at) WHERE event = 'end';
-- Time per page per user over a period.
CREATE INDEX page_events_user_time_idx ON page_events (user_id, ended_at);

-- Search analytics: completed searches (the history counselors read), search texts typed, filter changes.
CREATE TABLE search_records (
  log_id         bigserial PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users (user_id),
  source         text NOT NULL,
  query          text NOT NULL,
  filters        jsonb NOT NULL DEFAULT '{}',
  results_count  integer NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_records_user_idx ON search_records (user_id, log_id DESC);

CREATE TABLE search_logs (
  log_id         bigserial PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users (user_id),
  source         text NOT NULL,
  query          text NOT NULL,
  results_count  integer,
  page_key       text,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE filter_logs (
  log_id        bigserial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (user_id),
  source        text NOT NULL,
  filter_name   text NOT NULL,
  filter_value  text,
  action        text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
