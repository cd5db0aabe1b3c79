import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLanguageStore } from '@/shared/i18n/i18n';

/** Spec 5/9: "On language change, filled fields are revalidated after a 200 ms debounce." */
export const languageRevalidateMs = 200;

export function useLanguageRevalidation<T extends FieldValues>(form: UseFormReturn<T>) {
  const language = useLanguageStore((s) => s.language);
  const first = useRef(true);
  const { getValues, trigger } = form;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      const values = getValues() as Record<string, unknown>;
      const filled = Object.keys(values).filter(
        (name) => typeof values[name] === 'string' && (values[name] as string) !== '',
      ) as Path<T>[];
      if (filled.length > 0) void trigger(filled);
    }, languageRevalidateMs);
    return () => clearTimeout(timer);
  }, [language, getValues, trigger]);
}
