import { lazy } from 'react';

// The news lists load after the page has painted (see news-lists.tsx); one chunk for the three. The page starts
// loading it at once, while the panels fetch their data.
export const preloadNewsLists = () => import('./news-lists');
const load = preloadNewsLists;

export const LazyWhatsNewList = lazy(() => load().then((module) => ({ default: module.WhatsNewList })));
export const LazyUniversityUpdatesList = lazy(() => load().then((module) => ({ default: module.UniversityUpdatesList })));
export const LazyAnnouncementsList = lazy(() => load().then((module) => ({ default: module.AnnouncementsList })));
