// The yardstick of the budget check: the smallest React + React Router page, built by the app's Vite config.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Page() {
  return <h1>Hello</h1>;
}

const router = createBrowserRouter([{ path: '/', element: <Page /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
