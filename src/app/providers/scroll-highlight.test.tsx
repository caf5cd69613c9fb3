import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

describe('scrollTo and highlight', () => {
  it('scrolls to the element, flashes it for 3 s, then removes both parameters', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const app = await renderApp('app', { url: '/privacy-policy?scrollTo=cookies&highlight=true&lang=en' });
    const section = await screen.findByRole('region', { name: '4. Cookies and local storage' }, { timeout: 5000 });
    await waitFor(() => expect(section.getAttribute('data-highlighted')).toBe('true'));
    expect(scrolled.mock.contexts).toContain(section);
    expect(app.location()).toContain('scrollTo=cookies');
    await waitFor(() => expect(app.location()).toBe('/privacy-policy?lang=en'), { timeout: 4500 });
    expect(section.hasAttribute('data-highlighted')).toBe(false);
  });

  it('highlight may name its own element', async () => {
    const app = await renderApp('app', { url: '/terms-and-conditions?highlight=payments' });
    const section = await screen.findByRole('region', { name: '5. Fees and payments' }, { timeout: 5000 });
    await waitFor(() => expect(section.getAttribute('data-highlighted')).toBe('true'));
    await waitFor(() => expect(app.location()).toBe('/terms-and-conditions'), { timeout: 4500 });
  });
});
