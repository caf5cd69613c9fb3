import type { components } from '@contract/portal';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/**
 * A failed call: the promise rejects with the response object (spec section 8), together with the parsed failure
 * envelope when the server sent one. Messages go to the console; screens decide what the user sees.
 */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(
    readonly response: Response,
    readonly body: ErrorEnvelope | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${response.status}`);
    this.name = 'ApiFailure';
    this.status = response.status;
  }
}

/** The server's message for one field of a failed call (`body/email`, or just `email`). */
export function fieldErrorOf(failure: ApiFailure, field: string): string | undefined {
  return failure.body?.errors?.find((error) => error.field === field || error.field === `body/${field}`)?.message;
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}

type FetchResult<Data> = { data?: Data; error?: unknown; response: Response };

/** The data of a successful call, or a rejection with the response (see ApiFailure). */
export function unwrap<Data>(result: FetchResult<Data>): Data {
  if (result.error !== undefined || !result.response.ok) {
    const body = isEnvelope(result.error) ? result.error : undefined;
    if (!result.response.ok || body) console.error(body?.message ?? `HTTP ${result.response.status}`);
    throw new ApiFailure(result.response, body);
  }
  return result.data as Data;
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && 'status' in value && (value as { status: unknown }).status === false;
}
