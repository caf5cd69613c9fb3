import type { FormEvent, ReactNode, RefObject } from 'react';
import { Notice } from '@/shared/ui/page';

export type FormShellProps = {
  /** The form's state from `useForm`: its element's ref (focus to the first error) and the message above the fields. */
  form: { formRef: RefObject<HTMLFormElement | null>; formError: string | null };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A form of the kit: the browser's own checks off (the form checks as the contract does), the form's ref for focusing
 * the first field in error, and the message that concerns the whole form above its fields.
 */
export function FormShell({ form, onSubmit, label, className, children }: FormShellProps) {
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={label} className={className}>
      {form.formError ? <Notice tone="danger">{form.formError}</Notice> : null}
      {children}
    </form>
  );
}
