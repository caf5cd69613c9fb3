// The file store: uploaded documents and chat attachments, kept where every server reads them. Two adapters behind
// one interface — PostgreSQL (the default: the same database, so nothing more to run, back up or keep in step) and
// an S3-compatible object store (FILES_STORE=s3). Keys are made by the server; no user input reaches a key.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { makePostgresFileStore } from './files-postgres.ts';
import { makeS3FileStore } from './files-s3.ts';

/** A store of files by key: what every adapter answers. */
export type FileStore = {
  readonly kind: 'postgres' | 's3';
  /** What a stored file survives, in one sentence (logged at start, said in the README). */
  readonly guarantee: string;
  /** Writes `content` under `key`, replacing a file of that key; resolves once the adapter's guarantee holds. */
  put(key: string, content: Uint8Array): Promise<void>;
  /** The whole content; rejects with FileNotFound for an unknown key. */
  get(key: string): Promise<Uint8Array>;
  /** The content as a stream; rejects with FileNotFound before the first byte for an unknown key. */
  stream(key: string): Promise<Readable>;
  /** Deletes the file; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  has(key: string): Promise<boolean>;
};

/**
 * What the modules use (deps.files): the store, plus `save` (a new key made here), `read` and `remove` by a key the
 * server made (anything else is refused before it reaches the store). Call it outside your own transaction: the
 * PostgreSQL store writes in a transaction of its own, which on PGlite would wait for yours. Save the bytes first,
 * then write the row that names the key (and remove the bytes if that fails), as studentfiles does.
 */
export type FileStorage = FileStore & {
  /** Stores the bytes under a new key made here and answers that key. */
  save(content: Uint8Array): Promise<string>;
  /** Opens a stored file for reading; rejects when the key is unknown. */
  read(key: string): Promise<Readable>;
  /** Deletes a stored file; a missing file is not an error. */
  remove(key: string): Promise<void>;
};

export class FileNotFound extends Error {
  constructor(key: string) {
    super(`no stored file ${JSON.stringify(key)}`);
    this.name = 'FileNotFound';
  }
}

export class StorageKeyError extends Error {}

/** The keys `save` makes: 128 random bits in hex. */
export const STORAGE_KEY = /^[a-f0-9]{32}$/;

const checked = (key: string): string => {
  if (!STORAGE_KEY.test(key)) throw new StorageKeyError(`not a storage key: ${JSON.stringify(key)}`);
  return key;
};

/** The module-facing storage over any store. */
export function fileStorage(store: FileStore): FileStorage {
  return {
    kind: store.kind,
    guarantee: store.guarantee,
    put: (key, content) => store.put(key, content),
    get: (key) => store.get(key),
    stream: (key) => store.stream(key),
    delete: (key) => store.delete(key),
    has: (key) => store.has(key),
    async save(content) {
      const key = randomBytes(16).toString('hex');
      await store.put(key, content);
      return key;
    },
    async read(key) {
      return store.stream(checked(key));
    },
    async remove(key) {
      await store.delete(checked(key));
    },
  };
}

/** The store the configuration names: PostgreSQL in `db` (the default) or the S3-compatible bucket. */
export function makeFileStorage(db: Db, config: Pick<Config, 'filesStore' | 's3'>): FileStorage {
  if (config.filesStore === 's3') {
    if (!config.s3) throw new Error('FILES_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    return fileStorage(makeS3FileStore(config.s3));
  }
  return fileStorage(makePostgresFileStore(db));
}
