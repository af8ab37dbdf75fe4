// A lazy component that renders at once when its code is already there (issue 27, the card screen's LCP). React's
// `lazy` suspends on its first render even when the import has long finished (it learns that only a microtask
// later), and React then shows the Suspense fallback and holds the content back for up to 300 ms (its fallback
// throttle): the first page painted about 300 ms after its code and texts were there, and the card form as long
// after its details. `load` starts the import (and whatever the component needs first, e.g. its texts); once it has
// finished, `Component` renders the loaded component directly and suspends only while it is still loading.
import { type ComponentType, lazy, useState } from 'react';

export type PreloadedLazy<P extends object> = {
  Component: ComponentType<P>;
  /** Starts loading (once; a failure is kept, and shown by the nearest error boundary when it renders). */
  load: () => Promise<ComponentType<P>>;
};

export function preloadedLazy<P extends object>(importComponent: () => Promise<ComponentType<P>>): PreloadedLazy<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () => {
    loading ??= importComponent().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Component(props: P) {
    // Chosen once per mount: a later render never swaps the element's type, which would mount the view anew.
    const [Ready] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Ready {...props} />;
  }
  return { Component, load };
}
