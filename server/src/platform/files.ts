// File storage behind a small interface: the local adapter keeps files on disk; another backend (an object store)
// can replace it without touching the services. Names are made by the server; no user input reaches a path.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export type FileStorage = {
  /** Stores the bytes under a new name the storage makes and answers that name (the storage key). */
  save(content: Uint8Array): Promise<string>;
  /** Opens a stored file for reading; rejects when the key is unknown. */
  read(key: string): Promise<Readable>;
  /** Deletes a stored file; a missing file is not an error. */
  remove(key: string): Promise<void>;
};

const KEY = /^[a-f0-9]{32}$/;

export class StorageKeyError extends Error {}

/** Files on disk under `root`, fanned out by the first two hex digits of their random name: root/ab/ab12…. */
export function makeDiskStorage(root: string): FileStorage {
  const pathOf = (key: string): string => {
    if (!KEY.test(key)) throw new StorageKeyError(`not a storage key: ${JSON.stringify(key)}`);
    return join(root, key.slice(0, 2), key);
  };
  return {
    async save(content) {
      const key = randomBytes(16).toString('hex');
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      // Written beside its final name, then renamed: a reader never sees half a file.
      const partial = `${path}.part`;
      await writeFile(partial, content, { flag: 'wx', mode: 0o600 });
      await rename(partial, path);
      return key;
    },
    async read(key) {
      const path = pathOf(key);
      const stream = createReadStream(path);
      // Surface "no such file" here rather than half-way through a reply.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
