import { MemberHomePage } from '@/features/member/components/member-home-page';
import { BalanceWidget } from '@/features/wallet/components/balance-widget';
import { Avatar } from '../shell/avatar';

/**
 * /m/member/home: the member centre with the shell's avatar and the wallet widget, which a
 * feature may not import itself (features import neither app/ nor each other).
 */
export function MemberHomeRoute() {
  return <MemberHomePage Avatar={Avatar} BalanceWidget={BalanceWidget} />;
}
