import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The SPA shell (routes, session machine, layouts) comes with the shell issue; until then the server serves this
// page at every path so the history fallback can be seen working.
function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Unipath</h1>
      <p>The Unipath portal is being built. The API is up under /api and /lead-api.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
