// Lists: the one page type and paging helper, the WHERE builder, and the page query every list repository uses.
export { Conditions, SqlParams, escapeLike } from './conditions.ts';
export { DEFAULT_PAGE_SIZE, firstRows, pageWindow, toPage, type Page, type PageQuery, type PageWindow } from './paging.ts';
export { queryCount, queryCountedPage, queryPage } from './page.repository.ts';
