import type { ChangeEvent } from 'react';
import { FieldRow } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';
import type { Contact } from '@/shared/lib/form';

/** What a form gives a text field (useForm's `text(name)`). */
type TextBinding = { name: string; value: string; maxLength?: number; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: string };

/**
 * The name, email and mobile fields of a person. `own`: they are typing their own (the browser may fill them in);
 * otherwise someone types another person's and the browser's suggestions stay off.
 */
export function ContactFields({ text, own }: { text: (name: keyof Contact) => TextBinding; own: boolean }) {
  return (
    <>
      <FieldRow>
        <TextField label="First name" autoComplete={own ? 'given-name' : 'off'} required {...text('first_name')} />
        <TextField label="Last name" autoComplete={own ? 'family-name' : 'off'} required {...text('last_name')} />
      </FieldRow>
      <TextField label="Email" type="email" autoComplete={own ? 'email' : 'off'} inputMode="email" required {...text('email')} />
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete={own ? 'tel' : 'off'}
        inputMode="tel"
        required
        hint="Indian numbers need no country code; others start with + and the country code."
        {...text('mobile')}
      />
    </>
  );
}
