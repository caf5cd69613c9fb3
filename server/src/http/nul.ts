// PostgreSQL text cannot hold U+0000: a NUL anywhere in what a caller sends reached the database as a 500 (issue 9
// row 5: `/api/home/search/list?q=%00`, task titles, chat). Refused at the edge instead, before the contract's own
// validation, with a 400 that names the field the way validation does (`querystring/q`, `body/items/0/title`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const NUL = '\u0000';
const MESSAGE = 'must not contain a NUL character';

/** The path (`a/0/b`) of the first string or key holding a NUL within `value`, '' for `value` itself, or null. */
export function findNul(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? '' : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = findNul(value[i], depth + 1);
      if (inner !== null) return inner ? `${i}/${inner}` : String(i);
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return key.replaceAll(NUL, '\\0');
    const inner = findNul(item, depth + 1);
    if (inner !== null) return inner ? `${key}/${inner}` : key;
  }
  return null;
}

/** The request's parts by the names Fastify's validation gives them. */
const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['headers', (request: FastifyRequest) => request.headers],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/** A preValidation hook: 400 naming the first field (path, query, header or anywhere in the body) that holds a NUL. */
export async function rejectNul(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  for (const [part, read] of PARTS) {
    const path = findNul(read(request));
    if (path === null) continue;
    const field = path ? `${part}/${path}` : part;
    throw new HttpError(400, `invalid request: ${field} ${MESSAGE}`, [{ field, message: MESSAGE }]);
  }
}
