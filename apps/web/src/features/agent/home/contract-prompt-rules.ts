import type { ContractKind } from '@app/contracts/agent-constants';
import type { AgentContractPrompt } from '@app/contracts/agent-home';
import { paths } from '@/shared/lib/paths';

/**
 * The contract prompts (spec 6 and 7, getContractDividendRequest): which kinds await the
 * member's signature, the screen each one's "go" opens, and the kinds the member cancelled in
 * this app session (sessionStorage), which are not asked again until the next app session.
 */
export const promptKinds = [
  { kind: 'DAILY_SALARY', field: 'dailysalreqtype', to: paths.salaryContract() },
  { kind: 'DIVIDEND', field: 'divtypecompperiodreq', to: paths.dividendContract() },
  { kind: 'HOURLY_SALARY', field: 'contracthoursalreq', to: paths.hourContract() },
] as const satisfies readonly {
  kind: ContractKind;
  field: keyof AgentContractPrompt;
  to: string;
}[];

/** The kinds pending in a prompt answer, in a fixed order: daily salary, dividend, hourly. */
export function pendingKinds(prompt: AgentContractPrompt | undefined): ContractKind[] {
  if (!prompt) return [];
  return promptKinds.filter((p) => prompt[p.field] === 1).map((p) => p.kind);
}

/** The first pending kind not yet answered (cancelled or gone to), or null. */
export function nextPromptKind(
  pending: readonly ContractKind[],
  answered: readonly ContractKind[],
): ContractKind | null {
  return pending.find((kind) => !answered.includes(kind)) ?? null;
}

/** The screen of a kind's contract. */
export const contractScreen = (kind: ContractKind): string =>
  promptKinds.find((p) => p.kind === kind)!.to;

const storageKey = (userName: string) => `agentContractPromptCancelled:${userName}`;
const isKind = (value: unknown): value is ContractKind => promptKinds.some((p) => p.kind === value);

/** The kinds this member cancelled in this app session (the tab's sessionStorage). */
export function readCancelled(userName: string): ContractKind[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(storageKey(userName)) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isKind) : [];
  } catch {
    return [];
  }
}

/** Remembers a cancel for the rest of the app session (nothing when storage is unavailable). */
export function rememberCancelled(userName: string, kind: ContractKind): void {
  try {
    const cancelled = readCancelled(userName);
    if (!cancelled.includes(kind))
      sessionStorage.setItem(storageKey(userName), JSON.stringify([...cancelled, kind]));
  } catch {
    // Private mode or storage full: the prompt may come back next time; nothing breaks.
  }
}
