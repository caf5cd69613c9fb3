import type { ReactNode } from 'react';

/** Text for screen readers only (the class is defined in the global styles). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="up-visually-hidden">{children}</span>;
}
