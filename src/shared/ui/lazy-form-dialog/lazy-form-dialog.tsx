import type { ComponentType } from 'react';
import { lazyComponent } from '@/shared/lib/lazy-component';
import { Spinner } from '@/shared/ui/loading-overlay';

/**
 * A form dialog whose code loads the first time it opens (the page that offers it paints without it); while it
 * loads, an open dialog shows a spinner.
 */
export function lazyFormDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return lazyComponent(load, (props) => (props.open ? <Spinner label="Opening the form" /> : null));
}
