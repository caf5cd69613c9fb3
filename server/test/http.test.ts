import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let spaDir: string;
beforeAll(async () => {
  spaDir = mkdtempSync(join(tmpdir(), 'unipath-spa-'));
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Unipath</title><div id="root"></div>');
  writeFileSync(join(spaDir, 'assets', 'app.js'), 'console.log("app")');
  server = await startTestServer({ spaDir, portalBase: '/portal-api', leadsBase: '/leads' });
});
afterAll(async () => {
  await server?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

describe('the SPA and the two APIs on one server', () => {
  it('answers the app for every page path (history mode)', async () => {
    for (const path of ['/', '/home', '/student_details/12', '/tasks/tag/high', '/no-such-page']) {
      const response = await server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves built files and a 404 for a missing one', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect((await server.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('mounts the APIs under their configured base paths and answers 404 JSON for unknown API paths', async () => {
    const countries = await server.app.inject({ method: 'POST', url: '/portal-api/login', payload: {} });
    expect(countries.statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/api/login', payload: {} })).statusCode).toBe(404);
    const leads = await server.app.inject({ method: 'GET', url: '/leads/my-lead/all' });
    expect(leads.statusCode).toBe(401);
    const unknown = await server.app.inject({ method: 'GET', url: '/portal-api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(false);
  });

  it('keeps the spec’s trailing-slash paths reachable with and without the slash', async () => {
    for (const url of ['/portal-api/common/commission-rates/', '/portal-api/common/commission-rates']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
