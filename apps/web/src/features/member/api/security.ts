import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { LoginHistoryPage } from '@app/contracts/security';
import { securityRoutes } from '@app/contracts/security-routes';
import { call, type BodyOf } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * The security centre's calls (issue 14): what is set up, two-factor login, login history,
 * active sessions and security questions. Keys are one session's, under its scope.
 */
export const securityKeys = {
  all: (token: string) => [...sessionKeys.scope(token), 'security'] as const,
  config: (token: string) => [...securityKeys.all(token), 'config'] as const,
  questions: (token: string, language: string) =>
    [...securityKeys.all(token), 'questions', language] as const,
  mine: (token: string, language: string) =>
    [...securityKeys.all(token), 'mine', language] as const,
  history: (token: string) => [...securityKeys.all(token), 'history'] as const,
  sessions: (token: string) => [...securityKeys.all(token), 'sessions'] as const,
};

export const loginHistoryPageSize = 20;

const useToken = () => useSessionStore((s) => s.session?.token ?? '');

/** Every security answer again (after a change, or a cashier change the config counts). */
export function useRefreshSecurity(): () => Promise<void> {
  const client = useQueryClient();
  const token = useToken();
  return () => client.invalidateQueries({ queryKey: securityKeys.all(token) });
}

/** GET /wps/member/securityConfig: what the member has set up. */
export function useSecurityConfig() {
  const token = useToken();
  return useQuery({
    queryKey: securityKeys.config(token),
    queryFn: ({ signal }) => call(securityRoutes.securityConfig, {}, { signal }),
    enabled: token !== '',
  });
}

/** GET /wps/member/securityQuestions: the questions to choose from, in the language shown. */
export function useSecurityQuestions(enabled = true) {
  const token = useToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: securityKeys.questions(token, language),
    queryFn: ({ signal }) =>
      call(
        securityRoutes.securityQuestions,
        { query: { language: toApiLanguage(language) } },
        { signal },
      ),
    enabled: enabled && token !== '',
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/member/customerSecurityQuestions: which questions the member has answered. */
export function useMyQuestions() {
  const token = useToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: securityKeys.mine(token, language),
    queryFn: ({ signal }) =>
      call(
        securityRoutes.customerSecurityQuestions,
        { query: { language: toApiLanguage(language) } },
        { signal },
      ),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/** POST /wps/member/customerSecurityQuestions (encrypted). */
export function useSetQuestions() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (body: BodyOf<'customerSecurityQuestionsSet'>) =>
      call(securityRoutes.customerSecurityQuestionsSet, { body }),
    onSuccess: refresh,
  });
}

// ---------------------------------------------------------------- two-factor login

/** Starts (or restarts) enrolment: the secret, its otpauth URI and the QR code (SVG). */
export function useTwoFactorEnrol() {
  return useMutation({ mutationFn: () => call(securityRoutes.twoFactorEnrol) });
}

/** The first code turns two-factor login on; answers the recovery codes (shown once). */
export function useTwoFactorConfirm() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (body: BodyOf<'twoFactorConfirm'>) =>
      call(securityRoutes.twoFactorConfirm, { body }),
    onSuccess: refresh,
  });
}

export function useTwoFactorDisable() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (body: BodyOf<'twoFactorDisable'>) =>
      call(securityRoutes.twoFactorDisable, { body }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (body: BodyOf<'twoFactorRecoveryCodes'>) =>
      call(securityRoutes.twoFactorRecoveryCodes, { body }),
    onSuccess: refresh,
  });
}

// ---------------------------------------------------------------- login history

/** GET the login history: pages of 20, newest first, the last 90 days. */
export function useLoginHistory() {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: securityKeys.history(token),
    queryFn: ({ signal, pageParam }) =>
      call(
        securityRoutes.loginHistory,
        { query: { pageNo: pageParam, pageSize: loginHistoryPageSize } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: LoginHistoryPage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    enabled: token !== '',
  });
}

// ---------------------------------------------------------------- active sessions

export function useActiveSessions() {
  const token = useToken();
  return useQuery({
    queryKey: securityKeys.sessions(token),
    queryFn: ({ signal }) => call(securityRoutes.activeSessions, {}, { signal }),
    enabled: token !== '',
  });
}

export function useEndSession() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (id: number) => call(securityRoutes.activeSessionEnd, { params: { id } }),
    onSettled: refresh,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: () => call(securityRoutes.activeSessionsEndOthers),
    onSettled: refresh,
  });
}
