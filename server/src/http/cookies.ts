import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'unipath_refresh';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

export type CookieOptions = { path: string; maxAgeSeconds: number; secure: boolean };

/** HttpOnly and SameSite=Strict: scripts cannot read it and other sites cannot send it. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function clearCookie(reply: FastifyReply, name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): void {
  setCookie(reply, name, '', { ...options, maxAgeSeconds: 0 });
}
