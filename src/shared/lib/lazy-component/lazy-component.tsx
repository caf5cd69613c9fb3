import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it renders (the page that offers it paints without it); until then
 * it shows `fallback` for the props it was given.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: (props: Props) => ReactNode): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
