// The errors services and repositories throw. They say what went wrong in the domain's words; http/errors.ts is the
// one place that turns them into the envelope and a status code. A `field` is named as the contract's validation
// names it (`body/email`, `querystring/page`, `path/user_id`).
export type FieldError = { field: string; message: string };

export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'too_many';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    message: string,
    /** The fields at fault, when the error is about some. */
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

const summary = (errors: readonly FieldError[]): string => `invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`;

/** The request breaks a rule the schema cannot say (a bound above its limit, a blank title): every field at fault. */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
  constructor(errors: FieldError[], message = summary(errors)) {
    super(message, errors);
  }
}

/** Not signed in, or the credentials or session are not (or no longer) good. */
export class Unauthorized extends DomainError {
  readonly kind = 'unauthorized';
  constructor(message = 'authentication required') {
    super(message);
  }
}

/** Signed in, but this caller may not do this to this record. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'forbidden', errors?: FieldError[]) {
    super(message, errors);
  }
}

export class NotFound extends DomainError {
  readonly kind = 'not_found';
  constructor(message = 'not found', errors?: FieldError[]) {
    super(message, errors);
  }
}

/** The record's state does not allow it (already deleted, already paid, a taken email). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** Well-formed, but the domain refuses it (a wrong password, a due date in the past, an assignee out of reach). */
export class Unprocessable extends DomainError {
  readonly kind = 'unprocessable';
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class TooMany extends DomainError {
  readonly kind = 'too_many';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
