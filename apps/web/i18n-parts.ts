import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Catalogue namespaces no part of the shell or the home first screen uses: they travel in a second
 * chunk per language, loaded with the first lazy screen or overlay that may need them
 * (docs/decisions/0026). A key of these namespaces used in the entry or on home would show as
 * the key until then: keep this list to screens and overlays behind a lazy import.
 */
export const deferredNamespaces = [
  'auth',
  'promotions',
  'help',
  'notice',
  'sideMenu',
  'service',
  'list',
  // Not here: `popup`, the announcement popup over home (issue 15). Its six strings are in the
  // core part so the popup, which loads once home is idle, needs no second catalogue chunk (the
  // rest of the Khmer catalogue is ~25 KiB gzip; decision 0047).
  // The cashier's screens (issue 13): all lazy.
  'cashierErrors',
  'cashier',
  'deposit',
  'withdraw',
  'records',
  // The member centre's screens (issue 14): all lazy.
  'memberErrors',
  // Messages and live chat (issue 15): all lazy.
  'messageErrors',
  // Rewards (issue 16): all lazy.
  'rewardErrors',
  // The agent centre (issue 17): all lazy.
  'agentErrors',
  // Team management and opening accounts (issue 17): lazy screens.
  'agentTeam',
  // The agent home, the agent login's strings and the contract prompts (lazy after login).
  'agentHome',
  // Team reports (issue 17): lazy screens.
  'agentReports',
  // Game rebate and agent rebate (issue 17): lazy screens.
  'agentRebates',
  // The contract screens and the dividend screen (issue 17): lazy screens.
  'agentContracts',
  // The reward centre, the promotion detail's reward, the withdraw screen's bonus wagering and
  // the deposit screen's `?promo=` note (issue 16): all on lazy screens.
  'rewards',
  // The red envelope rain (/m/redRain, issue 16): a lazy screen.
  'redRain',
  // The message centre and the inbox (issue 15): lazy screens. (`unread`, the badges' one
  // string, stays in the core part: the shell's header and footer show the total.)
  'messages',
  // My account and identity verification (issue 14).
  'myAccount',
  'kyc',
  // The security centre and the login's two-factor step (issue 14).
  'security',
  'memberHome',
  'vip',
  // Refer and earn, my team, the app page and the settings rows (issue 14).
  'invite',
  'appPage',
  'memberSettings',
  'feedback',
  // The bet record (issue 14).
  'betRecord',
  // The game frame's net position, reality check and play-stopped cover, and the member
  // home's net line (issue 18): lazy frame and screen.
  'playSession',
  'realityCheck',
  // The safer-gambling screen, the account history and the intro after registration (issue
  // 18): lazy. Its error messages come with the error table (error-toast.ts waits for this part).
  'saferGambling',
  'saferGamblingErrors',
  'accountHistory',
];

const partId = /[\\/]locales[\\/](\w+)\.json\?part=(core|rest)$/;

/** `@/locales/km.json?part=core|rest`: the catalogue without / with only the deferred namespaces. */
export function cataloguePartsPlugin(): Plugin {
  return {
    name: 'catalogue-parts',
    enforce: 'pre',
    load(id) {
      const match = partId.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const rest = match[2] === 'rest';
      const part = Object.fromEntries(
        Object.entries(catalogue).filter(([ns]) => deferredNamespaces.includes(ns) === rest),
      );
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`,
        moduleType: 'js',
      };
    },
  };
}
