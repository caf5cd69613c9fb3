// The built SPA on the wire: precompressed bytes when the browser accepts them, a year for hashed assets, no-cache
// for every HTML answer, content ETags equal on two servers whose copies of the build differ in modification time,
// and no source maps served.
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveSourceMaps, precompress } from '../../scripts/vite-build-output.ts';
import { startTestServer, type TestServer } from './harness.ts';

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const page = `<!doctype html><html lang="en"><title>Unipath</title>${'<!-- padding -->'.repeat(80)}<div id="root"></div></html>`;

let buildA: string;
let buildB: string;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  buildA = mkdtempSync(join(tmpdir(), 'unipath-build-a-'));
  mkdirSync(join(buildA, 'assets'));
  writeFileSync(join(buildA, 'index.html'), page);
  writeFileSync(join(buildA, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(buildA, 'assets', 'index-Ab12Cd.js'), script);
  writeFileSync(join(buildA, 'assets', 'index-Ab12Cd.js.map'), '{"version":3}');
  moveSourceMaps(buildA, `${buildA}-sourcemaps`);
  precompress(buildA);
  // The same build copied to a second server, its files touched at another time.
  buildB = mkdtempSync(join(tmpdir(), 'unipath-build-b-'));
  cpSync(buildA, buildB, { recursive: true });
  const later = new Date(Date.now() + 86_400_000);
  for (const file of ['index.html', 'assets/index-Ab12Cd.js']) utimesSync(join(buildB, file), later, later);
  a = await startTestServer({ spaDir: buildA });
  b = await startTestServer({ spaDir: buildB });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const folder of [buildA, buildB, `${buildA}-sourcemaps`]) rmSync(folder, { recursive: true, force: true });
});

const get = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('the built SPA on the wire', () => {
  it('sends brotli or gzip when the browser asks, the plain file otherwise, and says it varies', async () => {
    const br = await get(a, '/assets/index-Ab12Cd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);

    const gz = await get(a, '/assets/index-Ab12Cd.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(a, '/assets/index-Ab12Cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets a year, immutable, and the app page not at all, on every page path', async () => {
    const asset = await get(a, '/assets/index-Ab12Cd.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/home', '/student_details/12', '/index.html']) {
      const html = await get(a, path, { 'accept-encoding': 'br, gzip' });
      expect(html.statusCode, path).toBe(200);
      expect(html.headers['cache-control'], path).toBe('no-cache');
      expect(html.headers['content-type'], path).toContain('text/html');
    }
    expect((await get(a, '/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('gives the same ETag on two servers whose copies differ in modification time, and 304 when it matches', async () => {
    for (const path of ['/', '/assets/index-Ab12Cd.js']) {
      const fromA = await get(a, path);
      const fromB = await get(b, path);
      expect(fromA.headers.etag, path).toMatch(/^W\/".+"$/);
      expect(fromB.headers.etag, path).toBe(fromA.headers.etag);
      const again = await get(b, path, { 'if-none-match': String(fromA.headers.etag) });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
    }
    const other = await get(a, '/home', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('does not serve source maps', async () => {
    expect((await get(a, '/assets/index-Ab12Cd.js.map')).statusCode).toBe(404);
  });
});
