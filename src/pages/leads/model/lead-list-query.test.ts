import { describe, expect, it } from 'vitest';
import { readUrlState } from '@/shared/lib/url-query';
import { LEAD_LIST_PARAMS, nextOrder, toLeadListQuery } from './lead-list-query';

const stateOf = (query: string) => readUrlState(LEAD_LIST_PARAMS, new URLSearchParams(query));

describe('the lead list in the address', () => {
  it('asks for only what is set, the default order and first page left out', () => {
    expect(toLeadListQuery(stateOf(''))).toEqual({ page_size: 25 });
    expect(toLeadListQuery(stateOf('q=meera&stage=2&sub_stage=21&assignee=12&due=1&unread=1&sort=score.asc&page=3'))).toEqual({
      q: 'meera',
      stage_id: 2,
      sub_stage_id: 21,
      assigned_to: 12,
      reminded: true,
      unread: true,
      sort: 'score',
      order: 'asc',
      page: 3,
      page_size: 25,
    });
  });

  it('sends the period with the date it bounds, and no date field without a period', () => {
    expect(toLeadListQuery(stateOf('from=2026-11-01&to=2026-11-30&date=next_follow_up_at'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      date_field: 'next_follow_up_at',
      page_size: 25,
    });
    expect(toLeadListQuery(stateOf('date=updated_at'))).toEqual({ page_size: 25 });
  });

  it('leaves out a period that ends before it starts', () => {
    expect(toLeadListQuery(stateOf('from=2026-11-30&to=2026-11-01'))).toEqual({ page_size: 25 });
  });

  it('ignores what is malformed', () => {
    expect(toLeadListQuery(stateOf('stage=x&from=2026-13-01&sort=email&due=yes&page=0'))).toEqual({ page_size: 25 });
  });

  it('orders by a column, and the other way on a second click', () => {
    expect(nextOrder('created_at', 'score')).toBe('score');
    expect(nextOrder('score', 'score')).toBe('score.asc');
    expect(nextOrder('score.asc', 'score')).toBe('score');
    expect(nextOrder('created_at', 'first_name')).toBe('first_name.asc');
  });
});
