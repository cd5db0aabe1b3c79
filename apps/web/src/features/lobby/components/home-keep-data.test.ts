import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeepData } from './home-keep-data';

describe('useKeepData', () => {
  it('keeps the last data while a new key loads, and takes the new data when it comes', () => {
    const { result, rerender } = renderHook(({ data }) => useKeepData(data), {
      initialProps: { data: undefined as string[] | undefined },
    });
    expect(result.current).toBeUndefined();
    const km = ['km'];
    rerender({ data: km });
    expect(result.current).toBe(km);
    rerender({ data: undefined });
    expect(result.current).toBe(km);
    const en = ['en'];
    rerender({ data: en });
    expect(result.current).toBe(en);
  });
});
