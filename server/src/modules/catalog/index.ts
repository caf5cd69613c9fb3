// The catalog module: universities and courses (the search, the pages, comparisons), the staff's news about
// universities, and the app-wide reference lists (places, levels, categories, fee buckets, document types).
import { defineModule } from '../../platform/module.ts';
import { catalogHandlers, referenceHandlers } from './catalog.handlers.ts';
import { makeCatalogService } from './catalog.service.ts';
import { makeReferenceService } from './reference.service.ts';

export { findCourses, type CourseRecord } from './courses.repository.ts';
export type { CatalogService } from './catalog.service.ts';

export const catalogModule = defineModule({
  name: 'catalog',
  services: { catalog: makeCatalogService, reference: makeReferenceService },
  handlers: ({ catalog, reference }) => ({ portal: { ...catalogHandlers(catalog), ...referenceHandlers(reference) } }),
});
