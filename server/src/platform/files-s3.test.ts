// The S3-compatible file store: its Signature Version 4 against AWS's published example ("Example: GET Object" in
// the S3 API reference, "Signature Calculations for the Authorization Header: Transferring Payload in a Single
// Chunk"), then the adapter against a small S3 endpoint that checks each request's signature and keeps objects.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFound } from './files.ts';
import { makeS3FileStore, signV4, uriEncode } from './files-s3.ts';

describe('signV4', () => {
  it("matches AWS's published example (GET /test.txt from examplebucket, Range: bytes=0-9)", () => {
    const signed = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        'x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(signed.stringToSign.split('\n').at(-1)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('encodes like SigV4 wants: unreserved characters kept, everything else %XX in upper case', () => {
    expect(uriEncode('a b/c~d*é')).toBe('a%20b%2Fc~d%2A%C3%A9');
    expect(uriEncode('dir/file name.pdf', true)).toBe('dir/file%20name.pdf');
  });
});

describe('the S3 file store', () => {
  const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key-0123456789', region: 'eu-central-1' };
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  let server: Server;
  let endpoint: string;

  /** A request is served only when its signature is the one the secret gives (recomputed from what arrived). */
  function signedCorrectly(request: IncomingMessage, body: Buffer, url: URL): boolean {
    const authorization = String(request.headers.authorization ?? '');
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) headers[name] = String(request.headers[name] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256']);
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) return false;
    const stamp = String(request.headers['x-amz-date']);
    const date = new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`);
    const expected = signV4({ method: request.method!, url, headers, payloadHash, service: 's3', date, ...credentials });
    return expected.authorization === authorization && signedHeaders.includes('host') && signedHeaders.includes('x-amz-date');
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const url = new URL(request.url!, `http://${request.headers.host}`);
        if (!signedCorrectly(request, body, url)) {
          refused.push(`${request.method} ${url.pathname}`);
          response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        const key = decodeURIComponent(url.pathname);
        if (request.method === 'PUT') {
          objects.set(key, body);
          response.writeHead(200).end();
        } else if (request.method === 'GET' || request.method === 'HEAD') {
          const object = objects.get(key);
          if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end(request.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined);
          else response.writeHead(200, { 'content-length': String(object.length) }).end(request.method === 'GET' ? object : undefined);
        } else if (request.method === 'DELETE') {
          objects.delete(key);
          response.writeHead(204).end();
        } else response.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, reads whole and streamed, knows, and deletes objects in the bucket, path-style', async () => {
    const store = makeS3FileStore({ endpoint, bucket: 'unipath-files', ...credentials });
    const content = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    await store.put('0123456789abcdef0123456789abcdef', content);
    expect(objects.has('/unipath-files/0123456789abcdef0123456789abcdef')).toBe(true);
    expect(Buffer.from(await store.get('0123456789abcdef0123456789abcdef')).equals(content)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await store.stream('0123456789abcdef0123456789abcdef')) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    expect(await store.has('0123456789abcdef0123456789abcdef')).toBe(true);
    await store.delete('0123456789abcdef0123456789abcdef');
    expect(await store.has('0123456789abcdef0123456789abcdef')).toBe(false);
    await expect(store.get('0123456789abcdef0123456789abcdef')).rejects.toBeInstanceOf(FileNotFound);
    await expect(store.stream('0123456789abcdef0123456789abcdef')).rejects.toBeInstanceOf(FileNotFound);
    await store.delete('0123456789abcdef0123456789abcdef'); // deleting what is gone is not an error
    expect(refused).toEqual([]);
  });

  it('fails, naming the status and code, when the endpoint refuses the signature', async () => {
    const store = makeS3FileStore({ endpoint, bucket: 'unipath-files', ...credentials, secretAccessKey: 'a-different-secret' });
    await expect(store.put('fedcba9876543210fedcba9876543210', Buffer.from('x'))).rejects.toThrow(/S3 PUT .*: 403 SignatureDoesNotMatch/);
    expect(refused).toEqual(['PUT /unipath-files/fedcba9876543210fedcba9876543210']);
  });
});
