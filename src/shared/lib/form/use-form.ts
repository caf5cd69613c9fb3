import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FormRules } from './rules';
import { useFormFeedback, type FieldErrors, type FormFailure } from './use-form-feedback';

type StringKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;
type BooleanKeys<Values> = { [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values] & string;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `sendWith` needs of a mutation (TanStack Query's `useMutation` result has it). */
export type Sender<Body, Result> = {
  mutate: (body: Body, handlers: { onSuccess: (result: Result) => void; onError: (error: Error) => void }) => void;
};

export type UseFormOptions = {
  /** The contract's rules of the body the form sends: a text field takes its maxLength from them. */
  rules?: Pick<FormRules, 'fields'>;
  /** Body field → the form field that holds it, where the names differ (`{ current_password: 'current' }`). */
  names?: Readonly<Record<string, string>>;
};

/**
 * A form's state: the values as the inputs hold them, the errors on the fields and above the form, focus to the first
 * field in error. The values are only ever changed by the user or by `reset`: a failed check or a refusal leaves what
 * was typed in place. `text(name)` and `checkbox(name)` give a field of the UI kit (TextField, TextAreaField,
 * SelectField, CheckboxField) its value, its change handler and its error (and a text field the contract's maxLength
 * when `rules` are given); put `formRef` on the form.
 */
export function useForm<Values extends object, Field extends string = Extract<keyof Values, string>>(
  initial: Values | (() => Values),
  { rules, names = {} }: UseFormOptions = {},
) {
  const [values, setValues] = useState<Values>(initial);
  const feedback = useFormFeedback<Field>();
  const { reset: clearFeedback } = feedback;

  const set = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value })), []);

  /** The contract's longest value for a form field, so the input stops there as the server would. */
  const maxLengthOf = (name: string): number | undefined => {
    const bodyField = Object.keys(names).find((key) => names[key] === name) ?? name;
    return rules?.fields[bodyField]?.maxLength;
  };

  const text = <K extends StringKeys<Values>>(name: K) => ({
    name,
    value: values[name] as string,
    maxLength: maxLengthOf(name),
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value as Values[K]),
    error: feedback.errors[name as unknown as Field],
  });

  const checkbox = <K extends BooleanKeys<Values>>(name: K) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked as Values[K]),
    error: feedback.errors[name as unknown as Field],
  });

  /**
   * The form's submit handler: checks the values with `validate` (what the contract and the form's own rules find),
   * shows what it found and focuses it, or else sends them.
   */
  const submitWith = (validate: (values: Values) => FieldErrors<Field>, send: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (feedback.check(validate(values))) send(values);
  };

  /**
   * The submit handler of a form that sends one request: checks the values as `submitWith` does, sends `toBody` of
   * them through `sender`, hands the answer to `onDone`, and shows a refusal on the form as `failure` reads it.
   */
  const sendWith = <Body, Result>(
    validate: (values: Values) => FieldErrors<Field>,
    sender: Sender<Body, Result>,
    { toBody, failure, onDone }: { toBody: (values: Values) => Body; failure: (error: Error) => FormFailure<Field>; onDone: (result: Result) => void },
  ) => submitWith(validate, (current) => sender.mutate(toBody(current), { onSuccess: onDone, onError: (error) => feedback.refuse(failure(error)) }));

  /** A fresh form: new values (or the same), no messages. */
  const reset = useCallback(
    (next?: Values) => {
      if (next !== undefined) setValues(next);
      clearFeedback();
    },
    [clearFeedback],
  );

  return { ...feedback, values, set, setValues, text, checkbox, submitWith, sendWith, reset };
}
