import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageRoutes } from '@app/contracts/message-routes';
import { routes } from '@app/contracts/routes';
import { useSessionStore, type SessionInfo } from '@/shared/lib/session-store';
import { statusPayload } from '@/test/fixtures';
import { createQueryClient } from './query-client';
import {
  setUnreadCount,
  throttleCalls,
  UNREAD_THROTTLE_MS,
  unreadTotal,
  useUnreadCounts,
} from './unread-counts';

const member: SessionInfo = {
  token: 'tok-m',
  type: 0,
  userName: 'demo01',
  merchantCode: 'DEMO',
  firstTimeLogin: false,
};
const trial: SessionInfo = { ...member, token: 'tok-t', type: 4, userName: 'trial1' };

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));

const counterPaths = [
  messageRoutes.announcementUnreadCount.path,
  messageRoutes.inboxUnreadCount.path,
  messageRoutes.chatUnreadCount.path,
];

function mockCounts(
  counts: { announcement?: number; inbox?: number; chat?: number | 'fail' },
  whitelabel: Record<string, boolean> = { CBS3: true },
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === routes.systemStatus.path) return ok(statusPayload({}, { whitelabel }));
    if (path === messageRoutes.announcementUnreadCount.path)
      return ok({ unreadCount: counts.announcement ?? 0 });
    if (path === messageRoutes.inboxUnreadCount.path) return ok({ unreadCount: counts.inbox ?? 0 });
    if (path === messageRoutes.chatUnreadCount.path) {
      if (counts.chat === 'fail')
        return new Response(
          JSON.stringify({ success: false, value: null, errorCode: 'SYSTEM_ERROR', message: 'x' }),
          { status: 500 },
        );
      return ok({ unreadCount: counts.chat ?? 0 });
    }
    return new Response('{}', { status: 404 });
  });
}

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useUnreadCounts(), { wrapper });
  return { client, hook };
}

const counterCalls = (spy: ReturnType<typeof mockCounts>) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost').pathname)
    .filter((path) => counterPaths.includes(path));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  useSessionStore.setState({ session: null });
});

describe('throttleCalls (spec 9: chat unread throttle 250 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('sends the first call at once and folds the calls of the next 250 ms into one trailing call', async () => {
    let sent = 0;
    const fn = vi.fn(async () => ++sent);
    const throttled = throttleCalls(fn, UNREAD_THROTTLE_MS, () => Date.now());
    await expect(throttled()).resolves.toBe(1);
    expect(fn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(100);
    const second = throttled();
    const third = throttled();
    expect(second).toBe(third);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(149);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
  });

  it('never sends two calls closer than 250 ms, and sends at once after a quiet spell', async () => {
    const times: number[] = [];
    const throttled = throttleCalls(
      async () => times.push(Date.now()),
      UNREAD_THROTTLE_MS,
      () => Date.now(),
    );
    void throttled();
    for (let i = 0; i < 10; i += 1) {
      await vi.advanceTimersByTimeAsync(60);
      void throttled();
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(times.length).toBeGreaterThan(1);
    for (let i = 1; i < times.length; i += 1)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(UNREAD_THROTTLE_MS);
    const before = times.length;
    void throttled();
    expect(times.length).toBe(before + 1);
  });
});

describe('unreadTotal (spec 3: "The total is their sum")', () => {
  it('adds the counters, the chat only while live chat is on', () => {
    expect(unreadTotal({ announcement: 2, inbox: 3, chat: 4 }, true)).toBe(9);
    expect(unreadTotal({ announcement: 2, inbox: 3, chat: 4 }, false)).toBe(5);
  });
});

describe('useUnreadCounts', () => {
  it('a guest asks for nothing and sees no count', async () => {
    const spy = mockCounts({ announcement: 5, inbox: 5, chat: 5 });
    const { hook } = setup();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(hook.result.current).toEqual({ announcement: 0, inbox: 0, chat: 0, total: 0 });
    expect(counterCalls(spy)).toEqual([]);
  });

  it('a trial account asks for nothing either (spec 6)', async () => {
    useSessionStore.setState({ session: trial });
    const spy = mockCounts({ announcement: 5, inbox: 5, chat: 5 });
    const { hook } = setup();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(hook.result.current.total).toBe(0);
    expect(counterCalls(spy)).toEqual([]);
  });

  it('a member gets the three counters and their sum', async () => {
    useSessionStore.setState({ session: member });
    const spy = mockCounts({ announcement: 2, inbox: 3, chat: 150 });
    const { hook } = setup();
    await waitFor(() =>
      expect(hook.result.current).toEqual({ announcement: 2, inbox: 3, chat: 150, total: 155 }),
    );
    expect(counterCalls(spy).sort()).toEqual([...counterPaths].sort());
  });

  it('without live chat (CBS3 off) the chat is not asked and not counted', async () => {
    useSessionStore.setState({ session: member });
    const spy = mockCounts({ announcement: 1, inbox: 1, chat: 7 }, {});
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.total).toBe(2));
    expect(counterCalls(spy)).not.toContain(messageRoutes.chatUnreadCount.path);
    expect(hook.result.current.chat).toBe(0);
  });

  it('a failed chat count shows nothing and is not retried (no alert)', async () => {
    useSessionStore.setState({ session: member });
    const spy = mockCounts({ announcement: 1, inbox: 2, chat: 'fail' });
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.total).toBe(3));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(hook.result.current.chat).toBe(0);
    expect(counterCalls(spy).filter((p) => p === messageRoutes.chatUnreadCount.path)).toHaveLength(
      1,
    );
  });

  it('an inbox answer sets the count without another call', async () => {
    useSessionStore.setState({ session: member });
    const spy = mockCounts({ announcement: 0, inbox: 4, chat: 0 });
    const { hook, client } = setup();
    await waitFor(() => expect(hook.result.current.inbox).toBe(4));
    const before = counterCalls(spy).length;
    act(() => setUnreadCount(client, member.token, 'inbox', 3));
    await waitFor(() => expect(hook.result.current.total).toBe(3));
    expect(counterCalls(spy)).toHaveLength(before);
  });

  it('coming back to the app asks again', async () => {
    useSessionStore.setState({ session: member });
    let inbox = 1;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === routes.systemStatus.path) return ok(statusPayload({}, { whitelabel: {} }));
      if (path === messageRoutes.inboxUnreadCount.path) return ok({ unreadCount: inbox });
      return ok({ unreadCount: 0 });
    });
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.inbox).toBe(1));
    inbox = 2;
    // The inbox count is throttled (250 ms): come back after that.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, UNREAD_THROTTLE_MS + 10));
    });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(hook.result.current.inbox).toBe(2));
    expect(counterCalls(spy).length).toBeGreaterThanOrEqual(3);
  });
});
