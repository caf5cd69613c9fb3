import { isApiFailure } from '@/shared/api';

/** One field error of a refusal, by its path in the request body (`body/items/0/from_date` → items, 0, from_date). */
export type ServerFieldError = { path: readonly string[]; message: string };

/** Where in the request body a refusal's `field` points (`body/items/0/from_date` → items, 0, from_date; a bare `email` → email), or null for the query or the path. */
export function bodyPathOf(field: string): string[] | null {
  const parts = field.split('/').filter(Boolean);
  if (parts[0] === 'body') parts.shift();
  else if (parts.length !== 1) return null;
  return parts.length > 0 ? parts : null;
}

/**
 * The body fields a refusal names (`errors: [{ field: 'body/email', message }]`; a bare `email` is read the same way).
 * Errors about the query or the path, and anything that is not a refusal from the server, give none.
 */
export function serverErrorsOf(error: unknown): ServerFieldError[] {
  if (!isApiFailure(error)) return [];
  const found: ServerFieldError[] = [];
  for (const { field, message } of error.body?.errors ?? []) {
    const path = bodyPathOf(field);
    if (path) found.push({ path, message });
  }
  return found;
}

/**
 * The server's messages on the form's fields: `fields` lists the body fields the form shows, or maps each to the form
 * field that holds it (`{ current_password: 'current' }`); a message about a part of a field (an item of a list) goes
 * on the field. `format` words the message (`Not accepted: …`); the first message of a field wins.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[] | Readonly<Record<string, Field>>,
  format: (message: string, field: Field) => string = (message) => message,
): Partial<Record<Field, string>> {
  const names: Readonly<Record<string, Field>> = Array.isArray(fields)
    ? Object.fromEntries((fields as readonly Field[]).map((field) => [field, field]))
    : (fields as Readonly<Record<string, Field>>);
  const errors: Partial<Record<Field, string>> = {};
  for (const { path, message } of serverErrorsOf(error)) {
    const field = Object.hasOwn(names, path[0]) ? names[path[0]] : undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = format(message, field);
  }
  return errors;
}
