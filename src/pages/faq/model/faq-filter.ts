import { textParam } from '@/shared/lib/url-query';
import type { FaqFilter } from '../api/faq.queries';

/** The FAQ's filters as the address bar keeps them (`q`, `category`), within the contract's lengths. */
export function faqFilterOf(params: URLSearchParams): FaqFilter {
  return { q: textParam(params, 'q', 100), category: textParam(params, 'category', 80) };
}

/** The address's query with another category (null: every category), the search and the rest kept. */
export function searchWithCategory(params: URLSearchParams, category: string | null): string {
  const next = new URLSearchParams(params);
  if (category) next.set('category', category);
  else next.delete('category');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** "12 questions in 3 categories", or what a search or a category found: "2 questions match “visa” in Payments". */
export function faqSummary(questions: number, categories: number, { q, category }: FaqFilter): string {
  const counted = questions === 1 ? '1 question' : `${questions} questions`;
  if (q) return `${counted} ${questions === 1 ? 'matches' : 'match'} “${q}”${category ? ` in ${category}` : ''}`;
  if (category) return `${counted} in ${category}`;
  return `${counted} in ${categories === 1 ? '1 category' : `${categories} categories`}`;
}
