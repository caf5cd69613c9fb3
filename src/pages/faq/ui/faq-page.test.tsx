import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import type { MockApi } from '@/app/test/mock-api';
import type { PortalComponents } from '@/shared/api';

type FaqCategory = PortalComponents['schemas']['FaqCategory'];

const ok = <T,>(data: T) => ({ status: true as const, data });
const updated = '2026-10-01T09:00:00.000Z';

const FAQ: FaqCategory[] = [
  {
    category: 'Applications',
    items: [
      { faq_id: 1, question: 'How many universities can I apply to?', answer: 'Up to five per intake.\nYour counselor helps you choose.', updated_at: updated },
      { faq_id: 2, question: 'Can I change my course after applying?', answer: 'Yes, until the university has made an offer.', updated_at: updated },
    ],
  },
  { category: 'Visa', items: [{ faq_id: 3, question: 'When should I apply for my visa?', answer: 'Once you hold an unconditional offer.', updated_at: updated }] },
  { category: 'Payments', items: [{ faq_id: 4, question: 'Which cards do you accept?', answer: 'Visa, Mastercard and RuPay cards.', updated_at: updated }] },
];

/** A fake of GET /common/faq that searches and keeps a category as the server does; returns the filters it was sent. */
function faqServer(api: MockApi, groups: FaqCategory[], { failures = 0 } = {}) {
  const asked: { q: string | null; category: string | null }[] = [];
  let failed = 0;
  api.portal('get', '/common/faq', (request) => {
    const query = new URL(request.url).searchParams;
    const q = query.get('q');
    const category = query.get('category');
    asked.push({ q, category });
    if (failed < failures) {
      failed += 1;
      return { status: 500, message: 'internal server error' };
    }
    const text = q?.trim().toLowerCase();
    return ok(
      groups
        .filter((group) => !category || group.category === category)
        .map((group) => ({
          ...group,
          items: group.items.filter((faq) => !text || `${faq.question} ${faq.answer}`.toLowerCase().includes(text)),
        }))
        .filter((group) => group.items.length > 0),
    );
  });
  return { asked };
}

const questionOf = (text: string) => screen.getByText(text).closest('details') as HTMLDetailsElement;
const categoryHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the FAQ page', () => {
  it('lists the questions by category; a question opens to its answer', async () => {
    const app = await renderApp('app', { user: 'student', url: '/faq', api: (api) => void faqServer(api, FAQ) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Applications' })).toBeTruthy();
    expect(categoryHeadings()).toEqual(['Applications', 'Visa', 'Payments']);
    expect(screen.getByRole('status').textContent).toBe('4 questions in 3 categories');
    expect(within(screen.getByRole('region', { name: 'Applications' })).getByText('Can I change my course after applying?')).toBeTruthy();

    const question = questionOf('How many universities can I apply to?');
    expect(question.open).toBe(false);
    await app.user.click(within(question).getByText('How many universities can I apply to?'));
    expect(question.open).toBe(true);
    expect(within(question).getByText(/Up to five per intake\.\s+Your counselor helps you choose\./)).toBeTruthy();
    expect(question.textContent).toMatch(/Updated \d\d-\d\d-\d{4} - \d\d:\d\d [AP]M$/);
    expect(questionOf('When should I apply for my visa?').open).toBe(false);
  });

  it('searches questions and answers as one types, keeps the search in the URL and opens the answers found', async () => {
    let server!: ReturnType<typeof faqServer>;
    const app = await renderApp('app', { user: 'agent', url: '/faq', api: (api) => (server = faqServer(api, FAQ)) });
    await screen.findByRole('region', { name: 'Applications' });

    await app.user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'visa');
    await waitFor(() => expect(app.location()).toBe('/faq?q=visa'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 questions match “visa”'));
    expect(categoryHeadings()).toEqual(['Visa', 'Payments']);
    expect(server.asked).toContainEqual({ q: 'visa', category: null });
    // The word is in the payment question's answer: it shows without a click.
    expect(questionOf('Which cards do you accept?').open).toBe(true);
    expect(screen.getByText('Visa, Mastercard and RuPay cards.')).toBeTruthy();
  });

  it('shows the search of a reloaded address, and offers to clear a search that finds nothing', async () => {
    const app = await renderApp('app', { user: 'counselor', url: '/faq?q=scholarship', api: (api) => void faqServer(api, FAQ) });

    expect(await screen.findByRole('heading', { name: 'No question matches “scholarship”' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search the questions' }) as HTMLInputElement).value).toBe('scholarship');

    await app.user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(app.location()).toBe('/faq');
    expect(await screen.findByRole('region', { name: 'Visa' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search the questions' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('4 questions in 3 categories');
  });

  it('keeps one category, named in the URL, and goes back to every category', async () => {
    let server!: ReturnType<typeof faqServer>;
    const app = await renderApp('app', { user: 'student', url: '/faq', api: (api) => (server = faqServer(api, FAQ)) });
    const categories = await screen.findByRole('navigation', { name: 'FAQ categories' });
    expect(within(categories).getByRole('link', { name: 'All categories' }).getAttribute('aria-current')).toBe('page');

    await app.user.click(within(categories).getByRole('link', { name: 'Visa' }));
    expect(app.location()).toBe('/faq?category=Visa');
    await waitFor(() => expect(categoryHeadings()).toEqual(['Visa']));
    expect(screen.getByRole('status').textContent).toBe('1 question in Visa');
    expect(within(categories).getByRole('link', { name: 'Visa' }).getAttribute('aria-current')).toBe('page');
    expect(within(categories).getByRole('link', { name: 'All categories' }).getAttribute('aria-current')).toBeNull();
    // Every category stays on offer while one is shown.
    expect(within(categories).getByRole('link', { name: 'Payments' })).toBeTruthy();
    expect(server.asked).toContainEqual({ q: null, category: 'Visa' });

    await app.user.click(within(categories).getByRole('link', { name: 'All categories' }));
    expect(app.location()).toBe('/faq');
    await waitFor(() => expect(categoryHeadings()).toEqual(['Applications', 'Visa', 'Payments']));
  });

  it('searches within the chosen category, and offers every category when nothing matches there', async () => {
    const app = await renderApp('app', { user: 'student', url: '/faq?category=Applications&q=cards', api: (api) => void faqServer(api, FAQ) });

    expect(await screen.findByRole('heading', { name: 'No question matches “cards” in Applications' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Search every category' }));
    expect(app.location()).toBe('/faq?q=cards');
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 question matches “cards”');
  });

  it('says when there are no questions for the caller yet', async () => {
    await renderApp('app', { user: 'accounts', url: '/faq', api: (api) => void faqServer(api, []) });
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'FAQ categories' })).toBeNull();
  });

  it('offers a retry when the questions do not load, and shows them once they do', async () => {
    const app = await renderApp('app', { user: 'student', url: '/faq', api: (api) => void faqServer(api, FAQ, { failures: 3 }) });

    expect(await screen.findByRole('heading', { name: 'The questions could not be loaded' }, { timeout: 8000 })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Applications' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The questions could not be loaded' })).toBeNull();
  });
});
