// Files an earlier version kept on disk (FILES_DIR/ab/ab12…, one folder per two first hex digits) are moved into the
// file store at start, under the same keys, so the rows that name them keep working. Idempotent: a file already in
// the store is not written again, and a disk file is deleted only once the store holds it, so a start interrupted
// half-way simply carries on at the next start.
import { readdir, readFile, rmdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { STORAGE_KEY, type FileStore } from './files.ts';

const FOLDER = /^[a-f0-9]{2}$/;

export type MoveResult = { moved: number; alreadyStored: number };

export async function moveDiskFilesIntoStore(dir: string, store: FileStore, log: Pick<FastifyBaseLogger, 'info'>): Promise<MoveResult> {
  const result: MoveResult = { moved: 0, alreadyStored: 0 };
  const folders = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory() || !FOLDER.test(folder.name)) continue;
    const path = join(dir, folder.name);
    for (const name of await readdir(path)) {
      const file = join(path, name);
      if (name.endsWith('.part')) {
        // A write that never finished (the old adapter renamed a file into place only once it was whole).
        await unlink(file).catch(() => undefined);
        continue;
      }
      if (!STORAGE_KEY.test(name) || !name.startsWith(folder.name)) continue;
      if (await store.has(name)) result.alreadyStored++;
      else {
        await store.put(name, await readFile(file));
        result.moved++;
      }
      await unlink(file);
    }
    await rmdir(path).catch(() => undefined); // only when empty (something not ours stays)
  }
  if (result.moved + result.alreadyStored > 0) {
    log.info({ dir, store: store.kind, moved: result.moved, alreadyStored: result.alreadyStored },
      `moved ${result.moved} files from ${dir} into the ${store.kind} file store`);
  }
  return result;
}
