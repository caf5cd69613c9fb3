import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChunkLoadTimeoutError } from '@/shared/lib/lazy';
import { RouteErrorPage } from './route-error-page';

function renderFailing(error: unknown) {
  const Thrower = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/', element: <Thrower />, errorElement: <RouteErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

describe('route error page', () => {
  it('a page whose code did not arrive in time offers a reload', () => {
    renderFailing(new ChunkLoadTimeoutError(120_000));
    expect(screen.getByRole('heading', { name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('an unexpected failure says so and offers a reload', () => {
    const original = console.error;
    console.error = () => {};
    try {
      renderFailing(new Error('boom'));
    } finally {
      console.error = original;
    }
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
