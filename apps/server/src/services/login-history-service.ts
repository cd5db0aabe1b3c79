import { LOGIN_HISTORY_DAYS, type LoginFailureReason } from '@app/contracts/security-constants';
import type { LoginHistoryPage } from '@app/contracts/security';
import type { LoginHistoryRepository } from '../repositories/login-history-repository';
import { addSeconds, type Clock } from './clock';
import { clipUserAgent } from './session-service';
import { describeUserAgent } from './user-agent';

/** Where a login attempt came from. */
export type LoginClient = { ip: string | null; device: string | null; userAgent?: string | null };

/**
 * Login history (issue 14): every login attempt on a known account, success or failure with a
 * reason, written by the login flow; the member reads the last 90 days, newest first.
 */
export function createLoginHistoryService(deps: { repo: LoginHistoryRepository; clock: Clock }) {
  async function record(
    memberId: number,
    outcome: { success: true } | { success: false; reason: LoginFailureReason },
    client: LoginClient,
  ): Promise<void> {
    await deps.repo.insert({
      memberId,
      success: outcome.success,
      reason: outcome.success ? null : outcome.reason,
      ip: client.ip,
      device: client.device,
      userAgent: clipUserAgent(client.userAgent),
      createdAt: deps.clock(),
    });
  }

  return {
    succeeded: (memberId: number, client: LoginClient) =>
      record(memberId, { success: true }, client),
    failed: (memberId: number, reason: LoginFailureReason, client: LoginClient) =>
      record(memberId, { success: false, reason }, client),

    async page(memberId: number, pageNo: number, pageSize: number): Promise<LoginHistoryPage> {
      const since = addSeconds(deps.clock(), -LOGIN_HISTORY_DAYS * 24 * 60 * 60);
      const { rows, total } = await deps.repo.page(memberId, since, pageNo, pageSize);
      return {
        list: rows.map((row) => ({
          id: row.id,
          time: row.createdAt.toISOString(),
          success: row.success,
          reason: (row.reason as LoginFailureReason | null) ?? null,
          ip: row.ip,
          device: row.device,
          ...describeUserAgent(row.userAgent),
        })),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        total,
      };
    },
  };
}
export type LoginHistoryService = ReturnType<typeof createLoginHistoryService>;
