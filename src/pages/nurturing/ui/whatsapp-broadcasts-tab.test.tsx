import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockApi } from '@/app/test/mock-api';
import { renderApp } from '@/app/test/render-app';
import { broadcastFixture, broadcastRecipientFixture, type BroadcastRecipient, type WhatsAppBroadcast } from '@/entities/nurturing';

const ok = <T,>(data: T) => ({ status: true as const, data });

type Options = { broadcasts?: WhatsAppBroadcast[]; recipients?: BroadcastRecipient[]; outage?: { down: boolean } };

/** The broadcasts' calls over `broadcasts` (the list fails while `outage.down`); keeps the queries the tab sent. */
function broadcastsServer(api: MockApi, { broadcasts = [], recipients = [], outage = { down: false } }: Options = {}) {
  const sent = { lists: [] as URLSearchParams[], recipients: [] as URLSearchParams[] };
  api
    .leads('get', '/my-lead/broadcasts', (request) => {
      const query = new URL(request.url).searchParams;
      sent.lists.push(query);
      if (outage.down) return { status: 500, message: 'Down' };
      const pageNo = Number(query.get('page') ?? 1);
      return ok({ items: broadcasts.slice((pageNo - 1) * 20, pageNo * 20), page: pageNo, page_size: 20, total: broadcasts.length });
    })
    .leads('get', '/my-lead/whatsapp-broadcast-data', (request) => {
      const query = new URL(request.url).searchParams;
      sent.recipients.push(query);
      const broadcast = broadcasts.find((b) => b.broadcast_id === Number(query.get('broadcast_id')));
      if (!broadcast) return { status: 404, message: 'no such broadcast' };
      return ok({ broadcast, items: recipients, page: 1, page_size: 20, total: recipients.length });
    });
  return sent;
}

describe('the WhatsApp broadcasts tab', () => {
  it('lists the broadcasts with their template, category, status, message counts and credits, paged in the address', async () => {
    const sending = broadcastFixture({
      broadcast_id: 2,
      name: 'Winter fair invite',
      template_name: 'fair_invite',
      status: 'sending',
      recipients: 40,
      queued: 10,
      skipped: 2,
      counts: { sent: 28, delivered: 25, read: 12, failed: 2, replied: 3 },
      credits_debited: 120,
      completed_at: null,
    });
    const done = broadcastFixture({ credits_refunded: 3, counts: { sent: 3, delivered: 2, read: 1, failed: 1, replied: 0 } });
    const more = Array.from({ length: 19 }, (_, i) => broadcastFixture({ broadcast_id: 10 + i, name: `Broadcast ${i}` }));
    let sent: ReturnType<typeof broadcastsServer> | undefined;
    const view = await renderApp('app', { user: 'agent', url: '/nurturing?tab=broadcasts', api: (api) => (sent = broadcastsServer(api, { broadcasts: [sending, done, ...more] })) });

    const table = await screen.findByRole('table', { name: 'WhatsApp broadcasts' }, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: 'WhatsApp broadcasts' }).getAttribute('aria-selected')).toBe('true');
    const winter = within(table).getByRole('row', { name: 'Winter fair invite' });
    expect(winter.textContent).toContain('Template fair_invite');
    expect(winter.textContent).toContain('Marketing');
    expect(winter.textContent).toContain('Sending');
    expect(winter.textContent).toContain('40 recipients');
    expect(winter.textContent).toContain('10 queued · 28 sent · 25 delivered · 12 read · 2 failed · 3 replied · 2 skipped');
    expect(winter.textContent).toContain('120 credits held');
    const january = within(table).getByRole('row', { name: 'January intake reminder' });
    expect(january.textContent).toContain('Completed');
    expect(january.textContent).toContain('0 queued · 3 sent · 2 delivered · 1 read · 1 failed');
    expect(january.textContent).toContain('9 credits, 3 given back');

    await view.user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(view.location()).toBe('/nurturing?tab=broadcasts&page=2'));
    await waitFor(() => expect(sent?.lists.at(-1)?.get('page')).toBe('2'));
    expect(await within(screen.getByRole('table', { name: 'WhatsApp broadcasts' })).findByRole('row', { name: 'Broadcast 18' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('says when there are no broadcasts yet', async () => {
    await renderApp('app', { user: 'franchise', url: '/nurturing?tab=broadcasts', api: (api) => broadcastsServer(api) });
    expect(await screen.findByText('No WhatsApp broadcasts yet', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'WhatsApp broadcasts' })).toBeNull();
  });

  it('shows a failure with a retry that loads the broadcasts', async () => {
    const outage = { down: true };
    const view = await renderApp('app', { user: 'agent', url: '/nurturing?tab=broadcasts', api: (api) => broadcastsServer(api, { broadcasts: [broadcastFixture()], outage }) });
    expect(await screen.findByText('Your WhatsApp broadcasts could not be loaded', undefined, { timeout: 10_000 })).toBeTruthy();
    outage.down = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'WhatsApp broadcasts' }, { timeout: 10_000 });
    expect(within(table).getByRole('row', { name: 'January intake reminder' })).toBeTruthy();
  });

  it('opens one broadcast’s recipients with each message’s status from the keyboard, and Escape closes them', async () => {
    const recipients = [
      broadcastRecipientFixture(),
      broadcastRecipientFixture({ lead_id: 2, lead_name: 'Meera Shah', whatsapp_number: '+919800000002', message_id: 2, status: 'failed', failure_reason: 'Number not on WhatsApp', sent_at: null, delivered_at: null }),
      broadcastRecipientFixture({ lead_id: 3, lead_name: 'Arjun Rao', whatsapp_number: '+919800000003', message_id: 3, status: 'queued', sent_at: null, delivered_at: null }),
    ];
    let sent: ReturnType<typeof broadcastsServer> | undefined;
    const view = await renderApp('app', {
      user: 'agent',
      url: '/nurturing?tab=broadcasts',
      api: (api) => (sent = broadcastsServer(api, { broadcasts: [broadcastFixture({ broadcast_id: 5 }), broadcastFixture({ broadcast_id: 6, name: 'Other' })], recipients })),
    });
    const table = await screen.findByRole('table', { name: 'WhatsApp broadcasts' }, { timeout: 10_000 });
    const open = within(table).getByRole('button', { name: 'Recipients of January intake reminder' });
    open.focus();
    await view.user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Recipients of January intake reminder' }, { timeout: 10_000 });
    const list = await within(dialog).findByRole('table', { name: 'Recipients of January intake reminder' }, { timeout: 10_000 });
    expect(within(list).getByRole('row', { name: 'Ravi Kumar' }).textContent).toContain('Delivered');
    const meera = within(list).getByRole('row', { name: 'Meera Shah' });
    expect(meera.textContent).toContain('Failed');
    expect(meera.textContent).toContain('Number not on WhatsApp');
    expect(within(list).getByRole('row', { name: 'Arjun Rao' }).textContent).toContain('Not sent yet');
    expect(sent?.recipients.map((q) => q.get('broadcast_id'))).toEqual(['5']);

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('table', { name: 'WhatsApp broadcasts' })).getByRole('button', { name: 'Recipients of January intake reminder' })));
  });
});
