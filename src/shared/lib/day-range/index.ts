import { urlParam } from '@/shared/lib/url-query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A list's `from` and `to` days (YYYY-MM-DD) in the address: a value of another shape is left out, as if not given.
 * Spread into a list's params where the days stand in its address (`{ q, status, ...dayRangeParams(), page }`).
 */
export const dayRangeParams = () => ({ from: urlParam.matching(DAY), to: urlParam.matching(DAY) });
