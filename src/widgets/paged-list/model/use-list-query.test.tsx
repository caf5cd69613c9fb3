import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { FRUIT_PARAMS, FRUITS, FruitList, fruitServer, type Fruit, type FruitState } from '../lib/fruit-list.fixtures';
import type { ListPage } from '../lib/count-line';
import type { ListQuery } from './use-list-query';


type FruitListQuery = ListQuery<typeof FRUIT_PARAMS, ListPage<Fruit>>;
const names = async () => within(await screen.findByRole('list', { name: 'Fruits' }, { timeout: 5000 })).getAllByRole('listitem').map((li) => li.textContent);

/** Renders the fruit list at `url`; `list()` is the hook's latest answer. */
async function renderFruits(url: string, server = fruitServer(FRUITS), scope?: string | ((state: FruitState) => string)) {
  let latest!: FruitListQuery;
  const app = await renderApp(<FruitList server={server} scope={scope} onList={(list) => (latest = list)} />, { url });
  return { ...app, server, list: () => latest };
}

describe('useListQuery', () => {
  it('reads the list state from the address, ignoring what is malformed, and asks for that state', async () => {
    const { server, list } = await renderFruits('/fruits?q=l&colour=purple&sort=newest&page=abc&tab=info');
    expect(await names()).toEqual(['Lemon', 'Lime']);
    expect(server.asked.at(-1)).toEqual({ q: 'l', colour: undefined, sort: 'newest', page: 1 });
    expect(list().state).toEqual({ q: 'l', colour: undefined, sort: 'newest', page: 1 });
    expect(list().filtered).toBe(true);
  });

  it('writes a change into the address, from page 1, leaving a default out and other parameters alone', async () => {
    const app = await renderFruits('/fruits?tab=info&sort=newest&page=2');
    expect(await names()).toEqual(['Cherry', 'Banana']);
    act(() => app.list().set({ colour: 'yellow' }));
    await waitFor(() => expect(app.location()).toBe('/fruits?tab=info&sort=newest&colour=yellow'));
    expect(await names()).toEqual(['Lemon', 'Banana']);
    act(() => app.list().set({ sort: 'name' }));
    await waitFor(() => expect(app.location()).toBe('/fruits?tab=info&colour=yellow'));
    // Sorting is not filtering: only the colour makes this list "filtered".
    expect(app.list().filtered).toBe(true);
    act(() => app.list().clear());
    await waitFor(() => expect(app.location()).toBe('/fruits?tab=info'));
    expect(app.list().filtered).toBe(false);
    expect(await names()).toEqual(['Apple', 'Banana']);
  });

  it('searches in place of the history entry, and pages in a new one', async () => {
    const app = await renderFruits('/fruits');
    await names();
    act(() => app.list().search('an'));
    await waitFor(() => expect(app.location()).toBe('/fruits?q=an'));
    expect(app.router.state.historyAction).toBe('REPLACE');
    act(() => app.list().setPage(2));
    await waitFor(() => expect(app.location()).toBe('/fruits?q=an&page=2'));
    expect(app.router.state.historyAction).toBe('PUSH');
    act(() => app.list().setPage(1));
    await waitFor(() => expect(app.location()).toBe('/fruits?q=an'));
  });

  it('keeps the rows on screen while the next page loads, and says it is updating', async () => {
    const app = await renderFruits('/fruits');
    expect(await names()).toEqual(['Apple', 'Banana']);
    let release!: () => void;
    app.server.hold = new Promise((resolve) => (release = resolve));
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1–2 of 5 fruits · updating…'));
    expect(await names()).toEqual(['Apple', 'Banana']);
    expect(screen.queryByRole('status', { name: 'Loading the fruits' })).toBeNull();
    release();
    await waitFor(async () => expect(await names()).toEqual(['Cherry', 'Lemon']));
    expect(screen.getByRole('status').textContent).toBe('3–4 of 5 fruits');
  });

  it('does not keep another scope’s rows: another list loads afresh', async () => {
    // Each colour is a list of its own here (as each view of the tasks page is).
    const app = await renderFruits('/fruits', fruitServer(FRUITS), (state) => state.colour ?? 'all');
    expect(await names()).toEqual(['Apple', 'Banana']);
    let release!: () => void;
    app.server.hold = new Promise((resolve) => (release = resolve));
    act(() => app.list().set({ colour: 'red' }));
    expect(await screen.findByRole('status', { name: 'Loading the fruits' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Fruits' })).toBeNull();
    release();
    expect(await names()).toEqual(['Apple', 'Cherry']);

    // Within the same scope, a search keeps the rows until its answer comes.
    app.server.hold = new Promise((resolve) => (release = resolve));
    act(() => app.list().search('ch'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1–2 of 2 fruits · updating…'));
    expect(await names()).toEqual(['Apple', 'Cherry']);
    release();
    await waitFor(async () => expect(await names()).toEqual(['Cherry']));
  });
});
