import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

// Steps and checks that the page tests share: a list's pager, a field the server refused.

/** Presses the list's "Next page" once the list offers it (within `timeout`), and waits until the address is `url`. */
export async function pressNextPage(app: { user: UserEvent; location: () => string }, url: string, timeout = 5000) {
  await app.user.click(await screen.findByRole('button', { name: 'Next page' }, { timeout }));
  await waitFor(() => expect(app.location()).toBe(url));
}

/** Waits until the field labelled `label` in `scope` is marked invalid, with `message` said there; answers the field. */
export async function expectRefusedField(scope: HTMLElement, label: string, message: string | RegExp) {
  const field = within(scope).getByLabelText(label);
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(within(scope).getByText(message)).toBeTruthy();
  return field;
}
