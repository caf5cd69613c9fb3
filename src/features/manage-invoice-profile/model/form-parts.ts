import { isApiFailure } from '@/shared/api';
import { serverFieldErrors } from '@/shared/lib/form';

/** The text fields of a saved record as the inputs hold them: its text, '' where it has none (or there is no record). */
export function textsOf<Field extends string>(fields: readonly Field[], record: { readonly [K in Field]?: string | null } | null | undefined): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, record?.[field] ?? ''])) as Record<Field, string>;
}

/** A refused save: the server's words on the fields it names; a message above the form (`what` was not saved) when it names none. */
export function saveFailure<Field extends string>(error: unknown, fields: readonly Field[], what: string) {
  const named = serverFieldErrors(error, fields, (message) => `Not accepted: ${message}.`);
  const form = isApiFailure(error) ? `${what} was not saved: ${error.body?.message ?? 'the server refused it'}.` : 'Unipath could not be reached. Try again.';
  return { fields: named, form: Object.keys(named).length > 0 ? null : form };
}
