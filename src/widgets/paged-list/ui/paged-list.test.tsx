import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { queryClient } from '@/shared/api/query';
import { FRUITS, FruitList, fruitServer } from '../lib/fruit-list.fixtures';


const list = () => screen.findByRole('list', { name: 'Fruits' }, { timeout: 5000 });
const names = async () => within(await list()).getAllByRole('listitem').map((li) => li.textContent);

describe('PagedList', () => {
  it('holds the list’s place with a skeleton while the first page loads, then shows it with its count and pager', async () => {
    const server = fruitServer(FRUITS);
    let release!: () => void;
    server.hold = new Promise((resolve) => (release = resolve));
    await renderApp(<FruitList server={server} />, { url: '/fruits' });
    const skeleton = await screen.findByRole('status', { name: 'Loading the fruits' }, { timeout: 5000 });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.children.length).toBeGreaterThan(1);
    release();
    expect(await names()).toEqual(['Apple', 'Banana']);
    // The count line is the page's one live region, polite by its role.
    const count = screen.getByRole('status');
    expect(count.tagName).toBe('P');
    expect(count.textContent).toBe('1–2 of 5 fruits');
    const pager = screen.getByRole('navigation', { name: 'Pages of fruits' });
    expect(within(pager).getByText('Page 1 of 3').getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
  });

  it('pages through the URL and moves the focus to the top of the new page', async () => {
    const app = await renderApp(<FruitList server={fruitServer(FRUITS)} />, { url: '/fruits' });
    await list();
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.location()).toBe('/fruits?page=2'));
    await waitFor(async () => expect(await names()).toEqual(['Cherry', 'Lemon']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Fruits' }).parentElement));
    expect(screen.getByRole('status').textContent).toBe('3–4 of 5 fruits');

    // On the last page "Next page" is disabled: the focus is not lost with it.
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect(await names()).toEqual(['Lime']));
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Fruits' }).parentElement));
    expect(screen.getByRole('status').textContent).toBe('5–5 of 5 fruits');
    await app.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(app.location()).toBe('/fruits?page=2'));
  });

  it('says plainly when there is nothing yet, and shows no count or pager', async () => {
    await renderApp(<FruitList server={fruitServer([])} />, { url: '/fruits' });
    const empty = await screen.findByRole('region', { name: 'No fruit yet' }, { timeout: 5000 });
    expect(empty.textContent).toContain('Fruits you add show here.');
    expect(screen.queryByRole('navigation', { name: 'Pages of fruits' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the search or filters match nothing, and clears them', async () => {
    const app = await renderApp(<FruitList server={fruitServer(FRUITS)} />, { url: '/fruits?q=kiwi&colour=green&sort=newest' });
    const none = await screen.findByRole('region', { name: 'No fruit matches' }, { timeout: 5000 });
    expect(none.textContent).toContain('Try another word or colour.');
    await app.user.click(within(none).getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(app.location()).toBe('/fruits'));
    expect(await names()).toEqual(['Apple', 'Banana']);
  });

  it('a page past the end of a list that shrank offers the first page', async () => {
    const app = await renderApp(<FruitList server={fruitServer(FRUITS)} />, { url: '/fruits?page=7' });
    const gone = await screen.findByRole('region', { name: 'This page is empty' }, { timeout: 5000 });
    await app.user.click(within(gone).getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(app.location()).toBe('/fruits'));
    expect(await names()).toEqual(['Apple', 'Banana']);
  });

  it('a failed load is announced with a retry that keeps the search', async () => {
    const server = fruitServer(FRUITS);
    server.fail = true;
    const app = await renderApp(<FruitList server={server} />, { url: '/fruits?q=l' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByRole('heading', { name: 'The fruits could not be loaded' })).toBeTruthy();
    expect(alert.textContent).toContain('Check your connection and try again; your search and filters are kept.');
    server.fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await names()).toEqual(['Apple', 'Lemon']);
    expect(app.location()).toBe('/fruits?q=l');
    expect(server.asked.map((state) => state.q)).toEqual(['l', 'l']);
  });

  it('keeps the rows when a refresh fails, and says so on the count line', async () => {
    const server = fruitServer(FRUITS);
    await renderApp(<FruitList server={server} />, { url: '/fruits' });
    expect(await names()).toEqual(['Apple', 'Banana']);
    server.fail = true;
    // A change elsewhere (a mutation's invalidation) asks for the same page again, and that fails.
    await act(() => queryClient.invalidateQueries({ queryKey: ['fruit-test'] }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1–2 of 5 fruits · the latest change could not be loaded'));
    expect(await names()).toEqual(['Apple', 'Banana']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
