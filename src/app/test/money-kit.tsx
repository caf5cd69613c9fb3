// For tests only: what the money and shop screens' tests share — an envelope of the portal's answers, a page of a list,
// the time a first render may take on a loaded machine, rendering the app against one fake server whose record the
// test reads afterwards, and checking that an element says each of several things.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserType } from '@/entities/session';
import type { MockApi } from './mock-api';
import { renderApp } from './render-app';

/** The portal's answer that succeeded. */
export const ok = <T,>(data: T) => ({ status: true as const, data });

/** One page of a list, as the portal answers it. */
export const listPage = <T,>(items: T[], { page = 1, page_size = 20, total = items.length } = {}) => ok({ items, page, page_size, total });

/** A test that renders the whole app more than once. */
export const SLOW = { timeout: 30_000 };
/** How long the first screen of a test may take to show (the route's code loads on a busy machine). */
export const FIRST = { timeout: 20_000 };

/**
 * Renders the app at `url` signed in as `user`, its API answered by `serve` (one of the fake servers of src/app/test);
 * answers the app and what `serve` returned (the server's record of the calls it was sent).
 */
export async function renderServed<Sent>(url: string, serve: (api: MockApi) => Sent, user: UserType = 'accounts') {
  let sent!: Sent;
  const app = await renderApp('app', { user, url, api: (api) => void (sent = serve(api)) });
  return { app, sent };
}

/** The element's text says each of `texts` (in any order). */
export function expectTexts(element: Element, texts: readonly string[]) {
  for (const part of texts) expect(element.textContent).toContain(part);
}

type App = Awaited<ReturnType<typeof renderApp>>;

/** Renders the app at a list's `url` (see renderServed) and waits for its table, named `table`. */
export async function openList<Sent>(url: string, table: string, serve: (api: MockApi) => Sent, user: UserType = 'accounts') {
  const served = await renderServed(url, serve, user);
  return { ...served, table: await screen.findByRole('table', { name: table }, { timeout: 10_000 }) };
}

/** Chooses `option` in the list's filter labelled `label`: the address becomes `url`. */
export async function pickFilter(app: App, label: string, option: string, url: string) {
  await app.user.selectOptions(screen.getByLabelText(label), option);
  await waitFor(() => expect(app.location()).toBe(url));
}

/**
 * Chooses `option` in the filter `label`, which matches nothing: the address becomes `to` and the list says `heading`;
 * its `button` clears the filters, the address is the bare `url` again and row `row` is back.
 */
export async function clearNoMatch(app: App, [label, option, to]: [string, string, string], heading: string, [button, url, row]: [string, string, string]) {
  await pickFilter(app, label, option, to);
  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  await app.user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(app.location()).toBe(url));
  expect(await screen.findByRole('row', { name: row })).toBeTruthy();
}

/** Clicks the button named `button` and answers the form, named `form`, that it opens. */
export async function openForm(app: App, button: string, form: string) {
  await app.user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('form', { name: form });
}

/**
 * Fills the form's fields, by label, in order: a select chooses the option named, any other field is cleared when it
 * holds something and typed into.
 */
export async function fill(app: App, form: HTMLElement, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = within(form).getByLabelText(label);
    if (field instanceof HTMLSelectElement) await app.user.selectOptions(field, value);
    else {
      if ((field as HTMLInputElement).value) await app.user.clear(field);
      await app.user.type(field, value);
    }
  }
}

/** What the money lists' fake servers record: the query of every list call they answered. */
type ListCalls = { listQueries: URLSearchParams[] };

/**
 * Chooses `option` in the filter `label` (see pickFilter): row `gone` leaves the list, `kept` stays, and the last list
 * call carried every filter of the new address.
 */
export async function filterRows(app: App, sent: ListCalls, [label, option, url]: [string, string, string], gone: string, kept: string) {
  await pickFilter(app, label, option, url);
  await waitFor(() => expect(screen.queryByRole('row', { name: gone })).toBeNull());
  expect(screen.getByRole('row', { name: kept })).toBeTruthy();
  const query = sent.listQueries.at(-1);
  for (const [name, value] of new URLSearchParams(url.split('?')[1])) expect(query?.get(name)).toBe(value);
}

/**
 * A list whose first call fails says `heading` with a Try again button; once `serve` answers, the retry brings row
 * `row`. `serve` is a money list's fake server, failing its list when told.
 */
export async function retryList(url: string, serve: (api: MockApi, options: { failList?: boolean }) => unknown, heading: string, row: string) {
  const { app } = await renderServed(url, (api) => serve(api, { failList: true }));
  expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeTruthy();
  serve(app.api, {});
  await app.user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('row', { name: row })).toBeTruthy();
}

/**
 * Exports the list at `url` (once row `row` shows) with its Export CSV button, which says `said`; answers the query
 * of the export's last list call and the text of the file handed to the browser (`createObjectURL`, see lendObjectUrls).
 */
export async function exportList<Sent extends ListCalls>(url: string, serve: (api: MockApi) => Sent, row: string, said: string, createObjectURL: { mock: { calls: Blob[][] } }) {
  const { app, sent } = await renderServed(url, serve);
  await screen.findByRole('row', { name: row }, { timeout: 5000 });
  await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText(said)).toBeTruthy();
  return { query: sent.listQueries.at(-1)!, csv: await createObjectURL.mock.calls[0][0].text() };
}
