// Handler types derived from the generated contract types: the server's handlers and the SPA share one source.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, LeadsOperations, PathOf, PortalOperations, QueryOf } from '../contract-types.ts';
import type { Handler, Handlers } from './routes.ts';

type Content<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type DataOf<E> = E extends { data: infer D } ? D : never;

/** The `data` of an operation's success answer (200 or 201). */
export type SuccessData<Op> = Op extends { responses: infer R }
  ? 200 extends keyof R
    ? DataOf<Content<R[200]>>
    : 201 extends keyof R
      ? DataOf<Content<R[201]>>
      : unknown
  : never;

export type TypedRequest<Op> = FastifyRequest<{
  Body: BodyOf<Op>;
  Params: PathOf<Op>;
  Querystring: QueryOf<Op>;
}>;

export type TypedHandler<Op> = (request: TypedRequest<Op>, reply: FastifyReply) => Promise<SuccessData<Op>>;

export type PortalHandlers = { [K in keyof PortalOperations]?: TypedHandler<PortalOperations[K]> };
export type LeadsHandlers = { [K in keyof LeadsOperations]?: TypedHandler<LeadsOperations[K]> };

/** Erases the per-operation types once each handler has been checked against its operation. */
export function asHandlers(typed: PortalHandlers | LeadsHandlers): Handlers {
  return typed as unknown as Record<string, Handler>;
}
