// The layouts' chunks, imported from one place: the router's lazy layouts and the warm start (warm-start.ts) ask for
// the same modules, so a chunk the warm start asked for is the one the router renders.
export const loadAppLayout = () => import('../layouts/app-layout');
export const loadPublicLayout = () => import('../layouts/public-layout');
