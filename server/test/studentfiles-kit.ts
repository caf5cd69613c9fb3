// What the student-files tests share: one server per test file with the demo data and its own files folder, the demo
// users signed in, readers of the API and the database, multipart bodies and tiny files. The bindings below are filled
// in by setUpStudentFilesServer's beforeAll.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

export let server: TestServer;
let filesDir: string;
export const tokens: Record<string, string> = {};
export const ids: Record<string, number> = {};
const WHO = ['student', 'counselor', 's-zara', 'sc', 'manager', 'agent', 's-ishaan'] as const;
export type Who = (typeof WHO)[number];

/** Starts this test file's server on a fresh files folder, signs the demo users in, and closes both after the file. */
export function setUpStudentFilesServer(): void {
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'unipath-files-test-'));
    server = await startTestServer({ filesDir });
    for (const who of WHO) {
      const session = await signIn(server, who);
      tokens[who] = session.token;
      ids[who] = session.userId;
    }
    const { rows } = await server.db.query<{ user_id: number }>(`SELECT user_id FROM users WHERE email = 'ananya.reddy@demo.unipath.test'`);
    ids['s-ananya'] = rows[0].user_id;
  });
  afterAll(async () => {
    await server?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });
}

export const get = (who: Who, url: string) => server.app.inject({ method: 'GET', url: `${server.portal}${url}`, headers: bearer(tokens[who]) });
export const post = (who: Who, url: string, payload?: unknown) =>
  server.app.inject({ method: 'POST', url: `${server.portal}${url}`, headers: bearer(tokens[who]), payload: payload as object });

export async function countryId(name: string): Promise<number> {
  const { rows } = await server.db.query<{ country_id: number }>('SELECT country_id FROM countries WHERE name = $1', [name]);
  return rows[0].country_id;
}
export async function typeId(list: string, name: string): Promise<number> {
  const { rows } = await server.db.query<{ document_type_id: number }>(
    'SELECT document_type_id FROM document_types WHERE list = $1 AND name = $2', [list, name]);
  return rows[0].document_type_id;
}

/** A multipart/form-data body with one file part (and optional extra text fields). */
export function multipart(filename: string, bytes: Buffer, contentType = 'application/pdf', field = 'file', extra: Record<string, string> = {}) {
  const boundary = `----unipath-test-${bytes.length}-${filename.length}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(extra)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`));
  chunks.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(who: Who, query: Record<string, string | number>, body: ReturnType<typeof multipart>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return server.app.inject({
    method: 'POST',
    url: `${server.portal}/common/upload-file?${qs}`,
    headers: { ...bearer(tokens[who]), ...body.headers },
    payload: body.payload,
  });
}

/** A minimal DOCX: a ZIP (stored, no compression) with [Content_Types].xml and word/document.xml. */
export function tinyDocx(): Buffer {
  const entries = [
    ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'],
  ] as const;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

/** The keys of every file in the file store (the database's, which every server reads). */
export async function storedFiles(): Promise<string[]> {
  const { rows } = await server.db.query<{ key: string }>('SELECT key FROM file_store_objects ORDER BY key');
  return rows.map((row) => row.key);
}

export const expectRefused = (response: { statusCode: number; body: string; json: () => { status: boolean } }) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json().status).toBe(false);
};
