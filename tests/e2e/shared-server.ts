import { inject } from 'vitest';

/**
 * This worker's shared server (global-setup.ts starts one per worker): its address and the file its mail sink
 * writes. A file that needs other settings starts its own with startServer.
 */
export function sharedServer(): { baseURL: string; mailFile: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(Math.max(1, worker) - 1) % servers.length];
}
