-- Exactly-once money: one open payment per student and plan, one live order per student and plan, coupon limits that
-- the database checks, and money that arrives for something already paid kept as a refund due instead of being added.

-- Two more states of a payment:
--   expired    closed unanswered: its 60 minutes passed (closed when a new payment of the plan is started). A capture
--              the provider reports later is still recorded: paid, or refund_due when the plan was paid meanwhile.
--   refund_due money moved that is not applied (the plan was already paid, or the coupon had no uses left when the
--              payment arrived); kept with why, who found it and when, for accounts to refund.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments
  ADD CONSTRAINT payments_status_check
    CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'expired', 'refund_due')),
  -- What make answered for the provider's checkout (the provider's order included): a second make answers it again.
  ADD COLUMN checkout           jsonb,
  ADD COLUMN refund_reason      text,
  ADD COLUMN refund_flagged_at  timestamptz,
  ADD COLUMN refund_flagged_by  integer REFERENCES users (user_id),
  ADD CONSTRAINT payments_refund_due_check
    CHECK (status <> 'refund_due' OR (refund_reason IS NOT NULL AND refund_flagged_at IS NOT NULL));

-- Until now every make opened a new payment: keep the newest open one of each student and plan, close the older ones.
UPDATE payments p
   SET status = 'expired', concluded_at = now(), updated_at = now(),
       failure_reason = 'closed unanswered: a newer payment of the plan was open'
 WHERE p.status = 'pending'
   AND EXISTS (SELECT 1 FROM payments n
                WHERE n.status = 'pending' AND n.student_user_id = p.student_user_id AND n.plan_id = p.plan_id
                  AND (n.created_at, n.transaction_id) > (p.created_at, p.transaction_id));

-- One open payment per student and plan (and so per shop order, which is one student's plan): concurrent makes
-- insert one row, the others answer it.
CREATE UNIQUE INDEX payments_open_key ON payments (student_user_id, plan_id) WHERE status = 'pending';
CREATE INDEX payments_coupon_open_idx ON payments (cc_id) WHERE status = 'pending' AND cc_id IS NOT NULL;

-- One live order per student and plan: a second first payment can never make a second order.
CREATE UNIQUE INDEX shop_orders_live_key ON shop_orders (student_user_id, plan_id) WHERE status NOT IN ('cancelled', 'refunded');

-- A coupon's uses never pass its limit. A coupon already used past it (possible before) keeps no uses left.
UPDATE coupons SET usage_limit = used_count WHERE usage_limit < used_count;
ALTER TABLE coupons ADD CONSTRAINT coupons_used_within_limit CHECK (usage_limit IS NULL OR used_count <= usage_limit);

-- Each redemption is the student's n-th use of the coupon (unique), within the per-student limit in force when it was
-- used (null: none). Existing uses are numbered in the order they happened.
ALTER TABLE coupon_redemptions
  ADD COLUMN use_no             integer NOT NULL DEFAULT 1 CHECK (use_no >= 1),
  ADD COLUMN per_student_limit  integer CHECK (per_student_limit >= 1),
  ADD CONSTRAINT coupon_redemptions_within_limit CHECK (per_student_limit IS NULL OR use_no <= per_student_limit);
UPDATE coupon_redemptions r
   SET use_no = n.use_no
  FROM (SELECT transaction_id,
               row_number() OVER (PARTITION BY cc_id, student_user_id ORDER BY used_at, transaction_id) AS use_no
          FROM coupon_redemptions) n
 WHERE n.transaction_id = r.transaction_id;
CREATE UNIQUE INDEX coupon_redemptions_use_key ON coupon_redemptions (cc_id, student_user_id, use_no);

-- Every move of a payment, with who (null: the system) and why.
CREATE TABLE payment_status_history (
  history_id      bigserial PRIMARY KEY,
  transaction_id  text NOT NULL REFERENCES payments (transaction_id),
  status          text NOT NULL,
  note            text,
  changed_by      integer REFERENCES users (user_id),
  changed_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_status_history_txn_idx ON payment_status_history (transaction_id, history_id);
