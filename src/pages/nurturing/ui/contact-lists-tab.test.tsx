import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockApi } from '@/app/test/mock-api';
import { renderApp } from '@/app/test/render-app';
import { contactListFixture, type ContactList } from '@/entities/nurturing';

const ok = <T,>(data: T) => ({ status: true as const, data });

/** The lists' calls over `lists`; keeps the bodies the tab sent. */
function listsServer(api: MockApi, lists: ContactList[]) {
  const sent = { created: [] as unknown[], removed: [] as unknown[] };
  api
    .leads('get', '/my-lead/mail/contact-lists', () => ok({ items: lists, page: 1, page_size: 20, total: lists.length }))
    .leads('post', '/my-lead/mail/contact-list', async (request) => {
      const body = (await request.json()) as { name: string; description?: string };
      sent.created.push(body);
      if (lists.some((list) => list.name === body.name)) return { status: 409, message: `a list named ${body.name} exists` };
      const list = contactListFixture({ list_id: 2, name: body.name, description: body.description ?? null, contacts_count: 0 });
      lists.unshift(list);
      return ok(list);
    })
    .leads('post', '/my-lead/mail/remove-contact', async (request) => {
      const body = (await request.json()) as { list_id: number; email: string };
      sent.removed.push(body);
      if (body.email !== 'ravi@example.com') return { status: 404, message: 'not in the list', errors: [{ field: 'body/email', message: 'is not in the list' }] };
      return ok({ list_id: body.list_id, removed_email: body.email, contacts_count: 2 });
    });
  return sent;
}

describe('the contact lists tab', () => {
  it('creates a list (a name already used is said on its field) and goes on to import into it', async () => {
    let sent: ReturnType<typeof listsServer> | undefined;
    const view = await renderApp('app', { user: 'franchise', url: '/nurturing?tab=lists', api: (api) => (sent = listsServer(api, [contactListFixture()])) });
    await screen.findByRole('table', { name: 'Contact lists' }, { timeout: 10_000 });
    await view.user.click(screen.getByRole('button', { name: 'New list' }));
    const form = await screen.findByRole('form', { name: 'New contact list' }, { timeout: 10_000 });
    await view.user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect(await within(form).findByText('Name the list.')).toBeTruthy();
    expect(sent?.created).toEqual([]);

    await view.user.type(within(form).getByLabelText('Name'), 'September fair');
    await view.user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect(await within(form).findByText('You already have a list with this name. Choose another name.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Name')));

    await view.user.type(within(form).getByLabelText('Name'), ' 2');
    await view.user.type(within(form).getByLabelText('Description (optional)'), 'Visitors of the second day');
    await view.user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('dialog', { name: 'Import contacts into September fair 2' }, { timeout: 10_000 })).toBeTruthy();
    expect(sent?.created.at(-1)).toEqual({ name: 'September fair 2', description: 'Visitors of the second day' });
    expect(screen.getByText('The list “September fair 2” was created. Import contacts into it next.')).toBeTruthy();
  });

  it('removes a contact by its address; an address not in the list is said on the field', async () => {
    let sent: ReturnType<typeof listsServer> | undefined;
    const view = await renderApp('app', { user: 'agent', url: '/nurturing?tab=lists', api: (api) => (sent = listsServer(api, [contactListFixture()])) });
    const table = await screen.findByRole('table', { name: 'Contact lists' }, { timeout: 10_000 });
    await view.user.click(within(table).getByRole('button', { name: 'Remove a contact from September fair' }));
    const form = await screen.findByRole('form', { name: 'Remove a contact' }, { timeout: 10_000 });
    await view.user.type(within(form).getByLabelText('Email'), 'not an address');
    await view.user.click(within(form).getByRole('button', { name: 'Remove contact' }));
    expect(await within(form).findByText('Enter an email address, like name@example.com.')).toBeTruthy();

    await view.user.clear(within(form).getByLabelText('Email'));
    await view.user.type(within(form).getByLabelText('Email'), 'nobody@example.com');
    await view.user.click(within(form).getByRole('button', { name: 'Remove contact' }));
    expect(await within(form).findByText('This address is not in the list.')).toBeTruthy();

    await view.user.clear(within(form).getByLabelText('Email'));
    await view.user.type(within(form).getByLabelText('Email'), 'ravi@example.com');
    await view.user.click(within(form).getByRole('button', { name: 'Remove contact' }));
    expect(await screen.findByText('ravi@example.com was removed from “September fair”.')).toBeTruthy();
    expect(sent?.removed).toEqual([
      { list_id: 1, email: 'nobody@example.com' },
      { list_id: 1, email: 'ravi@example.com' },
    ]);
  });

  it('says when there is no list yet, with the way to make one', async () => {
    await renderApp('app', { user: 'agent', url: '/nurturing?tab=lists', api: (api) => listsServer(api, []) });
    expect(await screen.findByText('No contact lists yet', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New list' })).toHaveLength(2);
  });
});
