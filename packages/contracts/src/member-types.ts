/**
 * Member (customer) types and the role rules of spec section 6, named once. No zod: the web app's
 * role module imports this into the main bundle.
 *
 * - 0, 1, 2: full members (spec 6: they "pass the free-play block"; only trial accounts are
 *   refused real-money features, docs/decisions/0018).
 * - 4: trial (free play) accounts.
 * - 40: a non-agent member variant; 41, 42: member variants without contracts.
 * - Anything not in 0, 4, 40 counts as an agent for the affiliate check (spec section 4).
 * The reference server seeds `demo01` as type 0 and `agent01` as type 1.
 */
export const memberTypes = {
  member: 0,
  agent: 1,
  seniorAgent: 2,
  trial: 4,
  nonAgentMember: 40,
  noContractMember: 41,
  noContractMember2: 42,
} as const;

export const knownMemberTypes: readonly number[] = [0, 1, 2, 4, 40, 41, 42];
const nonAgentTypes: readonly number[] = [0, 4, 40];
const contractExcludedTypes: readonly number[] = [4, 40, 41, 42];

export const isTrialType = (type: number): boolean => type === memberTypes.trial;
/** Spec section 6: an agent is a type not in 0, 4, 40. */
export const isAgentType = (type: number): boolean => !nonAgentTypes.includes(type);
/** Spec section 6: contract prompts only for types not in 4, 40, 41, 42. */
export const allowsContractPrompts = (type: number): boolean =>
  !contractExcludedTypes.includes(type);
