import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { OpsChatDetail } from '@app/contracts/messages';
import { describe, expect, it, vi } from 'vitest';
import { chatKeys, markMemberRead } from './chat-desk';

const detail = (memberReadId: number) => ({ memberReadId }) as unknown as OpsChatDetail;

describe('pushed conversation changes', () => {
  it("a member's read mark pushed while the conversation is being fetched outlives that fetch", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryKey = chatKeys.conversation(11);
    client.setQueryData(queryKey, detail(0));
    // The first fetch read the database before the member read the reply; it answers late.
    let answerStale: (value: OpsChatDetail) => void = () => undefined;
    const queryFn = vi
      .fn<() => Promise<OpsChatDetail>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerStale = resolve)))
      .mockResolvedValue(detail(102));
    const observer = new QueryObserver(client, { queryKey, queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));

    markMemberRead(client, 11, 102);
    expect(client.getQueryData<OpsChatDetail>(queryKey)?.memberReadId).toBe(102);
    answerStale(detail(0));

    // The late answer does not take the mark back: a new fetch replaced it.
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(client.isFetching({ queryKey })).toBe(0));
    expect(client.getQueryData<OpsChatDetail>(queryKey)?.memberReadId).toBe(102);
    unsubscribe();
  });

  it('a mark never moves back, and a conversation not in the cache stays out of it', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.conversation(11), detail(102));
    markMemberRead(client, 11, 101);
    expect(client.getQueryData<OpsChatDetail>(chatKeys.conversation(11))?.memberReadId).toBe(102);
    markMemberRead(client, 12, 5);
    expect(client.getQueryData(chatKeys.conversation(12))).toBeUndefined();
  });
});
