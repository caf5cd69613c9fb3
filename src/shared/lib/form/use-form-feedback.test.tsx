import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormFeedback } from './use-form-feedback';

/** A two-field form: its own check wants a name; the "server" refuses the email. */
function Form({ onSend }: { onSend: () => void }) {
  const { formRef, errors, formError, check, refuse, reset } = useFormFeedback<'name' | 'email'>();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (!check(data.get('name') ? {} : { name: 'Enter a name.' })) return;
    onSend();
    refuse({ fields: { email: 'Already registered.' }, form: 'Not saved.' });
  };
  return (
    <form ref={formRef} onSubmit={handleSubmit} aria-label="Form">
      {formError ? <p role="alert">{formError}</p> : null}
      <label>
        Email <input name="email" aria-invalid={errors.email ? true : undefined} />
      </label>
      {errors.email ? <span>{errors.email}</span> : null}
      <label>
        Name <input name="name" aria-invalid={errors.name ? true : undefined} />
      </label>
      {errors.name ? <span>{errors.name}</span> : null}
      <button type="submit">Send</button>
      <button type="button" onClick={reset}>
        Start over
      </button>
    </form>
  );
}

describe('useFormFeedback', () => {
  it('shows the form’s own findings and focuses the first field in error, without sending', async () => {
    const user = userEvent.setup();
    let sent = 0;
    render(<Form onSend={() => (sent += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(sent).toBe(0);
  });

  it('shows a refusal on its fields and above the form, then clears it all on reset', async () => {
    const user = userEvent.setup();
    render(<Form onSend={() => undefined} />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Not saved.');
    expect(screen.getByText('Already registered.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha');

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Already registered.')).toBeNull();
  });
});
