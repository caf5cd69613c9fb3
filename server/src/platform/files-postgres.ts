// The PostgreSQL file store (the default): each file is a row of file_store_objects and its content in chunks of at
// most 1 MiB (file_store_chunks), written in one transaction. Works the same on the embedded database, PGlite and a
// real PostgreSQL; every server on the database reads the same files.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db, Queryable } from '../db/types.ts';
import { FileNotFound, type FileStore } from './files.ts';

/** Chunk size: a download holds at most this much of a file in memory at a time. */
export const CHUNK_BYTES = 1024 * 1024;

type ObjectRow = { size_bytes: number; chunk_count: number };
type ChunkRow = { data: Uint8Array };

async function findObject(db: Queryable, key: string): Promise<ObjectRow | undefined> {
  const { rows } = await db.query<ObjectRow>('SELECT size_bytes, chunk_count FROM file_store_objects WHERE key = $1', [key]);
  return rows[0];
}

async function readChunk(db: Queryable, key: string, seq: number): Promise<Uint8Array> {
  const { rows } = await db.query<ChunkRow>('SELECT data FROM file_store_chunks WHERE key = $1 AND seq = $2', [key, seq]);
  if (!rows[0]) throw new FileNotFound(key);
  return rows[0].data;
}

export function makePostgresFileStore(db: Db): FileStore {
  return {
    kind: 'postgres',
    guarantee: 'a file is committed to the database with its row, so it survives whatever the database survives (a power cut included)',

    async put(key, content) {
      const sha256 = createHash('sha256').update(content).digest('hex');
      const chunks = Math.ceil(content.length / CHUNK_BYTES);
      await db.transaction(async (tx) => {
        // Replacing a key removes its old chunks with it (ON DELETE CASCADE).
        await tx.query('DELETE FROM file_store_objects WHERE key = $1', [key]);
        await tx.query('INSERT INTO file_store_objects (key, size_bytes, chunk_count, sha256) VALUES ($1, $2, $3, $4)', [
          key, content.length, chunks, sha256,
        ]);
        for (let seq = 0; seq < chunks; seq++) {
          const part = content.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
          await tx.query('INSERT INTO file_store_chunks (key, seq, data) VALUES ($1, $2, $3)', [key, seq, Buffer.from(part.buffer, part.byteOffset, part.byteLength)]);
        }
      });
    },

    async get(key) {
      const object = await findObject(db, key);
      if (!object) throw new FileNotFound(key);
      const { rows } = await db.query<ChunkRow>('SELECT data FROM file_store_chunks WHERE key = $1 ORDER BY seq', [key]);
      if (rows.length !== object.chunk_count) throw new FileNotFound(key);
      return Buffer.concat(rows.map((row) => row.data));
    },

    async stream(key) {
      const object = await findObject(db, key);
      if (!object) throw new FileNotFound(key);
      const count = object.chunk_count;
      // The first chunk is read before answering, so an unknown or broken file fails here, not half-way through a reply.
      const first = count > 0 ? await readChunk(db, key, 0) : new Uint8Array(0);
      async function* chunks(): AsyncGenerator<Uint8Array> {
        if (count > 0) yield first;
        for (let seq = 1; seq < count; seq++) yield await readChunk(db, key, seq);
      }
      return Readable.from(chunks(), { objectMode: false });
    },

    async delete(key) {
      await db.query('DELETE FROM file_store_objects WHERE key = $1', [key]);
    },

    async has(key) {
      return (await findObject(db, key)) !== undefined;
    },
  };
}
