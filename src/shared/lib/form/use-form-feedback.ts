import { useCallback, useRef, useState } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A refusal as a form shows it: a message on each field it names, anything else above the form. */
export type FormFailure<Field extends string> = { fields: FieldErrors<Field>; form: string | null };

/**
 * What every form shows besides its fields: the errors on the fields, one message above them, and focus moved to the
 * first field in error so keyboard and screen-reader users land on it. Put `formRef` on the form.
 */
export function useFormFeedback<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const focusFirstError = useCallback(
    () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
    [],
  );

  /** Shows what the form found itself; true when there is nothing, and the form may be sent. */
  const check = useCallback(
    (found: FieldErrors<Field>): boolean => {
      setFormError(null);
      setErrors(found);
      const clean = Object.keys(found).length === 0;
      if (!clean) focusFirstError();
      return clean;
    },
    [focusFirstError],
  );

  /** Shows the server's refusal; the input stays as it was. */
  const refuse = useCallback(
    (failure: FormFailure<Field>) => {
      setErrors(failure.fields);
      setFormError(failure.form);
      focusFirstError();
    },
    [focusFirstError],
  );

  /** Clears every message (a fresh form). */
  const reset = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  return { formRef, errors, formError, check, refuse, reset };
}
