import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, isChunkLoadError, withChunkTimeout } from './with-timeout';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('resolves with the module when it arrives in time', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ page: 1 }), 1000)).resolves.toEqual({ page: 1 });
  });

  it('fails with a ChunkLoadTimeoutError after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => {}));
    const settled = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    let done = false;
    void pending.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('passes a loading error through', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(() => Promise.reject(failure), 1000)).rejects.toBe(failure);
    expect(isChunkLoadError(failure)).toBe(true);
    expect(isChunkLoadError(new ChunkLoadTimeoutError(5))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
