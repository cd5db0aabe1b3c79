import type { ComponentType } from 'react';

/**
 * What the agent home shows from the wallet (features may not import another feature): the
 * route in app/routes passes the wallet's balance widget (2 decimals, refresh, hide).
 */
export type AgentHomeSlots = {
  BalanceWidget: ComponentType<{ currencySymbol: string; className?: string }>;
};
