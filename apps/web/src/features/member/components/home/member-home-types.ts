import type { ComponentType } from 'react';

/**
 * What the member centre shows from the shell and the wallet (features may not import app/ or
 * another feature): the route in app/routes passes the shell's avatar and the wallet widget.
 */
export type MemberHomeSlots = {
  Avatar: ComponentType<{
    icon: string | null | undefined;
    name: string;
    size?: number;
    className?: string;
  }>;
  BalanceWidget: ComponentType<{ currencySymbol: string; className?: string }>;
};
