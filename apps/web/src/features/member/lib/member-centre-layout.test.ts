import { describe, expect, it } from 'vitest';
import { memberCentreLayout } from './member-centre-layout';

describe('memberCentreLayout', () => {
  it('is the new layout only when mem_cen and dep_func are both 1', () => {
    expect(memberCentreLayout({ mem_cen: 1, dep_func: 1 })).toBe('new');
    expect(memberCentreLayout({ mem_cen: 1, dep_func: 0 })).toBe('classic');
    expect(memberCentreLayout({ mem_cen: 0, dep_func: 1 })).toBe('classic');
    expect(memberCentreLayout({ mem_cen: 0, dep_func: 0 })).toBe('classic');
  });

  it('is the classic layout while the template is unknown', () => {
    expect(memberCentreLayout(undefined)).toBe('classic');
    expect(memberCentreLayout(null)).toBe('classic');
  });
});
