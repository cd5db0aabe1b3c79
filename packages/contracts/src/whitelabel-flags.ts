/** Whitelabel flags of spec section 3 plus the module ids that act as switches. */
export const whitelabelFlags = [
  'CHNGPASSVERIF3',
  'CHNGPASSMAIL3',
  'TRANSBETREPMEM3',
  'CBS3',
  'MOBILEVERCODELOGIN3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'PROFPIC3',
  // Module switches (spec section 3, module ids) the server honours; missing counts as on.
  'CAPTCHA3',
  'FREEPLAY3',
  'REG3',
  'AFFMAN3',
  // The agent home's menu switches (issue 17; agent-constants.ts agentMenuEntries) and its
  // footer's dividend entry.
  'AGENTTEAMOVERVIEW3',
  'AGENTTRANSREC3',
  'AGENTTEAMMGMT3',
  'AGENTREDRAIN3',
  'AGENTTEAMPNL3',
  'AGENTTEAMBET3',
  'AGENTGAMEREBATE3',
  'AGENTREBATE3',
  'AGENTSECURITY3',
  'AGENTMAIL3',
  'AGENTDIVIDEND3',
] as const;

export type WhitelabelFlag = (typeof whitelabelFlags)[number];
