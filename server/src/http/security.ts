import type { FastifyReply, FastifyRequest } from 'fastify';

/** Scripts only from our origin (no inline scripts); styles allow inline attributes that Radix positions with. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
].join('; ');

/** One year; browsers then reach the site only over https (sent only when PUBLIC_URL is https). */
export const HSTS = 'max-age=31536000';

/** A 429 that did not say when to try again gets this (the longest per-minute window of any limit). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export type SecurityOptions = {
  /** The public address: an https one turns on Strict-Transport-Security. */
  publicUrl: string;
  /** The API base paths: their answers are never stored by a browser or a proxy unless a handler says otherwise. */
  apiBases: string[];
};

/**
 * The headers every answer carries. API answers (sign-in included) get `Cache-Control: no-store` unless the handler
 * set its own (the notification poll's `private, no-cache` with its ETag, a download's `private, no-store`).
 */
export function makeSecurityHeaders(options: SecurityOptions) {
  const https = options.publicUrl.startsWith('https:');
  const isApi = (url: string) => {
    const path = url.split('?')[0];
    return options.apiBases.some((base) => path === base || path.startsWith(base + '/'));
  };
  return async function securityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    reply.header('content-security-policy', CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(self), geolocation=(self)');
    if (https) reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('cache-control') && isApi(request.url)) reply.header('cache-control', 'no-store');
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
    return payload;
  };
}
