export { currencyPrefix, formatCount, formatDecimalCurrency, formatMajorCurrency, groupDigits } from './number-format';
export type { Grouping } from './number-format';
