// The built SPA over HTTP: its files, the history-mode fallback to index.html, and how browsers may cache them.
// - Precompressed: the build writes `.br` and `.gz` beside each text file (scripts/vite-build-output.ts); a browser
//   that accepts brotli or gzip gets those bytes (`content-encoding`, `vary: accept-encoding`).
// - Hashed files under /assets/ never change: cached a year, immutable. Every HTML answer is `no-cache` (the browser
//   asks again and gets 304 while the build is the same), so after a deploy nobody keeps a page whose chunks are gone.
//   Other files (the favicon) an hour.
// - ETags come from the file's content, not its size and modification time, so two servers serving the same build
//   give the same ETag wherever and whenever the files were copied.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
const ENCODED = /\.(br|gz)$/;

/** The cache policy of a file of the build, by its path relative to the build folder (`assets/index-abc.js`). */
export function cacheControlFor(file: string): string {
  if (file.endsWith('.html')) return REVALIDATE;
  if (file.startsWith('assets/')) return IMMUTABLE;
  return SHORT;
}

/** Every served file of the build (URL path without the leading slash) → a weak ETag of its content. */
function contentTags(spaDir: string): Map<string, string> {
  const tags = new Map<string, string>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!ENCODED.test(entry.name)) {
        const hash = createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 27);
        tags.set(relative(spaDir, path).split(sep).join('/'), `W/"${hash}"`);
      }
    }
  };
  walk(spaDir);
  return tags;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || `W/${tag}` === etag;
  });
}

function notModified(reply: FastifyReply, file: string, etag: string): FastifyReply {
  return reply.code(304).header('etag', etag).header('cache-control', cacheControlFor(file)).header('vary', 'accept-encoding').send();
}

export type SpaOptions = { spaDir: string; apiPrefixes: readonly string[] };

/**
 * Serves the built SPA from `spaDir` when it holds an index.html, and answers every other unknown path: an API path
 * 404 in the envelope, a page path (GET/HEAD without a file extension) the app's index.html.
 */
export async function serveSpa(app: FastifyInstance, { spaDir, apiPrefixes }: SpaOptions): Promise<void> {
  const hasSpa = existsSync(join(spaDir, 'index.html'));
  const tags = hasSpa ? contentTags(spaDir) : new Map<string, string>();
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Caching headers are ours (below): send's ETag is made of size and mtime, which differ between copies.
      etag: false,
      lastModified: false,
      cacheControl: false,
      setHeaders(reply, path) {
        const file = relative(spaDir, path).split(sep).join('/').replace(ENCODED, '');
        reply.header('cache-control', cacheControlFor(file));
        const etag = tags.get(file);
        if (etag) reply.header('etag', etag);
      },
    });
    app.addHook('onRequest', async (request, reply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.headers['if-none-match']) return;
      const file = request.url.split('?')[0].slice(1); // built file names need no decoding
      const etag = tags.get(file);
      if (etag && matches(request, etag)) return notModified(reply, file, etag);
    });
  }
  const indexTag = tags.get('index.html');
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = apiPrefixes.some((base) => path === base || path.startsWith(base + '/'));
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path)) {
      // History-mode SPA: every page path answers the app, which routes it (unknown ones to /error-404).
      if (indexTag && matches(request, indexTag)) return notModified(reply, 'index.html', indexTag);
      return reply.sendFile('index.html');
    }
    throw notFound(`no such path: ${request.method} ${path}`);
  });
}
