import type { FastifyRequest } from 'fastify';
import type { Caller } from '../domain/caller.ts';

/** The signed-in caller of an operation that is not public (the role check has loaded it before any handler runs). */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('a signed-in operation ran without a caller');
  return request.caller;
}
