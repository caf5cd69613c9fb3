// Cookies through @fastify/cookie (registered once in app.ts with COOKIE_PLUGIN_OPTIONS): it parses the Cookie header
// into request.cookies and writes Set-Cookie. A value that is not valid percent-encoding (`unipath_refresh=%E0%A4%A`)
// is no value at all: the refresh call answers 401 for it, never 500.
import type { FastifyCookieOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'unipath_refresh';

/** Percent-decodes a cookie value; '' (no value) when it is malformed, where the parser's default keeps it raw. */
export function decodeCookieValue(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

// The plugin hands parseOptions to the cookie parser (its README, "parseOptions"), whose `decode` option its types
// leave out of this object: hence the intersection.
const parseOptions: FastifyCookieOptions['parseOptions'] & { decode: (raw: string) => string } = { decode: decodeCookieValue };
export const COOKIE_PLUGIN_OPTIONS: FastifyCookieOptions = { parseOptions };

/** The cookie's value, or undefined when it is absent, empty or malformed. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies?.[name];
  return value ? value : undefined;
}

export type CookieOptions = { path: string; maxAgeSeconds: number; secure: boolean };

/** HttpOnly and SameSite=Strict: scripts cannot read it and other sites cannot send it. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.setCookie(name, value, {
    path: options.path,
    maxAge: options.maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
  });
}

export function clearCookie(reply: FastifyReply, name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): void {
  setCookie(reply, name, '', { ...options, maxAgeSeconds: 0 });
}
