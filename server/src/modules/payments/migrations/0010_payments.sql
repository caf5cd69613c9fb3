-- Payments: services and their plans, coupons, payment transactions (make/verify), the cart, shop orders, and the
-- services a user availed (which the services-availed flags read).

-- A service on sale (IELTS preparation, application, visa, accommodation, and the lead tool's services).
CREATE TABLE services (
  service_id   serial PRIMARY KEY,
  name         text NOT NULL,
  type         text NOT NULL CHECK (type IN (
                 'IELTS', 'application', 'visa', 'accommodation', 'automation', 'messages', 'emails')),
  description  text,
  icon_url     text,
  sort_order   integer NOT NULL DEFAULT 0,
  on_sale      boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX services_name_key ON services (lower(name));

-- A plan of a service: its price, an optional first instalment, how long it runs, and (lead-tool packs) credits.
CREATE TABLE plans (
  plan_id              serial PRIMARY KEY,
  service_id           integer NOT NULL REFERENCES services (service_id),
  name                 text NOT NULL,
  description          text,
  price                numeric(12, 2) NOT NULL CHECK (price >= 0),
  currency             text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  price_usd            numeric(12, 2) CHECK (price_usd >= 0),
  allows_part_payment  boolean NOT NULL DEFAULT false,
  part_payment_amount  numeric(12, 2),
  validity_days        integer CHECK (validity_days >= 1),
  credits              integer CHECK (credits >= 1),
  on_sale              boolean NOT NULL DEFAULT true,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (allows_part_payment = (part_payment_amount IS NOT NULL)),
  CHECK (part_payment_amount IS NULL OR (part_payment_amount > 0 AND part_payment_amount < price))
);
CREATE INDEX plans_service_idx ON plans (service_id);

-- The features (deliverables) of a plan, in order.
CREATE TABLE plan_features (
  feature_id  serial PRIMARY KEY,
  plan_id     integer NOT NULL REFERENCES plans (plan_id),
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0
);
CREATE INDEX plan_features_plan_idx ON plan_features (plan_id, sort_order);

-- A coupon: a percentage (optionally capped) or a flat amount in one currency, with validity and usage limits.
CREATE TABLE coupons (
  cc_id              serial PRIMARY KEY,
  code               text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
  description        text,
  discount_type      text NOT NULL CHECK (discount_type IN ('percent', 'flat')),
  value              numeric(12, 2) NOT NULL CHECK (value > 0),
  currency           text CHECK (currency ~ '^[A-Z]{3}$'),
  max_discount       numeric(12, 2) CHECK (max_discount >= 0),
  valid_from         date,
  valid_until        date,
  usage_limit        integer CHECK (usage_limit >= 1),
  used_count         integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  per_student_limit  integer CHECK (per_student_limit >= 1),
  assigned_only      boolean NOT NULL DEFAULT false,
  is_active          boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_type <> 'percent' OR (value <= 100 AND currency IS NULL)),
  CHECK (discount_type <> 'flat' OR (currency IS NOT NULL AND max_discount IS NULL)),
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until)
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (lower(code));

-- The plans a coupon is restricted to (none: every plan).
CREATE TABLE coupon_plans (
  cc_id    integer NOT NULL REFERENCES coupons (cc_id),
  plan_id  integer NOT NULL REFERENCES plans (plan_id),
  PRIMARY KEY (cc_id, plan_id)
);

-- A coupon assigned to a student by staff.
CREATE TABLE coupon_assignments (
  assignment_id    serial PRIMARY KEY,
  cc_id            integer NOT NULL REFERENCES coupons (cc_id),
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  assigned_by      integer NOT NULL REFERENCES users (user_id),
  note             text,
  assigned_at      timestamptz NOT NULL DEFAULT now(),
  used_at          timestamptz,
  transaction_id   text REFERENCES payments (transaction_id),
  UNIQUE (cc_id, student_user_id),
  CHECK ((used_at IS NULL) = (transaction_id IS NULL))
);
CREATE INDEX coupon_assignments_student_idx ON coupon_assignments (student_user_id);

-- A shop order: made when a payment of a plan becomes paid, updated by a later instalment.
ALTER TABLE shop_orders
  ADD COLUMN student_user_id  integer NOT NULL REFERENCES users (user_id),
  ADD COLUMN plan_id          integer NOT NULL REFERENCES plans (plan_id),
  ADD COLUMN status           text NOT NULL DEFAULT 'placed'
                                CHECK (status IN ('placed', 'processing', 'delivered', 'cancelled', 'refunded')),
  ADD COLUMN amount           numeric(12, 2) NOT NULL CHECK (amount >= 0),
  ADD COLUMN amount_paid      numeric(12, 2) NOT NULL DEFAULT 0 CHECK (amount_paid >= 0),
  ADD COLUMN currency         text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  ADD COLUMN cc_id            integer REFERENCES coupons (cc_id),
  ADD COLUMN coupon_code      text,
  ADD COLUMN discount_amount  numeric(12, 2) NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
  ADD COLUMN updated_at       timestamptz NOT NULL DEFAULT now();
CREATE INDEX shop_orders_student_plan_idx ON shop_orders (student_user_id, plan_id);
CREATE INDEX shop_orders_created_idx ON shop_orders (created_at DESC);

-- The plans of an order as they were when it was paid (one per order today; the shape allows more).
CREATE TABLE shop_order_items (
  item_id       serial PRIMARY KEY,
  so_id         integer NOT NULL REFERENCES shop_orders (so_id),
  plan_id       integer NOT NULL REFERENCES plans (plan_id),
  plan_name     text NOT NULL,
  service_id    integer NOT NULL REFERENCES services (service_id),
  service_name  text NOT NULL,
  service_type  text NOT NULL,
  price         numeric(12, 2) NOT NULL,
  amount        numeric(12, 2) NOT NULL,
  currency      text NOT NULL
);
CREATE INDEX shop_order_items_order_idx ON shop_order_items (so_id);

-- Every status an order went through, with who (null: the system) and an optional note.
CREATE TABLE shop_order_status_history (
  history_id  bigserial PRIMARY KEY,
  so_id       integer NOT NULL REFERENCES shop_orders (so_id),
  status      text NOT NULL,
  note        text,
  changed_by  integer REFERENCES users (user_id),
  changed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_order_status_history_order_idx ON shop_order_status_history (so_id, history_id);

-- A payment transaction: the amount is the server's (plan, coupon, instalment), the state moves once.
ALTER TABLE payments
  -- The path it was made through (razorpay or payu) and the adapter that took it (sandbox: the local page).
  ADD COLUMN channel              text NOT NULL CHECK (channel IN ('razorpay', 'payu')),
  ADD COLUMN provider             text NOT NULL CHECK (provider IN ('razorpay', 'payu', 'sandbox')),
  ADD COLUMN plan_id              integer NOT NULL REFERENCES plans (plan_id),
  -- The plan as it was when the transaction was made.
  ADD COLUMN plan_name            text NOT NULL,
  ADD COLUMN service_id           integer NOT NULL REFERENCES services (service_id),
  ADD COLUMN service_name         text NOT NULL,
  ADD COLUMN service_type         text NOT NULL,
  -- full: the whole price; first_instalment: the plan's part payment; balance: what the first instalment left.
  ADD COLUMN kind                 text NOT NULL CHECK (kind IN ('full', 'first_instalment', 'balance')),
  ADD COLUMN list_price           numeric(12, 2) NOT NULL CHECK (list_price >= 0),
  ADD COLUMN discount_amount      numeric(12, 2) NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
  ADD COLUMN amount               numeric(12, 2) NOT NULL CHECK (amount > 0),
  ADD COLUMN currency             text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  ADD COLUMN balance_after        numeric(12, 2) NOT NULL DEFAULT 0 CHECK (balance_after >= 0),
  ADD COLUMN cc_id                integer REFERENCES coupons (cc_id),
  ADD COLUMN status               text NOT NULL DEFAULT 'pending'
                                    CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  ADD COLUMN return_url           text NOT NULL,
  ADD COLUMN provider_order_id    text,
  ADD COLUMN provider_payment_id  text,
  ADD COLUMN failure_reason       text,
  -- What the tester picked on the sandbox page (the local provider's own record; the first pick stands).
  ADD COLUMN sandbox_outcome      text CHECK (sandbox_outcome IN ('success', 'failure', 'cancel')),
  ADD COLUMN sandbox_answered_at  timestamptz,
  ADD COLUMN expires_at           timestamptz NOT NULL,
  ADD COLUMN concluded_at         timestamptz,
  ADD COLUMN paid_at              timestamptz,
  ADD COLUMN so_id                integer REFERENCES shop_orders (so_id),
  ADD COLUMN updated_at           timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT payments_paid_at_check CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  ADD CONSTRAINT payments_concluded_check CHECK ((status = 'pending') = (concluded_at IS NULL));
CREATE UNIQUE INDEX payments_provider_order_key ON payments (provider_order_id) WHERE provider_order_id IS NOT NULL;
CREATE INDEX payments_student_plan_idx ON payments (student_user_id, plan_id);
CREATE INDEX payments_created_by_idx ON payments (created_by);

-- Each paid use of a coupon (its count is coupons.used_count).
CREATE TABLE coupon_redemptions (
  transaction_id   text PRIMARY KEY REFERENCES payments (transaction_id),
  cc_id            integer NOT NULL REFERENCES coupons (cc_id),
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  used_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_redemptions_coupon_student_idx ON coupon_redemptions (cc_id, student_user_id);

-- A plan in a user's cart, for a student (a student's own cart: for themself).
CREATE TABLE cart_items (
  cart_item_id     serial PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users (user_id),
  student_user_id  integer NOT NULL REFERENCES users (user_id),
  plan_id          integer NOT NULL REFERENCES plans (plan_id),
  added_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, student_user_id, plan_id)
);

-- A service a user availed (a student's paid plan; a lead-tool pack of an agent or franchise), with its delivery.
CREATE TABLE user_services (
  availed_id           serial PRIMARY KEY,
  user_id              integer NOT NULL REFERENCES users (user_id),
  service_id           integer NOT NULL REFERENCES services (service_id),
  plan_id              integer REFERENCES plans (plan_id),
  so_id                integer REFERENCES shop_orders (so_id),
  transaction_id       text REFERENCES payments (transaction_id),
  purchased_at         timestamptz NOT NULL DEFAULT now(),
  -- The end of the plan's validity; null for no end.
  valid_until          timestamptz,
  status               text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'delivered', 'cancelled')),
  final_delivered_at   timestamptz,
  final_delivered_by   integer REFERENCES users (user_id),
  final_delivery_note  text,
  CHECK ((status = 'delivered') = (final_delivered_at IS NOT NULL))
);
CREATE INDEX user_services_user_idx ON user_services (user_id);
CREATE UNIQUE INDEX user_services_live_plan_key ON user_services (user_id, plan_id) WHERE status <> 'cancelled';

-- The features of an availed service and when each was completed.
CREATE TABLE user_service_features (
  availed_id    integer NOT NULL REFERENCES user_services (availed_id),
  feature_id    integer NOT NULL REFERENCES plan_features (feature_id),
  completed_at  timestamptz,
  completed_by  integer REFERENCES users (user_id),
  PRIMARY KEY (availed_id, feature_id)
);
