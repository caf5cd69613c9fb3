import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/ui/theme';
import { App, createAppParts, type AppParts } from './app';

function render(parts: AppParts) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App parts={parts} />
    </StrictMode>,
  );
}

// With VITE_DEBUG=true every actor is visible in the Stately inspector; the production build drops this branch.
if (import.meta.env.VITE_DEBUG === 'true') {
  void import('@statelyai/inspect').then(({ createBrowserInspector }) =>
    render(createAppParts({ inspect: createBrowserInspector({ autoStart: true }).inspect })),
  );
} else {
  render(createAppParts());
}
