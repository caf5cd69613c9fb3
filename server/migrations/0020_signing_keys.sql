-- Secrets the servers share (platform/secrets.ts).
-- server_secrets: 'root', made once by whichever server starts first (INSERT … ON CONFLICT DO NOTHING, then read),
-- used when JWT_SECRET is not set; derived secrets (the payment sandbox's) come from it.
CREATE TABLE server_secrets (
  name        text PRIMARY KEY,
  secret      bytea NOT NULL CHECK (octet_length(secret) >= 32),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The access-token signing keys: a token names its key in the `kid` header; the key is HMAC-SHA256(root, seed), so
-- with JWT_SECRET set this table alone cannot sign a token. New tokens are signed with the newest key whose
-- active_from has passed (a rotated-in key waits a little so every server has loaded it first); a key stays accepted
-- until the tokens it signed have expired (active_from of its successor + the access-token lifetime).
CREATE TABLE signing_keys (
  kid          text PRIMARY KEY CHECK (kid ~ '^[0-9a-f]{16}$'),
  seed         bytea NOT NULL CHECK (octet_length(seed) = 32),
  created_at   timestamptz NOT NULL DEFAULT now(),
  active_from  timestamptz NOT NULL
);
CREATE INDEX signing_keys_active_idx ON signing_keys (active_from);
