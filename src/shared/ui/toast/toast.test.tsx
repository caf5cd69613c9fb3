import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { toast, toastStore } from './toast.store';

afterEach(() => {
  toastStore.clear();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows an error toast with the caller’s title and message', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Could not save the task', 'The server did not answer.');
    });
    const item = await screen.findByText('Could not save the task');
    expect(item.closest('[data-tone]')?.getAttribute('data-tone')).toBe('error');
    expect(screen.getByText('The server did not answer.')).toBeTruthy();
  });

  it('has a success and a failure variant', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.success('Not saved', { variant: 'failure' });
    });
    expect((await screen.findByText('Saved')).closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    expect(screen.getByText('Not saved').closest('[data-tone]')?.getAttribute('data-tone')).toBe('failure');
  });

  it('closes a toast after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast.error('Gone soon');
    });
    expect(screen.getByText('Gone soon')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_900);
    });
    expect(screen.queryByText('Gone soon')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await waitFor(() => expect(screen.queryByText('Gone soon')).toBeNull());
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });
});
