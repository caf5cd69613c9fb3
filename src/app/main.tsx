import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/ui/theme';
import { App, createAppParts, type AppParts } from './app';

// The first render is a transition: React renders it in slices of a few milliseconds and lets the browser in between,
// instead of one long task for the shell and the page (issue 10: Total Blocking Time on a phone).
function render(parts: AppParts) {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App parts={parts} />
      </StrictMode>,
    ),
  );
}

// `VITE_INSPECT=true npm run dev`: every actor of the app (session, polling, connectivity, tracking, and the
// features' flows: guided tour, payment) reports to the Stately inspector, which opens in a new window. Only in the
// dev server: the production build drops this branch and never contains @statelyai/inspect.
if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true') {
  void import('@statelyai/inspect').then(({ createBrowserInspector }) =>
    render(createAppParts({ inspect: createBrowserInspector({ autoStart: true }).inspect })),
  );
} else {
  render(createAppParts());
}
