-- Student accommodation near universities (GET /home/accommodations), the ones staff, agents and franchises recommend
-- to students, and the ones a student keeps as favourites. Rents are integers in minor units of the currency.

CREATE TABLE accommodations (
  acc_id                 serial PRIMARY KEY,
  name                   text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  type                   text NOT NULL CHECK (type IN ('apartment', 'hostel', 'homestay', 'studio')),
  description            text,
  address                text,
  city_id                integer NOT NULL REFERENCES cities (city_id),
  country_id             integer NOT NULL REFERENCES countries (country_id),
  near_university_id     integer REFERENCES universities (university_id),
  distance_to_campus_km  numeric(6,2) CHECK (distance_to_campus_km >= 0),
  rent_per_month_minor   bigint NOT NULL CHECK (rent_per_month_minor BETWEEN 0 AND 100000000),
  currency               char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amenities              text[] NOT NULL DEFAULT '{}',
  images                 text[] NOT NULL DEFAULT '{}',
  available_from         date,
  website_url            text,
  created_at             timestamptz NOT NULL DEFAULT now()
);
-- The public search: by place and university, cheapest first.
CREATE INDEX accommodations_country_rent_idx ON accommodations (country_id, rent_per_month_minor, acc_id);
CREATE INDEX accommodations_city_idx ON accommodations (city_id);
CREATE INDEX accommodations_university_idx ON accommodations (near_university_id) WHERE near_university_id IS NOT NULL;

-- One recommendation of an accommodation to a student: once per pair (a second recommend leaves the first as it is).
CREATE TABLE accommodation_recommendations (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  acc_id           integer NOT NULL REFERENCES accommodations (acc_id),
  recommended_by   integer NOT NULL REFERENCES users (user_id),
  note             text CHECK (note IS NULL OR length(note) BETWEEN 1 AND 500),
  recommended_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_user_id, acc_id)
);
CREATE INDEX accommodation_recommendations_student_idx ON accommodation_recommendations (student_user_id, recommended_at DESC);

-- An accommodation a student keeps as a favourite.
CREATE TABLE accommodation_favourites (
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  acc_id           integer NOT NULL REFERENCES accommodations (acc_id),
  favourited_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_user_id, acc_id)
);
CREATE INDEX accommodation_favourites_student_idx ON accommodation_favourites (student_user_id, favourited_at DESC);
