import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { makeOwnershipCheck, makeRoleCheck } from './access.ts';
import type { Contract, Operation } from './contract.ts';
import { HttpError, notImplemented } from './errors.ts';
import { compileResponseValidator } from './validation.ts';

/** A handler answers the `data` of the success envelope; it may set the status code or send the reply itself. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

export type MountOptions = {
  db: Db;
  tokens: TokenConfig;
  handlers: Handlers;
  validateResponses: boolean;
  /** Extra route config per operation (e.g. a rate limit). */
  routeConfig?: (operation: Operation) => Record<string, unknown>;
};

/** Answers the framework itself may give to any operation with a body, whatever the contract lists. */
const FRAMEWORK_STATUSES = new Set(['413', '415']);

// Each answer's schema is compiled the first time an answer with that status is checked: a test server mounts every
// operation and calls a few, and compiling all of them took most of its start.
function responseChecker(operation: Operation) {
  const checkers = new Map<string, ReturnType<typeof compileResponseValidator>>();
  const checkerFor = (code: string) => {
    const schema = operation.responses[code];
    if (!schema) return undefined;
    let checker = checkers.get(code);
    if (!checker) checkers.set(code, (checker = compileResponseValidator(schema)));
    return checker;
  };
  return (statusCode: number, payload: unknown): string | null => {
    const checker = checkerFor(String(statusCode)) ?? checkerFor(`${String(statusCode)[0]}XX`) ?? checkerFor('default');
    if (!checker) {
      const declared = statusCode === 304 || FRAMEWORK_STATUSES.has(String(statusCode)) || String(statusCode) in operation.responses;
      return declared ? null : `status ${statusCode} is not declared`;
    }
    if (checker(payload)) return null;
    return JSON.stringify(checker.errors?.slice(0, 5));
  };
}

/** Registers every operation of a contract: validation and access from the contract, the handler by operationId. */
export function mountContract(app: FastifyInstance, contract: Contract, options: MountOptions): { built: string[]; pending: string[] } {
  const built: string[] = [];
  const pending: string[] = [];
  for (const operation of contract.operations) {
    const handler: Handler | undefined = options.handlers[operation.operationId];
    (handler !== undefined ? built : pending).push(operation.operationId);
    const check = options.validateResponses ? responseChecker(operation) : null;
    const schema: Record<string, unknown> = {};
    if (operation.params) schema.params = operation.params;
    if (operation.querystring) schema.querystring = operation.querystring;
    if (operation.headers) schema.headers = operation.headers;
    if (operation.body && !operation.multipart) {
      schema.body = operation.bodyRequired ? operation.body : { anyOf: [{ type: 'null' }, operation.body] };
    }
    app.route({
      method: operation.method as 'GET',
      url: operation.routePath,
      schema,
      config: { ...options.routeConfig?.(operation), operationId: operation.operationId },
      onRequest: makeRoleCheck(options.db, options.tokens, operation),
      preHandler: makeOwnershipCheck(options.db, operation),
      async handler(request, reply) {
        if (!handler) throw notImplemented(operation.operationId);
        const data = await handler(request, reply);
        if (reply.sent) return reply;
        return { status: true, data };
      },
      onSend: check
        ? async (request, reply, payload) => {
            const type = String(reply.getHeader('content-type') ?? '');
            if (!type.includes('application/json') || typeof payload !== 'string') return payload;
            const problem = check(reply.statusCode, JSON.parse(payload));
            if (problem) {
              request.log.error({ operationId: operation.operationId, problem }, 'response breaks the contract');
              reply.code(500);
              return JSON.stringify({ status: false, message: `response breaks the contract (${operation.operationId}): ${problem}` });
            }
            return payload;
          }
        : undefined,
    });
  }
  return { built, pending };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export { HttpError };
