// The S3-compatible file store (FILES_STORE=s3): objects in one bucket, addressed path-style
// (`<S3_ENDPOINT>/<S3_BUCKET>/<key>`, which AWS S3, MinIO, Ceph, Cloudflare R2 and others answer), each request
// signed with AWS Signature Version 4 (written here over fetch; sigv4.test checks it against AWS's published example).
import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { FileNotFound, type FileStore } from './files.ts';

export type S3Config = {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://minio.internal:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type Fetch = typeof fetch;

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Uint8Array, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 percent-encoding as SigV4 wants it: every byte but A-Z a-z 0-9 - . _ ~ (and '/' in a path when asked). */
export function uriEncode(value: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) out += char;
    else out += '%' + byte.toString(16).toUpperCase().padStart(2, '0');
  }
  return out;
}

export type SignInput = {
  method: string;
  /** The request's URL; its path must already be encoded as sent (S3 signs the path as sent, without encoding it again). */
  url: URL;
  /** Headers to sign (names in any case); `host` is taken from the URL when absent. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The time of the request (its x-amz-date). */
  date: Date;
};

/** `20130524T000000Z` */
export const amzDate = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * AWS Signature Version 4 (the Authorization header): the canonical request, the string to sign over its hash and
 * the credential scope, and the signature with the key derived from the secret, the date, the region and the service.
 */
export function signV4(input: SignInput): { authorization: string; canonicalRequest: string; stringToSign: string; signature: string } {
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(input.headers)) headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  if (!headers.has('host')) headers.set('host', input.url.host);
  const names = [...headers.keys()].sort();
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.url.pathname || '/',
    query,
    names.map((name) => `${name}:${headers.get(name)}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
    canonicalRequest,
    stringToSign,
    signature,
  };
}

export class S3Error extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'S3Error';
  }
}

export function makeS3FileStore(config: S3Config, fetcher: Fetch = fetch, now: () => Date = () => new Date()): FileStore {
  const base = config.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => new URL(`${base}/${uriEncode(config.bucket)}/${uriEncode(key, true)}`);

  async function send(method: 'GET' | 'PUT' | 'DELETE' | 'HEAD', key: string, body?: Uint8Array): Promise<Response> {
    const url = urlOf(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const date = now();
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(date) };
    if (body) headers['content-type'] = 'application/octet-stream';
    const { authorization } = signV4({
      method, url, headers, payloadHash, region: config.region, service: 's3',
      accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, date,
    });
    return fetcher(url, { method, headers: { ...headers, authorization }, body: body as BodyInit | undefined });
  }

  async function fail(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    throw new S3Error(response.status, `S3 ${what}: ${response.status}${code ? ` ${code}` : ''}`);
  }

  /** The object's answer, ready to read; FileNotFound when there is no such object. */
  async function download(key: string): Promise<Response> {
    const response = await send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      throw new FileNotFound(key);
    }
    if (!response.ok) await fail(response, `GET ${key}`);
    return response;
  }

  return {
    kind: 's3',
    guarantee: 'a file is stored once the object store has answered the upload (S3 answers after storing it redundantly)',

    async put(key, content) {
      const response = await send('PUT', key, content);
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.body?.cancel();
    },

    async get(key) {
      const response = await download(key);
      return new Uint8Array(await response.arrayBuffer());
    },

    async stream(key) {
      const response = await download(key);
      if (!response.body) return Readable.from([], { objectMode: false });
      return Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>);
    },

    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the object existed.
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },

    async has(key) {
      const response = await send('HEAD', key);
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) throw new S3Error(response.status, `S3 HEAD ${key}: ${response.status}`);
      return true;
    },
  };
}
