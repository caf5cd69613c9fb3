// App-wide toasts (spec section 8): an error toast carries the caller's title; a success toast has a success or a
// failure variant. Any layer can raise one; the Toaster shows them for 3 s.

export type ToastTone = 'error' | 'success' | 'failure';

export type ToastItem = {
  id: number;
  tone: ToastTone;
  title: string;
  description?: string;
};

type Listener = () => void;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function push(tone: ToastTone, title: string, description?: string): number {
  const id = nextId++;
  items = [...items, { id, tone, title, description }];
  emit();
  return id;
}

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): ToastItem[] => items,
  dismiss(id: number): void {
    items = items.filter((item) => item.id !== id);
    emit();
  },
  clear(): void {
    items = [];
    emit();
  },
};

export const toast = {
  /** An error with a title chosen by the caller, and optionally what happened. */
  error: (title: string, description?: string) => push('error', title, description),
  /** The outcome of an action: `variant` says whether it worked. */
  success: (message: string, options: { variant?: 'success' | 'failure'; description?: string } = {}) =>
    push(options.variant ?? 'success', message, options.description),
};
