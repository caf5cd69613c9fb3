import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStudentBody } from '@contract/forms';
import { ApiFailure } from '@/shared/api';
import { applyTransforms } from './transforms';
import { checkBody } from './texts';
import { serverFieldErrors } from './server-errors';
import { useForm, type Sender } from './use-form';

type Fields = { first_name: string; email: string; mobile: string; agreed: boolean };
const EMPTY: Fields = { first_name: '', email: '', mobile: '', agreed: false };

const toBody = (fields: Fields) => {
  const typed = applyTransforms(fields, { first_name: 'trim', email: 'trim', mobile: 'mobile' });
  return { first_name: typed.first_name, last_name: 'Iyer', email: typed.email, mobile: typed.mobile };
};

const validate = (fields: Fields) => ({
  ...checkBody<keyof Fields>(createStudentBody, toBody(fields), { first_name: { required: 'Enter the first name.' }, mobile: 'Enter a mobile number of 6 to 15 digits.' }),
  ...(fields.agreed ? {} : { agreed: 'Tick the box.' }),
});

/** A form on createStudent's body: the contract's rules, the mobile sanitiser, and a "server" that refuses the email. */
function StudentForm({ onSend, refusal }: { onSend: (body: ReturnType<typeof toBody>) => void; refusal: ApiFailure }) {
  const form = useForm<Fields>(EMPTY, { rules: createStudentBody });
  const handleSubmit = form.submitWith(validate, (values) => {
    onSend(toBody(values));
    form.refuse({ fields: serverFieldErrors(refusal, ['first_name', 'email', 'mobile'], (message) => `Not accepted: ${message}.`), form: null });
  });
  const field = (label: string, { error, ...input }: ReturnType<typeof form.text>) => (
    <p>
      <label>
        {label} <input {...input} aria-invalid={error ? true : undefined} />
      </label>
      {error ? <span>{error}</span> : null}
    </p>
  );
  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Student">
      {field('First name', form.text('first_name'))}
      {field('Email', form.text('email'))}
      {field('Mobile', form.text('mobile'))}
      <label>
        Agreed <input type="checkbox" name="agreed" checked={form.values.agreed} onChange={form.checkbox('agreed').onChange} aria-invalid={form.errors.agreed ? true : undefined} />
      </label>
      {form.errors.agreed ? <span>{form.errors.agreed}</span> : null}
      <button type="submit">Send</button>
    </form>
  );
}

const refusal = new ApiFailure(new Response(null, { status: 400 }), {
  status: false,
  message: 'invalid body',
  errors: [
    { field: 'body/email', message: 'must match format "email"' },
    { field: 'querystring/page', message: 'must be >= 1' },
  ],
});

/** The form rendered, with a user to type and the bodies it sends. */
function renderForm() {
  const sent: unknown[] = [];
  render(<StudentForm onSend={(body) => sent.push(body)} refusal={refusal} />);
  return { user: userEvent.setup(), sent };
}

describe('useForm', () => {
  it('checks the contract’s rules on the transformed values, shows its words and focuses the first field in error', async () => {
    const { user, sent } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'meera@example');
    await user.type(screen.getByLabelText('Mobile'), '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter the first name.')).toBeTruthy();
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter a mobile number of 6 to 15 digits.')).toBeTruthy();
    expect(screen.getByText('Tick the box.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(sent).toEqual([]);
  });

  it('gives a text field the contract’s maxLength', () => {
    render(<StudentForm onSend={() => undefined} refusal={refusal} />);
    expect((screen.getByLabelText('First name') as HTMLInputElement).maxLength).toBe(80);
    expect((screen.getByLabelText('Email') as HTMLInputElement).maxLength).toBe(254);
  });

  it('sends the sanitised body; a refusal lands on its field, is focused, and what was typed stays', async () => {
    const { user, sent } = renderForm();
    await user.type(screen.getByLabelText('First name'), ' Meera ');
    await user.type(screen.getByLabelText('Email'), 'meera@example.test');
    await user.type(screen.getByLabelText('Mobile'), '+91 98765 43210');
    await user.click(screen.getByLabelText('Agreed'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.test', mobile: '9876543210' }]);
    expect(screen.getByText('Not accepted: must match format "email".')).toBeTruthy();
    expect(screen.queryByText(/must be >= 1/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe(' Meera ');
    expect((screen.getByLabelText('Mobile') as HTMLInputElement).value).toBe('+91 98765 43210');
    expect((screen.getByLabelText('Agreed') as HTMLInputElement).checked).toBe(true);
  });
});

/** A one-field form sending through a mutation-like sender with sendWith. */
function SendingForm({ sender, onDone }: { sender: Sender<{ email: string }, { id: number }>; onDone: (result: { id: number }) => void }) {
  const form = useForm<{ email: string }>({ email: '' });
  const handleSubmit = form.sendWith((values) => (values.email.includes('@') ? {} : { email: 'Enter an email.' }), sender, {
    toBody: (values) => ({ email: values.email.trim() }),
    failure: (error) => ({ fields: serverFieldErrors(error, ['email']), form: 'Not saved.' }),
    onDone,
  });
  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Sending">
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <label>
        Email <input name="email" value={form.values.email} onChange={form.text('email').onChange} />
      </label>
      {form.errors.email ? <span>{form.errors.email}</span> : null}
      <button type="submit">Send</button>
    </form>
  );
}

describe('sendWith', () => {
  it('checks, sends the body made of the values, shows a refusal on the form and hands an answer to onDone', async () => {
    const bodies: unknown[] = [];
    const done: unknown[] = [];
    let refuseNext = true;
    const sender: Sender<{ email: string }, { id: number }> = {
      mutate: (body, { onSuccess, onError }) => {
        bodies.push(body);
        if (refuseNext) onError(failureOf('body/email', 'is already taken'));
        else onSuccess({ id: 7 });
      },
    };
    render(<SendingForm sender={sender} onDone={(result) => done.push(result)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter an email.')).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.type(screen.getByLabelText('Email'), ' meera@example.test ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(bodies).toEqual([{ email: 'meera@example.test' }]);
    expect(screen.getByRole('alert').textContent).toBe('Not saved.');
    expect(screen.getByText('is already taken')).toBeTruthy();
    expect(done).toEqual([]);
    refuseNext = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(done).toEqual([{ id: 7 }]);
  });
});

const failureOf = (field: string, message: string) =>
  new ApiFailure(new Response(null, { status: 422 }), { status: false, message: 'Refused', errors: [{ field, message }] });

describe('serverFieldErrors', () => {
  const failure = (errors: { field: string; message: string }[]) => new ApiFailure(new Response(null, { status: 422 }), { status: false, message: 'Refused', errors });

  it('maps body fields onto the form’s names; a part of a field lands on the field; the first message wins', () => {
    const refused = failure([
      { field: 'body/current_password', message: 'is wrong' },
      { field: 'body/audience/1', message: 'must be a user type' },
      { field: 'body/audience/2', message: 'second' },
      { field: 'email', message: 'already registered' },
      { field: 'body', message: 'must NOT have additional properties' },
    ]);
    expect(serverFieldErrors(refused, { current_password: 'current', audience: 'audience', email: 'email' })).toEqual({
      current: 'is wrong',
      audience: 'must be a user type',
      email: 'already registered',
    });
    expect(serverFieldErrors(new TypeError('Failed to fetch'), ['email'])).toEqual({});
  });
});
