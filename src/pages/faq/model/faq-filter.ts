import { urlParam } from '@/shared/lib/url-query';
import type { FaqFilter } from '../api/faq.queries';

/** The FAQ's filters in the address bar (`q`, `category`), within the contract's lengths. */
export const FAQ_PARAMS = { q: urlParam.text(100), category: urlParam.text(80) };

/** "12 questions in 3 categories", or what a search or a category found: "2 questions match “visa” in Payments". */
export function faqSummary(questions: number, categories: number, { q, category }: FaqFilter): string {
  const counted = questions === 1 ? '1 question' : `${questions} questions`;
  if (q) return `${counted} ${questions === 1 ? 'matches' : 'match'} “${q}”${category ? ` in ${category}` : ''}`;
  if (category) return `${counted} in ${category}`;
  return `${counted} in ${categories === 1 ? '1 category' : `${categories} categories`}`;
}
