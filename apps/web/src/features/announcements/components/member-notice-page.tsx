import { ComingSoon } from '@/shared/ui/coming-soon';

/** Placeholder until its issue lands; the route table in app/router.tsx lazy-loads it. */
export function MemberNoticePage() {
  return <ComingSoon />;
}
