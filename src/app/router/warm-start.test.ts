import { describe, expect, it } from 'vitest';
import { markPageShown, pagesShown, whenPageShownAfter } from '../model/first-page';
import { entryOf } from './warm-start';

describe('the warm start', () => {
  it('finds the route a path opens, with its parameters, as the router would', () => {
    expect(entryOf('/student_details/12')?.path).toBe('/student_details/:student_user_id');
    expect(entryOf('/home')?.layout).toBe('app');
    expect(entryOf('/')?.layout).toBe('full');
    expect(entryOf('/no-such-page')).toBeNull();
  });
});

describe('a page shown', () => {
  it('resolves a waiter only for a page shown after the count it started from', async () => {
    const before = pagesShown();
    let resolved = false;
    void whenPageShownAfter(before).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    markPageShown();
    await Promise.resolve();
    expect(resolved).toBe(true);
    expect(pagesShown()).toBe(before + 1);
    await expect(whenPageShownAfter(before)).resolves.toBeUndefined();
  });
});
