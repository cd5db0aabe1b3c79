import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentContractPrompt } from '@app/contracts/agent-home';
import { agentRoutes } from '@app/contracts/agent-routes';
import { routes as api } from '@app/contracts/routes';
import { ApiError } from '@/shared/api/client';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Lazy route chunks and the prompt's own chunk: allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });

/**
 * The login sides and the contract prompt after login (issue 17; spec 6): /m/login?side=agent
 * sends side=agent and goes to the agent home; a login (not a session restored at start) of a
 * type that may be prompted asks getContractDividendRequest and shows one alert at a time.
 */
const encrypted = vi.hoisted(() => ({
  calls: [] as { path: string; payload: Record<string, unknown> }[],
  answer: vi.fn(),
}));
vi.mock('@/shared/api/encrypted-call', () => ({
  deviceValue: () => 'H5',
  encryptedRequest: (_method: string, path: string, payload: Record<string, unknown>) => {
    encrypted.calls.push({ path, payload });
    return encrypted.answer(path, payload);
  },
}));

const pending: AgentContractPrompt = {
  dailysalreqtype: 0,
  divtypecompperiodreq: 1,
  contracthoursalreq: 0,
};
const loginResult = (type: number, userName: string) => ({
  token: `tok-${userName}`,
  userName,
  type,
  firstTimeLogin: false,
  merchantCode: 'DEMO',
  expiresAt: '',
});

let promptCalls = 0;
const routes = (prompt: AgentContractPrompt = pending) => ({
  [agentRoutes.agentContractPrompt.path]: () => {
    promptCalls += 1;
    return prompt;
  },
  [agentRoutes.agentTeamKpi.path]: () => ({
    range: { startDate: '2026-03-10', endDate: '2026-03-10' },
    footer: {
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 0,
    },
  }),
});

let dispose: (() => void) | undefined;
function app(url: string, prompt?: AgentContractPrompt) {
  const result = renderApp(url, { routes: routes(prompt) });
  dispose = () => result.router.dispose();
  return result;
}

afterEach(() => {
  dispose?.();
  encrypted.calls.length = 0;
  encrypted.answer.mockReset();
  promptCalls = 0;
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  sessionStorage.clear();
});

async function logIn(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo@2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('agent login (spec 6: login errors)', () => {
  it('the login screen links to the agent side and back', async () => {
    const user = userEvent.setup();
    app('/m/login');
    await user.click(await screen.findByRole('link', { name: 'Agent login' }));
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
    expect(window.location.search).toBe('?side=agent');
    await user.click(screen.getByRole('link', { name: 'Member login' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('sends side=agent; success goes to the agent home with one prompt for the pending contract', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockResolvedValue(loginResult(1, 'agent01'));
    app('/m/login?side=agent');
    await logIn(user, 'agent01');
    await waitFor(() => expect(window.location.pathname).toBe('/m/agent'));
    expect(encrypted.calls[0]).toMatchObject({
      path: api.sessionLogin.path,
      payload: { type: 'username', username: 'agent01', side: 'agent' },
    });
    const dialog = await screen.findByTestId('contract-prompt');
    expect(dialog).toHaveTextContent('Dividend contract offered');
    // The shell's prompt and the agent home's share one dialog.
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(dialog).getByTestId('contract-prompt-go'));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/m/member/agent/getDevidendContract'),
    );
    expect(screen.queryByTestId('contract-prompt')).toBeNull();
  });

  it('a refusal for the side shows its translated message and starts no session', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockRejectedValue(new ApiError('NOT_AGENT', 'not an agent', 403, null));
    app('/m/login?side=agent');
    await logIn(user, 'demo01');
    expect(
      await screen.findByText('This account is not an agent and cannot log in on the agent side.'),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.location.pathname).toBe('/m/login');
  });

  it('the member site sends no side and goes home, where the prompt shows; cancel closes it', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockResolvedValue(loginResult(1, 'agent02'));
    app('/m/login');
    await logIn(user, 'agent02');
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(encrypted.calls[0]!.payload).not.toHaveProperty('side');
    const dialog = await screen.findByTestId('contract-prompt');
    await user.click(within(dialog).getByTestId('contract-prompt-cancel'));
    await waitFor(() => expect(screen.queryByTestId('contract-prompt')).toBeNull());
    expect(sessionStorage.getItem('agentContractPromptCancelled:agent02')).toBe('["DIVIDEND"]');
  });

  it('types without contract prompts (41) ask nothing after login', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockResolvedValue(loginResult(41, 'member41'));
    app('/m/login');
    await logIn(user, 'member41');
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(promptCalls).toBe(0);
    expect(screen.queryByTestId('contract-prompt')).toBeNull();
  });

  it('a session restored at start is no login: home asks nothing', async () => {
    useSessionStore.getState().setSession({ ...sessionInfo(1), userName: 'agent01' });
    app('/m/home');
    await screen.findByRole('banner');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(promptCalls).toBe(0);
  });
});
