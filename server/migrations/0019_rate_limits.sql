-- Rate-limit counters shared by every server (platform/limits.ts): one row per limited thing (a bucket such as
-- 'login-pair' or 'search' and a hashed key such as an address or an account and an address), counting hits in a
-- fixed window that starts with the first hit. `strikes` and `blocked_until` make the growing waits after repeated
-- wrong passwords. Rows past `forget_at` are deleted by a periodic sweep.
CREATE TABLE rate_limits (
  bucket         text NOT NULL,
  key            text NOT NULL,
  hits           integer NOT NULL CHECK (hits >= 0),
  window_ends    timestamptz NOT NULL,
  strikes        integer NOT NULL DEFAULT 0 CHECK (strikes >= 0),
  blocked_until  timestamptz,
  forget_at      timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limits_forget_idx ON rate_limits (forget_at);
