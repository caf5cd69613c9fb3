import type { ReactNode } from 'react';
import type { IconName } from '@/shared/ui/icon';

type StateText = { title: string; body?: ReactNode; icon?: IconName };

/** A counted noun: the word for one and the word for several ("student", "students"). */
export type Noun = readonly [one: string, other: string];

/**
 * What a list says in each of its states. Most of it follows from the noun ("Loading your students", "Your students
 * could not be loaded"); a page names what differs (its empty state always).
 */
export type ListTexts = {
  /** What the list holds: ["student", "students"]. */
  noun: Noun;
  /** Whose the list is, in the texts made from the noun ("your students", "the applications"). */
  whose?: 'your' | 'the';
  /** Said while the first answer loads; "Loading the applications" by default. */
  loading?: string;
  /** The failure's heading; "The applications could not be loaded" by default. A "Try again" button comes with it. */
  error?: string;
  /** Nothing to list yet, with a way on. */
  empty: StateText & { action?: ReactNode };
  /** Nothing matches the search or filters; the action defaults to a button that clears them. */
  noMatch?: StateText & { clearLabel?: string; action?: ReactNode };
  /** The placeholder rows: as many as fit the first screen, about as high as a real row. */
  skeleton?: { rows?: number; rowHeight?: string };
  /** The level of the states' headings in the page's outline. */
  headingLevel?: 2 | 3;
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The texts a list shows, its own where it has them, made from its noun where not. */
export function textsOf(texts: ListTexts) {
  const plural = `${texts.whose ?? 'the'} ${texts.noun[1]}`;
  return {
    loading: texts.loading ?? `Loading ${plural}`,
    error: texts.error ?? `${capitalised(plural)} could not be loaded`,
  };
}
