export { tokenStorage, getSessionId, getVisitId } from './storage';
