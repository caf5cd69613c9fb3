import { CHUNK_LOAD_TIMEOUT_MS } from '@/shared/config';

/** Raised when a lazily loaded part of the app has not arrived in time (spec: 120 s). */
export class ChunkLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`A part of the app did not load within ${Math.round(timeoutMs / 1000)} s.`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Races a dynamic import against the chunk-load timeout; the timer never outlives the import. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** True for failures of loading code (a timeout, or a chunk the server no longer has after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  const message = error instanceof Error ? error.message : '';
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}
