import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { MemberInfoService } from '../../services/member-info-service';
import { toMajorUnits } from '../../services/money';
import type { WalletService } from '../../services/wallet-service';

export type MemberRouteServices = {
  info: MemberInfoService;
  wallets: WalletService;
  /** VIP (issue 14): re-derives the member's level (and label) when older than a minute. */
  vip?: { refreshIfStale(memberId: number): Promise<void> } | undefined;
};

/**
 * Spec section 7, Member and wallet: /wps/member/info and its edits, the avatars and the balance.
 * Every edit answers the updated info; edits are realMoney rows (trial accounts read their info
 * but cannot change it) and accept JSON or a form (the spec posts the icon as a form).
 */
export function memberRoutes(
  s: MemberRouteServices,
): EndpointHandlers<RowsOfArea<'member' | 'wallet'>> {
  return {
    memberInfo: async ({ auth, reply }) => {
      void reply.header('cache-control', 'no-store');
      await s.vip?.refreshIfStale(auth.memberId);
      return s.info.get(auth.memberId);
    },
    memberInfoNickname: async ({ auth, body }) => s.info.setNickname(auth.memberId, body.nickname),
    memberInfoEmail: async ({ auth, body }) => s.info.setEmail(auth.memberId, body.email),
    memberInfoPayeeName: async ({ auth, body }) =>
      s.info.setPayeeName(auth.memberId, body.payeeName),
    memberInfoIcons: async ({ auth, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.info.listIcons(auth.memberId);
    },
    memberInfoIconSet: async ({ auth, body }) => s.info.setIcon(auth.memberId, body.icon),
    memberInfoBirthday: async ({ auth, body }) => s.info.setBirthday(auth.memberId, body.birthday),

    walletTransfer: async ({ auth }) => ({
      transferred: 0,
      sumBalance: toMajorUnits(await s.wallets.balanceMinor(auth.memberId, 'REAL')),
    }),

    // A balance is personal and changes with every bet: never cached by anyone.
    wallet: async ({ auth, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.wallets.getWallet(auth.memberId, auth.type);
    },
  };
}
