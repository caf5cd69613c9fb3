import { describe, expect, it } from 'vitest';
import { firstRows, pageWindow, toPage } from './paging.ts';

describe('paging', () => {
  it('defaults to the first page of 20', () => {
    expect(pageWindow(undefined)).toEqual({ page: 1, page_size: 20, limit: 20, offset: 0 });
    expect(pageWindow({})).toEqual({ page: 1, page_size: 20, limit: 20, offset: 0 });
  });

  it('turns page and page_size into LIMIT and OFFSET', () => {
    expect(pageWindow({ page: 3, page_size: 25 })).toEqual({ page: 3, page_size: 25, limit: 25, offset: 50 });
    expect(pageWindow({ page: 2 }, 50)).toEqual({ page: 2, page_size: 50, limit: 50, offset: 50 });
  });

  it('keeps a far page inside PostgreSQL’s range (past the end of every list)', () => {
    expect(pageWindow({ page: Number.MAX_SAFE_INTEGER, page_size: 100 }).offset).toBe(2_147_483_647);
  });

  it('answers the contract’s page envelope', () => {
    const window = pageWindow({ page: 2, page_size: 2 });
    expect(toPage(window, ['c', 'd'], 5)).toEqual({ items: ['c', 'd'], page: 2, page_size: 2, total: 5 });
    expect(toPage(firstRows(5), [], 0)).toEqual({ items: [], page: 1, page_size: 5, total: 0 });
  });
});
