import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, TooMany, type DomainErrorKind, type FieldError } from '../domain/errors.ts';

export type { FieldError };

/**
 * A failure of the request plumbing itself, with its HTTP status: an operation not built yet (501), a path that does
 * not exist (404), a body that is not JSON (400). Services and repositories throw the domain's errors instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const notImplemented = (operationId: string) => new HttpError(501, `not implemented yet: ${operationId}`);
export const notFound = (message = 'not found') => new HttpError(404, message);

/** The status of each domain error. */
export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many: 429,
};

type AjvError = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

/** Fastify's validation errors → one field error each, named like `body/email` or `querystring/page`. */
export function fieldErrors(context: string, validation: AjvError[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of validation) {
    let path = error.instancePath.replace(/^\//, '');
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      path = [path, String(error.params.missingProperty)].filter(Boolean).join('/');
      message = 'is required';
    } else if (error.keyword === 'additionalProperties') {
      path = [path, String(error.params.additionalProperty)].filter(Boolean).join('/');
      message = 'is not allowed';
    } else if (error.keyword === 'enum') {
      message = `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
    }
    // oneOf/anyOf/if add a summary line after the real causes; keep the causes.
    if (['oneOf', 'anyOf', 'if'].includes(error.keyword) && out.length > 0) continue;
    const field = path ? `${context}/${path}` : context;
    const key = `${field}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, message });
  }
  return out;
}

/**
 * A foreign key the database refused because of what the caller sent: an id in the request that names no record
 * (`Key (preferred_course_level_id)=(2147483647) is not present in table "course_levels"`) is a 422 naming that field;
 * a record still referenced elsewhere is a 409. Anything else is not the caller's doing.
 */
export function databaseRefusal(
  error: { code?: unknown; detail?: unknown },
  request: FastifyRequest,
): { status: number; message: string; errors: FieldError[] } | null {
  if (error.code !== '23503' || typeof error.detail !== 'string') return null;
  const columns = /^Key \(([^)]+)\)=/.exec(error.detail)?.[1].split(', ') ?? [];
  if (/is still referenced from table/.test(error.detail)) {
    return { status: 409, message: 'it is still in use', errors: [] };
  }
  if (!/is not present in table/.test(error.detail) || columns.length === 0) return null;
  const parts = [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ] as const;
  const errors = columns.map((column): FieldError => {
    const part = parts.find(([, values]) => values && typeof values === 'object' && column in values)?.[0];
    return { field: part ? `${part}/${column}` : column, message: 'names no existing record' };
  });
  return { status: 422, message: `invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors };
}

/**
 * The one place that turns failures into the envelope and a status: the contract's validation (400 naming each
 * field), the domain's errors (by kind; a TooMany also says Retry-After), the plumbing's HttpErrors and Fastify's own
 * 4xx. Anything else is a 500 whose details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { errors?: FieldError[] }, request, reply) => {
    if (error.validation) {
      const errors = fieldErrors(error.validationContext ?? 'request', error.validation as AjvError[]);
      const summary = errors.map((e) => `${e.field} ${e.message}`).join('; ');
      return reply.status(400).send({ status: false, message: `invalid request: ${summary}`, errors });
    }
    const known = error instanceof DomainError ? DOMAIN_STATUS[error.kind] : error instanceof HttpError ? error.statusCode : null;
    if (known !== null) {
      if (error instanceof TooMany) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(known).send({ status: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: body too large (413), unsupported media type (415), bad JSON (400), 429 from rate limits.
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported content type'
            : error.message;
      return reply.status(status).send({ status: false, message });
    }
    const refusal = databaseRefusal(error, request);
    if (refusal) {
      return reply.status(refusal.status).send({ status: false, message: refusal.message, ...(refusal.errors.length ? { errors: refusal.errors } : {}) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: false, message: 'internal server error' });
  });
}

/**
 * Fastify's own refusals before a route is found (its `frameworkErrors` option): a path that is not valid
 * percent-encoding (`/common/psm/%E0%A4%A`) or a path parameter longer than the router takes. A 400 in the envelope,
 * where Fastify answers its own shape (and a 414 for the long one).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const problem =
    error.code === 'FST_ERR_BAD_URL'
      ? 'is not valid percent-encoding'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'is longer than a path parameter may be'
        : null;
  if (!problem) {
    reply.log.error({ err: error }, 'unhandled framework error');
    void reply.status(500).send({ status: false, message: 'internal server error' });
    return;
  }
  void reply.status(400).send({ status: false, message: `invalid request: the path ${problem}`, errors: [{ field: 'params', message: problem }] });
}
