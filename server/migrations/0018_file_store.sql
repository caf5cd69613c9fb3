-- The file store every server reads (platform/files-postgres.ts): uploaded documents and chat attachments kept in
-- the database, so a file uploaded through one server downloads through any other, and a file whose row survives a
-- power cut has its bytes too (they commit in the same database). Content is split into chunks of at most 1 MiB so
-- that a download streams chunk by chunk instead of holding a whole file in one value.
CREATE TABLE file_store_objects (
  key          text PRIMARY KEY CHECK (key ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'),
  size_bytes   bigint NOT NULL CHECK (size_bytes >= 0),
  chunk_count  integer NOT NULL CHECK (chunk_count >= 0),
  sha256       text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE file_store_chunks (
  key   text NOT NULL REFERENCES file_store_objects (key) ON DELETE CASCADE,
  seq   integer NOT NULL CHECK (seq >= 0),
  data  bytea NOT NULL,
  PRIMARY KEY (key, seq)
);
