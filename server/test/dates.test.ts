// Dates at the edge: the years a date or date-time may carry are 0001–9998. Year 0000 (which RFC 3339 admits and
// PostgreSQL refuses) and a range ending on 9999-12-31 (whose next day the database cannot take) were 500s that the
// fuzz run found; each is now a 400 naming the field, and the dates around them still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signIn(server, 'agent'));
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('dates at the edge', () => {
  it.each([
    ['/api/common/app-status-count-by-university?from=0000-01-01&to=1970-01-01', 'querystring/from'],
    ['/api/common/app-status-count-by-university?from=2026-01-01&to=9999-12-31', 'querystring/to'],
    ['/api/common/time-spent-on-page/12?to=9999-12-31', 'querystring/to'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('answers the dates next to the bounds', async () => {
    expect((await get('/api/common/app-status-count-by-university?from=0001-01-01&to=9998-12-31')).statusCode).toBe(200);
  });
});
