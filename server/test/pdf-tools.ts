// What the PDF tests share: a PDF read back by its text (pdftotext) and rendered to images (pdftoppm), as an
// accountant would open it, in a scratch folder of the test file; and a real PNG signature uploaded for a user.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { bearer, type TestServer } from './harness.ts';

const run = promisify(execFile);

export type PdfTools = {
  /** The text of a PDF as pdftotext lays it out (`raw`: in the order it was drawn, which keeps rotated words whole). */
  textOf(bytes: Buffer, name: string, mode?: '-layout' | '-raw'): Promise<string>;
  /** One page (1 unless told) rendered by pdftoppm: the PNG's size, and the share of dark pixels (from a grey-scale PGM). */
  rendered(bytes: Buffer, name: string, page?: number): Promise<{ width: number; height: number; ink: number }>;
  /** The number of pages, by pdfinfo. */
  pages(bytes: Buffer, name: string): Promise<number>;
  close(): Promise<void>;
};

export async function pdfTools(prefix: string): Promise<PdfTools> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  const save = async (bytes: Buffer, name: string) => {
    const file = join(dir, `${name}.pdf`);
    await writeFile(file, bytes);
    return file;
  };
  return {
    async textOf(bytes, name, mode = '-layout') {
      return (await run('pdftotext', [mode, await save(bytes, name), '-'])).stdout;
    },
    async rendered(bytes, name, page = 1) {
      const file = await save(bytes, name);
      const at = String(page);
      await run('pdftoppm', ['-png', '-r', '72', '-f', at, '-l', at, '-singlefile', file, join(dir, name)]);
      const png = await readFile(join(dir, `${name}.png`));
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      await run('pdftoppm', ['-gray', '-r', '36', '-f', at, '-l', at, '-singlefile', file, join(dir, `${name}-grey`)]);
      const pgm = await readFile(join(dir, `${name}-grey.pgm`));
      // P5 <width> <height> <max>\n then one byte a pixel.
      const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
      const pixels = pgm.subarray(header[0].length);
      const dark = pixels.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
      return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), ink: dark / pixels.length };
    },
    async pages(bytes, name) {
      const info = (await run('pdfinfo', [await save(bytes, name)])).stdout;
      return Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A4 is 595.28 × 841.89 pt: at 72 dpi, 595 or 596 by 842 pixels. */
export function expectA4(page: { width: number; height: number; ink: number }): void {
  expect(page.width).toBeGreaterThanOrEqual(595);
  expect(page.width).toBeLessThanOrEqual(596);
  expect(page.height).toBe(842);
  expect(page.ink).toBeGreaterThan(0.005);
}

/** A real PNG (a black bar on white) that PDF readers draw: the signature. */
export function signaturePng(width = 120, height = 40): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit grey, no interlace
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0; // filter: none
    if (y > 15 && y < 25) rows.fill(0, y * (width + 1) + 11, y * (width + 1) + width - 9);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** Uploads `png` as the signature of the user of `token` (uploadSignature, multipart). */
export async function uploadSignature(server: TestServer, token: string, png: Buffer): Promise<void> {
  const boundary = 'pdf-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sig.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST', url: `${server.portal}/common/banks/upload_signature`, payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A GET of a download as `token` (none: anonymous): status, headers, the bytes, and the body as JSON for an error. */
export async function download(server: TestServer, token: string | null, url: string) {
  const response = await server.app.inject({ method: 'GET', url: `${server.portal}${url}`, headers: token ? bearer(token) : {} });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, json: () => response.json() };
}
