import type { ListTexts, Noun } from './list-texts';
import { formatCount } from '@/shared/lib/number-format';

/** A page of a list as the contract's list calls answer it. */
export type ListPage<Item> = { items: Item[]; page: number; page_size: number; total: number };


/** How the count line reads: where the rows are in the list, or how many there are and which page this is. */
export type CountStyle = 'range' | 'pages';

/** What a paged list says: the list's texts, how it counts and how its pager is named. */
export type PagedListTexts = ListTexts & {
  /** "1–20 of 25 students" (range, the default) or "25 students · page 1 of 2" (pages). */
  countStyle?: CountStyle;
  /** The pager's navigation landmark; "Pages of students" by default. */
  pagerLabel?: string;
};

const count = (total: number, [one, other]: Noun) => `${formatCount(total)} ${total === 1 ? one : other}`;

/** "1–20 of 25 students" (or "1 student"); "30 universities · page 1 of 3" in the pages style. */
export function countLine(data: ListPage<unknown>, noun: Noun, style: CountStyle = 'range'): string {
  const { items, page, page_size: pageSize, total } = data;
  if (style === 'pages') return `${count(total, noun)} · page ${page} of ${Math.max(1, Math.ceil(total / pageSize))}`;
  if (total === 1) return count(1, noun);
  const first = (page - 1) * pageSize + 1;
  return `${first}–${first + items.length - 1} of ${count(total, noun)}`;
}
