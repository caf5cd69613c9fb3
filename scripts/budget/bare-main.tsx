// The yardstick of the budget check: the smallest React + React Router page, built by the app's Vite config, with
// its one page loaded lazily as every page of the app is (so both carry Vite's lazy-loading runtime).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([
  { path: '/', lazy: () => import('./bare-page').then((module) => ({ Component: module.BarePage })) },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
