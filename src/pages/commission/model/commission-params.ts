import { financialYearOf, todayIso } from '@/entities/commission';
import { urlParam } from '@/shared/lib/url-query';

/** The statement's state in the address: the financial year (2025-26) and, for staff, the partner's user id. */
export const COMMISSION_PARAMS = {
  fy: urlParam.matching(/^\d{4}-\d{2}$/),
  partner: urlParam.positiveInt(),
};

/** The current financial year and the four before it, newest first, and the next one (terms with a census ahead). */
export function yearOptions(now = new Date()): string[] {
  const current = Number(financialYearOf(todayIso(now)).slice(0, 4));
  const years: string[] = [];
  for (let start = current + 1; start >= current - 4; start -= 1) years.push(`${start}-${String((start + 1) % 100).padStart(2, '0')}`);
  return years;
}
