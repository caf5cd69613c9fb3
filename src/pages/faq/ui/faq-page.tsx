import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page';
import { PillNav } from '@/shared/ui/pill-nav';
import { ListSearch, ListStates, useListQuery, type ListTexts } from '@/widgets/paged-list';
import { faqQueries, type FaqCategory } from '../api/faq.queries';
import { FAQ_PARAMS, faqSummary } from '../model/faq-filter';
import { FaqGroup } from './faq-group';
import * as styles from './faq-page.css';

const withQuestions = (groups: FaqCategory[]) => groups.filter((group) => group.items.length > 0);
const questionCount = (groups: FaqCategory[]) => groups.reduce((sum, group) => sum + group.items.length, 0);

/**
 * /faq: the questions and answers for the caller's user type, by category. The search (`q`) and the category
 * (`category`) live in the URL; a search shows its answers open.
 */
export function FaqPage({ title }: { title: string }) {
  // The summary names the search and category: another filter's answer is not kept on screen while this one loads.
  const faqs = useListQuery({ params: FAQ_PARAMS, query: faqQueries.list, scope: ({ q, category }) => `${q ?? ''}\n${category ?? ''}` });
  const filter = faqs.state;
  // The categories to choose from come from the whole FAQ (the same request when nothing is filtered).
  const whole = useQuery(faqQueries.list());
  const categories = (whole.data ?? []).map((group) => group.category);

  const clearButtons = (
    <div className={styles.emptyActions}>
      {filter.q ? (
        <Button variant="secondary" onClick={() => faqs.set({ q: null })}>
          Clear the search
        </Button>
      ) : null}
      {filter.category ? (
        <Button variant="secondary" onClick={() => faqs.set({ category: null })}>
          {filter.q ? 'Search every category' : 'Show every category'}
        </Button>
      ) : null}
    </div>
  );

  const texts: ListTexts = {
    noun: ['question', 'questions'],
    noMatch: {
      title: filter.q ? `No question matches “${filter.q}”${filter.category ? ` in ${filter.category}` : ''}` : `No questions in ${filter.category}`,
      icon: 'search',
      body: filter.q ? 'Try other words, or fewer of them.' : 'This category has no questions for you.',
      action: clearButtons,
    },
    empty: { title: 'No questions yet', icon: 'help', body: 'Answers to the questions people ask most will show here.', action: <Link to="/chat">Ask in Chat</Link> },
  };
  const showCategories = categories.length > 1 || (filter.category !== undefined && categories.length > 0);

  return (
    <>
      <PageHeading title={title} lead="Answers to the questions people ask most. Search them, or pick a category." />
      <div className={styles.toolbar}>
        <ListSearch list={faqs} label="Search the questions" hint="Words from a question or its answer" />
      </div>
      {showCategories ? (
        <PillNav
          label="FAQ categories"
          groups={[
            [
              { key: '', to: { search: faqs.href({ category: null }) }, label: 'All categories', current: !filter.category },
              ...categories.map((category) => ({ key: category, to: { search: faqs.href({ category }) }, label: category, current: filter.category === category })),
            ],
          ]}
        />
      ) : null}
      <ListStates list={faqs} texts={texts} isEmpty={(groups) => questionCount(groups) === 0} summary={(groups) => faqSummary(questionCount(groups), withQuestions(groups).length, filter)}>
        {(groups) =>
          withQuestions(groups).map((group, index) => (
            <FaqGroup key={`${group.category}:${filter.q ?? ''}`} group={group} headingId={`faq-category-${index}`} open={Boolean(filter.q)} />
          ))
        }
      </ListStates>
    </>
  );
}
