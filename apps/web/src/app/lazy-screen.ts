import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { catalogueComplete } from '@/shared/i18n/i18n';

export type LazyScreen<P extends object = object> = LazyExoticComponent<ComponentType<P>>;

/**
 * A screen loaded on first show, as its own chunk, together with the rest of the language's
 * catalogue (its namespaces are not in the home first load: shared/i18n/i18n.ts).
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): LazyScreen<P> {
  return lazy(() =>
    Promise.all([load(), catalogueComplete()]).then(([Component]) => ({ default: Component })),
  );
}
