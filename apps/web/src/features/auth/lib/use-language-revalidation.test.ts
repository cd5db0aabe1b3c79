import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { languageRevalidateMs, useLanguageRevalidation } from './use-language-revalidation';

afterEach(() => {
  vi.useRealTimers();
  useLanguageStore.setState({ language: 'en' });
});

describe('revalidation on language change (spec sections 5 and 9)', () => {
  it('re-checks only the filled fields, 200 ms after the change', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { username: 'ab', password: '' } });
      useLanguageRevalidation(form);
      return form;
    });
    const trigger = vi.spyOn(result.current, 'trigger');
    expect(languageRevalidateMs).toBe(200);
    act(() => useLanguageStore.setState({ language: 'km' }));
    await act(async () => {
      vi.advanceTimersByTime(199);
    });
    expect(trigger).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(trigger).toHaveBeenCalledWith(['username']);
  });
});
