import { queryOptions } from '@tanstack/react-query';
import { QueryProvider } from '@/shared/api/query';
import { urlParam, type UrlState } from '@/shared/lib/url-query';
import { useListQuery, type ListQuery } from '../model/use-list-query';
import { PagedList } from '../ui/paged-list';
import type { ListPage } from './count-line';

// A small list for the block's own tests: fruits served from memory, paged by two, with a search, a colour filter and
// a sort; the server can be made to fail or to hold its answer.

export type Fruit = { id: number; name: string; colour: 'red' | 'yellow' | 'green' };

export const FRUIT_PARAMS = {
  q: urlParam.text(),
  colour: urlParam.oneOf(['red', 'yellow', 'green'] as const),
  sort: urlParam.withDefault(urlParam.oneOf(['name', 'newest'] as const), 'name'),
  page: urlParam.page(),
};

export type FruitState = UrlState<typeof FRUIT_PARAMS>;

export const FRUITS: Fruit[] = [
  { id: 1, name: 'Apple', colour: 'red' },
  { id: 2, name: 'Banana', colour: 'yellow' },
  { id: 3, name: 'Cherry', colour: 'red' },
  { id: 4, name: 'Lime', colour: 'green' },
  { id: 5, name: 'Lemon', colour: 'yellow' },
];

export function fruitServer(fruits: Fruit[], pageSize = 2) {
  const server = {
    asked: [] as FruitState[],
    fail: false,
    /** While set, answers wait for it. */
    hold: null as Promise<void> | null,
    query: (state: FruitState) =>
      queryOptions({
        queryKey: ['fruit-test', state],
        queryFn: async (): Promise<ListPage<Fruit>> => {
          server.asked.push(state);
          if (server.hold) await server.hold;
          if (server.fail) throw new Error('the fruit server is down');
          const matching = fruits
            .filter((fruit) => (!state.q || fruit.name.toLowerCase().includes(state.q.toLowerCase())) && (!state.colour || fruit.colour === state.colour))
            .sort((a, b) => (state.sort === 'newest' ? b.id - a.id : a.name.localeCompare(b.name)));
          return { items: matching.slice((state.page - 1) * pageSize, state.page * pageSize), page: state.page, page_size: pageSize, total: matching.length };
        },
        retry: false,
      }),
  };
  return server;
}

type FruitListProps = { server: ReturnType<typeof fruitServer>; scope?: string | ((state: FruitState) => string); onList?: (list: ListQuery<typeof FRUIT_PARAMS, ListPage<Fruit>>) => void };

/** The list as a page renders it, inside the app's query cache (a page outside the route tree provides it itself). */
export function FruitList(props: FruitListProps) {
  return (
    <QueryProvider>
      <Fruits {...props} />
    </QueryProvider>
  );
}

function Fruits({ server, scope, onList }: FruitListProps) {
  const list = useListQuery({ params: FRUIT_PARAMS, query: server.query, scope });
  onList?.(list);
  return (
    <PagedList list={list} texts={{ noun: ['fruit', 'fruits'], noMatch: { title: 'No fruit matches', body: 'Try another word or colour.' }, empty: { title: 'No fruit yet', body: 'Fruits you add show here.' } }}>
      {(items) => (
        <ul aria-label="Fruits">
          {items.map((fruit) => (
            <li key={fruit.id}>{fruit.name}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
