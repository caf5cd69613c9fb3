// The one place this module touches the file store (deps.files): the bytes of an upload in, a download's bytes out,
// and a demo file seeded before the store was known moved into it on its first download. Another store (shared by
// every server) replaces deps.files, or this file, and nothing else.
import type { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { NotFound } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { attachSeededFile, findFile, seededContent, type FileRow } from './documents.repository.ts';

export function makeFileContent({ db, files, log }: Pick<Deps, 'db' | 'files' | 'log'>) {
  const unavailable = (mapId: number) => new NotFound(`the content of file ${mapId} is not available`);

  /** Moves a seeded file's bytes into the store (once; a concurrent first download keeps the winner's copy). */
  async function storeSeeded(row: FileRow): Promise<string> {
    const bytes = await seededContent(db, row.map_id);
    if (!bytes) throw unavailable(row.map_id);
    if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
      log.error({ mapId: row.map_id }, 'seeded file content does not match its sha256');
      throw unavailable(row.map_id);
    }
    const key = await files.save(bytes);
    const attached = await db.transaction((tx) => attachSeededFile(tx, row.map_id, key));
    if (attached) return key;
    await files.remove(key);
    const again = await findFile(db, row.map_id);
    if (!again?.storage_key) throw unavailable(row.map_id);
    return again.storage_key;
  }

  return {
    /** Stores the bytes of a new file; answers the key its row keeps. */
    keep: (bytes: Uint8Array): Promise<string> => files.save(bytes),

    /** Removes bytes whose row was never written; a failure is logged, not thrown (the caller's error matters more). */
    async discard(key: string): Promise<void> {
      await files.remove(key).catch((error) => log.error({ err: error, key }, 'could not remove an orphaned upload'));
    },

    /** The content of a live file (404 when its bytes are missing). */
    async open(row: FileRow): Promise<Readable> {
      const key = row.storage_key ?? (await storeSeeded(row));
      try {
        return await files.read(key);
      } catch (error) {
        log.error({ err: error, mapId: row.map_id, key }, 'a stored file is missing');
        throw unavailable(row.map_id);
      }
    },
  };
}

export type FileContent = ReturnType<typeof makeFileContent>;
