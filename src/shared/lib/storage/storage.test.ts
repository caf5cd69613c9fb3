import { afterEach, describe, expect, it } from 'vitest';
import { getSessionId, getVisitId, tokenStorage } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('keeps the token in local storage under access_token', () => {
    expect(tokenStorage.get()).toBeNull();
    tokenStorage.set('abc');
    expect(localStorage.getItem('access_token')).toBe('abc');
    expect(tokenStorage.get()).toBe('abc');
    tokenStorage.remove();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('creates one session_id in local storage and reuses it', () => {
    const first = getSessionId();
    expect(first).not.toBe('');
    expect(localStorage.getItem('session_id')).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('creates one visit_id in session storage and reuses it', () => {
    const first = getVisitId();
    expect(sessionStorage.getItem('visit_id')).toBe(first);
    expect(localStorage.getItem('visit_id')).toBeNull();
    expect(getVisitId()).toBe(first);
  });
});
