import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useUrlQuery } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { PillNav } from '@/shared/ui/pill-nav';
import { SearchBox } from '@/shared/ui/search-box';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { faqQueries } from '../api/faq.queries';
import { faqFilterOf, faqSummary, searchWithCategory } from '../model/faq-filter';
import { FaqGroup } from './faq-group';
import * as styles from './faq-page.css';

/**
 * /faq: the questions and answers for the caller's user type, by category. The search (`q`) and the category
 * (`category`) live in the URL; a search shows its answers open.
 */
export function FaqPage({ title }: { title: string }) {
  const { params, update } = useUrlQuery();
  const filter = faqFilterOf(params);
  const filtered = Boolean(filter.q || filter.category);
  const faqs = useQuery(faqQueries.list(filter));
  // The categories to choose from come from the whole FAQ (the same request when nothing is filtered).
  const whole = useQuery(faqQueries.list());
  const categories = (whole.data ?? []).map((group) => group.category);

  const clearButtons = (
    <div className={styles.emptyActions}>
      {filter.q ? (
        <Button variant="secondary" onClick={() => update({ q: null })}>
          Clear the search
        </Button>
      ) : null}
      {filter.category ? (
        <Button variant="secondary" onClick={() => update({ category: null })}>
          {filter.q ? 'Search every category' : 'Show every category'}
        </Button>
      ) : null}
    </div>
  );

  let body: ReactNode;
  if (faqs.isPending) body = <Spinner label="Loading the questions" />;
  else if (faqs.isError && !faqs.data)
    body = (
      <ErrorState title="The questions could not be loaded" action={<Button onClick={() => faqs.refetch()}>Try again</Button>}>
        Check your connection and try again{filtered ? '; your search is kept' : ''}.
      </ErrorState>
    );
  else {
    const groups = faqs.data.filter((group) => group.items.length > 0);
    const questions = groups.reduce((sum, group) => sum + group.items.length, 0);
    if (questions === 0)
      body = filtered ? (
        <EmptyState
          title={filter.q ? `No question matches “${filter.q}”${filter.category ? ` in ${filter.category}` : ''}` : `No questions in ${filter.category}`}
          icon="search"
          action={clearButtons}
        >
          {filter.q ? 'Try other words, or fewer of them.' : 'This category has no questions for you.'}
        </EmptyState>
      ) : (
        <EmptyState title="No questions yet" icon="help" action={<Link to="/chat">Ask in Chat</Link>}>
          Answers to the questions people ask most will show here.
        </EmptyState>
      );
    else
      body = (
        <>
          <p role="status" className={styles.meta}>
            {faqSummary(questions, groups.length, filter)}
            {faqs.isFetching ? ' · updating…' : ''}
          </p>
          {groups.map((group, index) => (
            <FaqGroup key={`${group.category}:${filter.q ?? ''}`} group={group} headingId={`faq-category-${index}`} open={Boolean(filter.q)} />
          ))}
        </>
      );
  }

  const showCategories = categories.length > 1 || (filter.category !== undefined && categories.length > 0);

  return (
    <>
      <PageHeading title={title} lead="Answers to the questions people ask most. Search them, or pick a category." />
      <div className={styles.toolbar}>
        <SearchBox
          label="Search the questions"
          hint="Words from a question or its answer"
          value={filter.q ?? ''}
          onSearch={(text) => update({ q: text }, { replace: true })}
        />
      </div>
      {showCategories ? (
        <PillNav
          label="FAQ categories"
          groups={[
            [
              { key: '', to: { search: searchWithCategory(params, null) }, label: 'All categories', current: !filter.category },
              ...categories.map((category) => ({ key: category, to: { search: searchWithCategory(params, category) }, label: category, current: filter.category === category })),
            ],
          ]}
        />
      ) : null}
      {body}
    </>
  );
}
