import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import type { ContractKind } from '@app/contracts/agent-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { allowsContractPrompts } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useContractPromptQuery } from './agent-home-api';
import {
  contractScreen,
  nextPromptKind,
  pendingKinds,
  readCancelled,
  rememberCancelled,
} from './contract-prompt-rules';

/**
 * The places that may prompt at once (after login, the agent home) share one dialog: the first
 * mounted shows it. Each new occasion (a host mounting) asks the server afresh; a "go" ends the
 * occasion (the rest waits for the next one); cancelled kinds stay cancelled for the app session.
 */
type PromptHosts = {
  hosts: string[];
  /** When the latest occasion began: only an answer fetched since then prompts. */
  askedAt: number;
  /** A contract screen was opened on this occasion: no more prompts until the next. */
  done: boolean;
  /** Bumped on a cancel (kept in sessionStorage), to read it again. */
  cancels: number;
};

const usePromptHosts = create<PromptHosts>()(() => ({
  hosts: [],
  askedAt: 0,
  done: false,
  cancels: 0,
}));

function join(id: string, askedAt: number) {
  usePromptHosts.setState((s) => ({ hosts: [...s.hosts, id], askedAt, done: false }));
}
function leave(id: string) {
  usePromptHosts.setState((s) => ({ hosts: s.hosts.filter((h) => h !== id) }));
}

const titleKeys = {
  DAILY_SALARY: 'agentHome.prompt.dailySalaryTitle',
  DIVIDEND: 'agentHome.prompt.dividendTitle',
  HOURLY_SALARY: 'agentHome.prompt.hourlySalaryTitle',
} as const satisfies Record<ContractKind, string>;
const messageKeys = {
  DAILY_SALARY: 'agentHome.prompt.dailySalaryBody',
  DIVIDEND: 'agentHome.prompt.dividendBody',
  HOURLY_SALARY: 'agentHome.prompt.hourlySalaryBody',
} as const satisfies Record<ContractKind, string>;

/**
 * Contract prompts (spec 6 and 7): for a member whose type allows them (not 4, 40, 41, 42), asks
 * getContractDividendRequest and shows an alert with cancel and go for each contract that awaits
 * a signature, one after the other; go opens its contract screen. A cancelled kind is not asked
 * again in this app session. Mounted after login (by the shell, lazily) and on the agent home.
 */
export function ContractPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const allowed = allowsContractPrompts(session);
  const token = session?.token ?? '';
  const userName = session?.userName ?? '';
  const id = useId();
  const [askedAt] = useState(() => Date.now());
  useEffect(() => {
    join(id, askedAt);
    return () => leave(id);
  }, [id, askedAt]);
  const owner = usePromptHosts((s) => s.hosts[0] === id);
  const since = usePromptHosts((s) => s.askedAt);
  const done = usePromptHosts((s) => s.done);
  usePromptHosts((s) => s.cancels);
  const { data, dataUpdatedAt } = useContractPromptQuery(token, allowed);

  const kind =
    owner && allowed && !done && dataUpdatedAt >= since
      ? nextPromptKind(pendingKinds(data), readCancelled(userName))
      : null;
  // The text stays while the dialog's closing animation plays.
  const [shown, setShown] = useState<ContractKind | null>(kind);
  if (kind !== null && kind !== shown) setShown(kind);
  if (shown === null) return null;

  return (
    <ConfirmDialog
      open={kind !== null}
      title={t(titleKeys[shown])}
      message={t(messageKeys[shown])}
      confirmLabel={t('agentHome.prompt.go')}
      cancelLabel={t('agentHome.prompt.cancel')}
      testIds={{
        dialog: 'contract-prompt',
        confirm: 'contract-prompt-go',
        cancel: 'contract-prompt-cancel',
      }}
      onCancel={() => {
        rememberCancelled(userName, shown);
        usePromptHosts.setState((s) => ({ cancels: s.cancels + 1 }));
      }}
      onConfirm={() => {
        usePromptHosts.setState({ done: true });
        void navigate(contractScreen(shown));
      }}
    />
  );
}
