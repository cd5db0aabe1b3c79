import type { MobileTemplate } from '@app/contracts/system';

export type MemberCentreLayout = 'new' | 'classic';

/**
 * Spec section 2, System pages: the member centre has its new layout when the mobile template's
 * `mem_cen` and `dep_func` flags are both 1, the classic one otherwise (also while the status
 * payload is not known yet).
 */
export function memberCentreLayout(
  template: Pick<MobileTemplate, 'mem_cen' | 'dep_func'> | null | undefined,
): MemberCentreLayout {
  return template?.mem_cen === 1 && template.dep_func === 1 ? 'new' : 'classic';
}
