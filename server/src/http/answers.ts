// What thin handlers share in answering: the status of a call that creates, a download sent outside the envelope, and
// the handlers that only pass the caller (and the query string or the body), or one path parameter, to a service.
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { BodyOf, PathOf, QueryOf } from '../contract-types.ts';
import type { Caller } from '../domain/caller.ts';
import { requireCaller } from './caller.ts';
import type { SuccessData, TypedHandler } from './typed.ts';
import { finished } from './upload.ts';

/** Answers 201 Created with `data` (the envelope wraps it). */
export function created<T>(reply: FastifyReply, data: T): T {
  reply.code(201);
  return data;
}

/** Answers 201 when the call made a new record, 200 when it changed or replayed one that was there. */
export function createdIf<T>(reply: FastifyReply, isNew: boolean, data: T): T {
  reply.code(isNew ? 201 : 200);
  return data;
}

export type Download = {
  contentType: string;
  /** The Content-Disposition, e.g. `attachment; filename="leads-2026-01-31.csv"`. */
  disposition: string;
  /** The length in bytes, when known before the body is read (a stored file). */
  bytes?: number;
  body: string | Buffer | Readable;
};

/**
 * Sends a download instead of the envelope: private, never stored, never sniffed as another type. The router answers
 * the envelope unless the reply is sent, and a streamed reply is sent only once written out (after the onSend hooks):
 * so this waits for that, then marks the reply handled so nothing is sent after it. The handler returns what this
 * returns.
 */
export async function sendDownload(reply: FastifyReply, download: Download): Promise<never> {
  reply
    .header('content-type', download.contentType)
    .header('content-disposition', download.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (download.bytes !== undefined) reply.header('content-length', String(download.bytes));
  reply.send(download.body);
  await finished(reply);
  reply.hijack();
  return undefined as never;
}

/** A handler that answers what `run` returns for the signed-in caller and the operation's query string. */
export function byCallerAndQuery<Op>(run: (caller: Caller, query: QueryOf<Op>) => Promise<SuccessData<Op>>): TypedHandler<Op> {
  // Fastify widens the declared query type of a generic request; it is the operation's, as validated.
  return async (request) => run(requireCaller(request), request.query as QueryOf<Op>);
}

/** A handler that answers what `run` returns for the signed-in caller alone. */
export function byCaller<Op>(run: (caller: Caller) => Promise<SuccessData<Op>>): TypedHandler<Op> {
  return async (request) => run(requireCaller(request));
}

/** A handler that answers what `run` returns for the signed-in caller and the operation's JSON body. */
export function byCallerAndBody<Op>(run: (caller: Caller, body: BodyOf<Op>) => Promise<SuccessData<Op>>): TypedHandler<Op> {
  return async (request) => run(requireCaller(request), request.body as BodyOf<Op>);
}

/** A handler that answers what `run` returns for one path parameter of the operation (a read by id). */
export function byPathParam<Op, K extends keyof PathOf<Op>>(name: K, run: (value: PathOf<Op>[K]) => Promise<SuccessData<Op>>): TypedHandler<Op> {
  return async (request) => run((request.params as PathOf<Op>)[name]);
}
