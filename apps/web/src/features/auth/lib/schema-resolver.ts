import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type * as FormSchemas from './form-schemas';

let loading: Promise<typeof FormSchemas> | null = null;

/** The form schemas (and zod), fetched once; a failed fetch is tried again next time. */
function loadFormSchemas(): Promise<typeof FormSchemas> {
  if (!loading) {
    loading = import('./form-schemas');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * A form's resolver from its contract schema (`pick` chooses it from form-schemas.ts). The
 * schemas load when the form is created, while the screen renders, so the first validation
 * seldom waits; if they cannot load (no network), the form goes to the server unchecked and the
 * server's answer (which fails the same way) shows, rather than a form that cannot submit.
 */
export function schemaResolver<T extends FieldValues>(
  pick: (schemas: typeof FormSchemas) => z.ZodType<unknown, Partial<T>>,
): Resolver<T> {
  let resolver: Resolver<T> | null = null;
  void loadFormSchemas().catch(() => undefined);
  return async (values, context, options) => {
    if (!resolver) {
      try {
        const schemas = await loadFormSchemas();
        resolver = schemas.resolverOf<T>(pick(schemas));
      } catch {
        return { values, errors: {} };
      }
    }
    return resolver(values, context, options);
  };
}
