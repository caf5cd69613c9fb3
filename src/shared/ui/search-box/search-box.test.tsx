import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search courses' });
const typeText = (text: string) => fireEvent.change(box(), { target: { value: text } });
const pressEnter = () => fireEvent.submit(box().form!);

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches a moment after typing stops', async () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search courses" value="" onSearch={onSearch} delayMs={500} />);
    typeText('comp');
    await act(() => vi.advanceTimersByTimeAsync(300));
    typeText('computer science ');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSearch.mock.calls).toEqual([['computer science']]);
  });

  it('with a search button and live: Enter searches at once, and the pending as-you-type search does not send it again', async () => {
    // A second identical search after Enter reached the list with the address as it was before any filter chosen in
    // between, and took that filter away (the keyboard e2e's course search, stop 27's CI).
    const onSearch = vi.fn();
    render(<SearchBox label="Search courses" value="" onSearch={onSearch} submitLabel="Search" live delayMs={500} />);
    typeText('computer science');
    pressEnter();
    expect(onSearch.mock.calls).toEqual([['computer science']]);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(onSearch.mock.calls).toEqual([['computer science']]);
  });

  it('with a search button and not live: only Enter searches', async () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search courses" value="" onSearch={onSearch} submitLabel="Search" delayMs={500} />);
    typeText('mba');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(onSearch).not.toHaveBeenCalled();
    pressEnter();
    expect(onSearch.mock.calls).toEqual([['mba']]);
  });

  it('follows the search in force when it changes elsewhere, without searching again', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox label="Search courses" value="mba" onSearch={onSearch} />);
    expect(box()).toHaveProperty('value', 'mba');
    rerender(<SearchBox label="Search courses" value="" onSearch={onSearch} />);
    expect(box()).toHaveProperty('value', '');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
