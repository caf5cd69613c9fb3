// Bytes on the wire (not a test: it prints figures). Builds the SPA into a temporary folder as `npx vite build` does
// (precompressed .br/.gz beside each file), serves it with the server's own static handler (server/src/http/spa.ts,
// on 127.0.0.1), and asks for what a browser fetches to show a route — its HTML, the entry's scripts and styles, the
// route's page chunks with their imports — once without compression and once as a browser would (br, then gzip).
// Counts the bytes each answer carries over the socket (headers left out), and prints the cache headers seen.
//
//   node --import tsx scripts/wire-bytes.ts                 the login page and a few signed-in routes
//   node --import tsx scripts/wire-bytes.ts / /universitysearch
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { build, type Manifest } from 'vite';
import { layoutManifestKey } from './vite-layout-chunk.ts';
import { ROUTE_TABLE } from '../src/app/router/route-table.ts';
import { serveSpa } from '../server/src/http/spa.ts';

const root = resolve(import.meta.dirname, '..');
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const wanted = routes.length > 0 ? routes : ['/', '/universitysearch', '/home', '/student_list', '/my_leads'];

/** The body bytes of one GET as they arrive (not decoded), with the answer's encoding and cache headers. */
function fetchRaw(port: number, path: string, encoding: string) {
  return new Promise<{ bytes: number; status: number; encoding: string; cache: string }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        done({ bytes, status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? 'identity'), cache: String(res.headers['cache-control'] ?? '') }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

/** A manifest key's file, its static imports and the styles of each, as URL paths. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

const outDir = mkdtempSync(join(tmpdir(), 'unipath-wire-'));
const app = Fastify();
try {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  await serveSpa(app, { spaDir: outDir, apiPrefixes: ['/api', '/lead-api'] });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('\nBytes on the wire per route (HTML + entry + layout + page chunks and their styles; body bytes only)\n');
  console.log(`${'route'.padEnd(20)} ${'files'.padStart(5)}  ${'uncompressed'.padStart(12)}  ${'as a browser (br)'.padStart(17)}  ${'gzip only'.padStart(10)}`);
  const seen = new Map<string, string>();
  for (const path of wanted) {
    const route = ROUTE_TABLE.find((r) => r.path === path);
    if (!route) throw new Error(`not a route of the route table: ${path}`);
    const files = closure(manifest, entryKey);
    if (route.layout === 'app') closure(manifest, layoutManifestKey(manifest), files);
    closure(manifest, `src/pages/${route.module.slice}/index.ts`, files);
    const urls = [path, ...files];
    const sum = async (encoding: string) => {
      let total = 0;
      for (const url of urls) {
        const answer = await fetchRaw(port, url, encoding);
        if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
        total += answer.bytes;
        // Files under 1 KB are not worth compressing (the build leaves them as they are): show a compressed one per kind.
        const kind = url === path ? 'HTML' : url.endsWith('.css') ? 'a hashed style' : 'a hashed script';
        if (encoding.startsWith('br') && (!seen.has(kind) || answer.encoding !== 'identity')) seen.set(kind, `${answer.encoding}; cache-control: ${answer.cache}`);
      }
      return total;
    };
    const [plain, br, gzip] = [await sum(''), await sum('br, gzip, deflate'), await sum('gzip')];
    console.log(`${path.padEnd(20)} ${String(urls.length).padStart(5)}  ${kb(plain).padStart(12)}  ${kb(br).padStart(17)}  ${kb(gzip).padStart(10)}`);
  }
  console.log('\nWhat the answers said (accept-encoding: br, gzip, deflate):');
  for (const [what, headers] of seen) console.log(`  ${what.padEnd(16)} content-encoding: ${headers}`);
} finally {
  await app.close();
  for (const dir of [outDir, `${outDir}-sourcemaps`]) rmSync(dir, { recursive: true, force: true });
}
