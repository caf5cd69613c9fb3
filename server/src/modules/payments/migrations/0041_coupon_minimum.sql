-- Coupons (issue 13): a minimum order. A coupon with a minimum is usable only on a plan priced in `min_currency` at
-- or above `min_amount_minor` (integer minor units of that currency). Both or neither; a flat coupon's minimum is in
-- its own currency (it applies to plans in that currency only anyway). docs/invoices.md, the shop section.
ALTER TABLE coupons
  ADD COLUMN min_amount_minor bigint CHECK (min_amount_minor > 0),
  ADD COLUMN min_currency     text CHECK (min_currency ~ '^[A-Z]{3}$'),
  ADD CONSTRAINT coupons_minimum_with_currency CHECK ((min_amount_minor IS NULL) = (min_currency IS NULL)),
  ADD CONSTRAINT coupons_flat_minimum_currency CHECK (discount_type <> 'flat' OR min_currency IS NULL OR min_currency = currency);
