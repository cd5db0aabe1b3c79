import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '@app/contracts/languages';
import type { VipInfo } from '@app/contracts/vip';
import { vipRoutes } from '@app/contracts/vip-routes';
import { call } from '@/shared/api/call';
import { memberKeys } from '@/shared/api/member-keys';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useSessionStore } from '@/shared/lib/session-store';
import { useMemberInfo } from './get-member-info';

/** GET /wps/member/vip (ours): the levels and the member's standing, recomputed on each read. */
export function getMemberVip(language: Language, signal?: AbortSignal): Promise<VipInfo> {
  return call(vipRoutes.memberVip, { query: { language: toApiLanguage(language) } }, { signal });
}

export const vipKeys = {
  vip: (token: string, language: Language) => [...memberKeys.all(token), 'vip', language] as const,
};

/**
 * The member's VIP standing in the current language. The server recomputes the level on this
 * read; when the label it answers differs from the member info on screen (the header's label),
 * member info is refetched so every label agrees.
 */
export function useMemberVip({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSessionStore((s) => s.session?.token ?? '');
  const language = useLanguageStore((s) => s.language);
  const client = useQueryClient();
  const { data: member } = useMemberInfo();
  const query = useQuery({
    queryKey: vipKeys.vip(token, language),
    queryFn: ({ signal }) => getMemberVip(language, signal),
    enabled: enabled && token !== '',
    staleTime: 30_000,
  });
  const label = query.data?.standing.label;
  const shown = member ? (member.clubLabel?.labelName ?? null) : undefined;
  useEffect(() => {
    if (label === undefined || shown === undefined || label === shown) return;
    void client.invalidateQueries({ queryKey: memberKeys.info(token) });
  }, [client, label, shown, token]);
  return query;
}
