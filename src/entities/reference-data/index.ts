export { referenceDataQueries, appWideReferenceLists } from './api/reference-data.queries';
export { HSN_CODE } from '@/shared/config';
