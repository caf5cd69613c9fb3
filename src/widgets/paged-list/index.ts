export { useListQuery, SEARCH_PARAM, SORT_PARAM } from './model/use-list-query';
export type { ListQuery, ListQueryOptions, ListView } from './model/use-list-query';
export { PagedList } from './ui/paged-list';
export type { PagedListProps } from './ui/paged-list';
export { ListStates } from './ui/list-states';
export type { ListStatesProps, ListTexts } from './ui/list-states';
export { ListToolbar } from './ui/list-toolbar';
export { countLine } from './lib/count-line';
export type { CountStyle, ListPage, Noun } from './lib/count-line';
