import type { ReactElement, ReactNode } from 'react';
import { isApiFailure } from '@/shared/api';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';

/** The part of a query a page that shows one record (or one student's records) waits on. */
export type GatedQuery<T> = { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };

export type LoadGateTexts = {
  /** The page's heading while it waits or fails. */
  heading: string;
  /** The error's title when the id is not one (0) or the server answers 403 or 404. */
  gone: string;
  /** The error's title when the load failed another way (offered a retry). */
  failed: string;
  /** The spinner's label while the record loads. */
  loading: string;
  /** The way back shown with the `gone` error. */
  back?: ReactNode;
};

export type LoadGate<T> = { data: T; screen?: undefined } | { data?: undefined; screen: ReactElement };

/**
 * What a record's page shows before it has its record: an error when the id in the address is not one (`id` 0) or the
 * record is not the user's to see (403/404), an error with "Try again" when the load failed, a spinner while it loads.
 * Once the record is there, `data` holds it and `screen` is undefined.
 */
export function loadGate<T>(id: number, query: GatedQuery<T>, texts: LoadGateTexts): LoadGate<T> {
  const { heading, gone, failed, loading, back } = texts;
  let body: ReactElement;
  if (id === 0 || query.isError) {
    const refused = id === 0 || (isApiFailure(query.error) && [403, 404].includes(query.error.status));
    body = refused ? (
      <ErrorState headingLevel={2} title={gone} action={back} />
    ) : (
      <ErrorState headingLevel={2} title={failed} onRetry={() => query.refetch()} />
    );
  } else if (query.data === undefined) body = <Spinner label={loading} />;
  else return { data: query.data };
  return {
    screen: (
      <>
        <PageHeading title={heading} />
        {body}
      </>
    ),
  };
}
