export { referenceDataQueries, appWideReferenceLists } from './api/reference-data.queries';
export { HSN_CODE } from '@/shared/config';
export { CountrySelect } from './ui/country-select';
export type { CountrySelectProps } from './ui/country-select';
