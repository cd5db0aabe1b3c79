import { opsRoutes } from '@app/contracts/ops-routes';
import { REWARD_REASON_MAX } from '@app/contracts/reward-constants';
import type { OpsRewardClaim } from '@app/contracts/rewards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call, isApiError } from '../api/client';
import { useOperator } from '../api/session';
import type { RewardsKey } from '../i18n/rewards-en';
import { useI18n } from '../i18n/i18n';
import { mayCall } from '../lib/access';
import { useFormat } from '../lib/format';
import { pageFrom, withParams } from '../lib/search-params';
import { Dialog } from '../ui/dialog';
import { refreshMemberMoney } from '../lib/member-money';
import { QueryTable, tablePage } from '../ui/query-table';
import { ReasonField, reasonError } from '../ui/reason';
import { ErrorAlert } from '../ui/states';
import { ClaimStatusBadge, useAmount } from './rewards-parts';

const PAGE_SIZE = 20;
/** The filter's choices: what waits first, then the decided ones, then all. */
const filters = ['APPLYING', 'ISSUED', 'REJECTED', 'CLAIMED', 'CLAIMABLE', 'ALL'] as const;
type Filter = (typeof filters)[number];
type Decision = 'approve' | 'reject';
type Open = { claim: OpsRewardClaim; decision: Decision };
export type Notice = { tone: 'success' | 'warn'; text: string };

/** `status=issued|rejected|claimed|claimable|all` in the URL; anything else is APPLYING. */
function filterFrom(params: URLSearchParams): Filter {
  const value = params.get('status')?.toUpperCase();
  return filters.find((f) => f === value) ?? 'APPLYING';
}

/**
 * Claims of event and referral rewards: the APPLYING ones wait for finance to approve (paid
 * through the ledger, ISSUED) or reject with a reason the member reads (REJECTED). Oldest
 * decisions are the server's; the list is newest first.
 */
export function RewardClaims({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const pageNo = pageFrom(params);
  const [open, setOpen] = useState<Open | null>(null);
  const query = useQuery({
    queryKey: ['rewardClaims', filter, pageNo],
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsRewardClaims,
        {
          query: {
            status: filter === 'ALL' ? undefined : filter,
            pageNo,
            pageSize: PAGE_SIZE,
          },
        },
        { signal },
      ),
    select: tablePage(PAGE_SIZE),
    placeholderData: keepPreviousData,
    // Members apply while the screen is open; a minute-old list is stale.
    refetchInterval: 60_000,
  });
  const refresh = (memberId: number) => {
    void queryClient.invalidateQueries({ queryKey: ['rewardClaims'] });
    refreshMemberMoney(queryClient, memberId);
  };
  const setFilter = (next: Filter) => {
    onNotice(null);
    setParams(
      withParams(params, {
        status: next === 'APPLYING' ? undefined : next.toLowerCase(),
        page: 1,
      }),
    );
  };

  return (
    <>
      <div className="rewards-toolbar" role="group" aria-label={t('rewards.claims.filters')}>
        <fieldset className="segmented">
          <legend>{t('rewards.claims.show')}</legend>
          {filters.map((f) => (
            <label key={f}>
              <input
                type="radio"
                name="claim-status"
                value={f}
                checked={filter === f}
                onChange={() => setFilter(f)}
              />
              <span>{t(`rewards.claims.status.${f}` satisfies RewardsKey)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <QueryTable
        query={query}
        label={t('rewards.claims.list')}
        empty={t(
          filter === 'APPLYING' ? 'rewards.claims.none.APPLYING' : 'rewards.claims.none.other',
        )}
        head={
          <>
            <th scope="col">{t('rewards.claims.col.member')}</th>
            <th scope="col">{t('rewards.claims.col.promotion')}</th>
            <th scope="col" className="num">
              {t('rewards.claims.col.amount')}
            </th>
            <th scope="col">{t('rewards.claims.col.status')}</th>
            <th scope="col">{t('rewards.claims.col.time')}</th>
            <th scope="col">{t('rewards.claims.col.decision')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('rewards.claims.col.actions')}</span>
            </th>
          </>
        }
        row={(claim) => (
          <ClaimRow
            key={claim.id}
            claim={claim}
            onDecide={(decision) => {
              onNotice(null);
              setOpen({ claim, decision });
            }}
          />
        )}
        onPage={(page) => setParams(withParams(params, { page }))}
      />
      {open && (
        <DecisionDialog
          claim={open.claim}
          decision={open.decision}
          onClose={() => setOpen(null)}
          onDone={(claim) => {
            setOpen(null);
            const values = { title: claim.title, username: claim.username };
            onNotice({
              tone: 'success',
              text: t(
                open.decision === 'approve' ? 'rewards.claims.approved' : 'rewards.claims.rejected',
                values,
              ),
            });
            refresh(claim.memberId);
          }}
          onAlreadyDecided={() => {
            setOpen(null);
            onNotice({ tone: 'warn', text: t('rewards.claims.alreadyDecided') });
            refresh(open.claim.memberId);
          }}
        />
      )}
    </>
  );
}

function ClaimRow({
  claim,
  onDecide,
}: {
  claim: OpsRewardClaim;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useI18n();
  const format = useFormat();
  const amount = useAmount();
  const operator = useOperator();
  const named = { title: claim.title, username: claim.username };
  const decisions: Decision[] =
    claim.status === 'APPLYING'
      ? (['approve', 'reject'] as const).filter((d) =>
          mayCall(
            d === 'approve' ? 'opsRewardClaimApprove' : 'opsRewardClaimReject',
            operator.role,
          ),
        )
      : [];
  return (
    <tr>
      <td>
        <Link to={`/members/${claim.memberId}`}>{claim.username}</Link>
        <span className="muted rewards-sub">
          {t('rewards.claims.memberId', { id: claim.memberId })}
        </span>
      </td>
      <td className="wrap">
        {claim.title}
        <span className="muted rewards-sub">
          <code>{claim.code}</code>
        </span>
      </td>
      <td className="num">{amount(claim.amount)}</td>
      <td>
        <ClaimStatusBadge status={claim.status} />
      </td>
      <td>{format.dateTime(claim.createdAt)}</td>
      <td className="wrap rewards-decision">
        {claim.reason && <span>{claim.reason}</span>}
        {claim.handledBy && (
          <span className="muted rewards-sub">
            {t('rewards.claims.handledBy', { name: claim.handledBy })} ·{' '}
            {format.dateTime(claim.updatedAt)}
          </span>
        )}
        {!claim.reason && !claim.handledBy && '—'}
      </td>
      <td className="row-actions">
        {decisions.map((decision) => (
          <button
            key={decision}
            type="button"
            className={`button small ${decision === 'reject' ? 'danger' : 'primary'}`}
            aria-label={t(
              decision === 'approve' ? 'rewards.claims.approveNamed' : 'rewards.claims.rejectNamed',
              named,
            )}
            onClick={() => onDecide(decision)}
          >
            {t(decision === 'approve' ? 'rewards.claims.approve' : 'rewards.claims.reject')}
          </button>
        ))}
      </td>
    </tr>
  );
}

/** Someone decided first: the server's answer for a claim no longer APPLYING. */
const alreadyDecided = new Set(['REQUEST_SETTLED', 'REWARD_NOT_CLAIMABLE']);

function decide(claim: OpsRewardClaim, decision: Decision, reason: string) {
  const params = { id: claim.id };
  return decision === 'approve'
    ? call(opsRoutes.opsRewardClaimApprove, { params })
    : call(opsRoutes.opsRewardClaimReject, { params, body: { reason: reason.trim() } });
}

/** An approve or reject of one claim, repeating who, which promotion and how much. */
function DecisionDialog({
  claim,
  decision,
  onClose,
  onDone,
  onAlreadyDecided,
}: {
  claim: OpsRewardClaim;
  decision: Decision;
  onClose: () => void;
  onDone: (claim: OpsRewardClaim) => void;
  onAlreadyDecided: () => void;
}) {
  const { t } = useI18n();
  const format = useFormat();
  const amount = useAmount();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const rejecting = decision === 'reject';
  // One click is one call: the button's disabled state shows a moment after the click.
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: () => decide(claim, decision, reason),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: onDone,
    onError: (error) => {
      if (isApiError(error) && alreadyDecided.has(error.errorCode)) onAlreadyDecided();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let problem: string | null = null;
    if (rejecting) {
      const short = reasonError(reason);
      if (short === 'form.reasonShort') problem = t(short);
      else if (reason.trim().length > REWARD_REASON_MAX)
        problem = t('rewards.claims.reasonLong', { max: REWARD_REASON_MAX });
    }
    setInvalid(problem);
    if (problem || sending.current) return;
    sending.current = true;
    mutation.mutate();
  };
  const named = { title: claim.title, username: claim.username };
  return (
    <Dialog
      title={t(rejecting ? 'rewards.claims.rejectTitle' : 'rewards.claims.approveTitle', named)}
      onClose={onClose}
    >
      <form className="form" onSubmit={submit} noValidate>
        <p className="hint">
          {t(rejecting ? 'rewards.claims.rejectExplain' : 'rewards.claims.approveExplain')}
        </p>
        <p className="confirm-amount">{amount(claim.amount)}</p>
        <dl className="rewards-facts">
          <div>
            <dt>{t('rewards.claims.col.member')}</dt>
            <dd>
              {claim.username}{' '}
              <span className="muted">{t('rewards.claims.memberId', { id: claim.memberId })}</span>
            </dd>
          </div>
          <div>
            <dt>{t('rewards.claims.col.promotion')}</dt>
            <dd>
              {claim.title} <code className="muted">{claim.code}</code>
            </dd>
          </div>
          <div>
            <dt>{t('rewards.claims.col.time')}</dt>
            <dd>{format.dateTime(claim.createdAt)}</dd>
          </div>
        </dl>
        <ErrorAlert error={invalid ?? mutation.error} />
        {rejecting && (
          <ReasonField
            value={reason}
            onChange={setReason}
            max={REWARD_REASON_MAX}
            hint={t('rewards.claims.reasonHint', { max: REWARD_REASON_MAX })}
          />
        )}
        <div className="dialog-actions">
          <button
            type="button"
            className="button"
            // Approving pays at once: focus on Cancel, so a stray Enter does not pay.
            autoFocus={!rejecting}
            onClick={onClose}
          >
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={`button ${rejecting ? 'danger' : 'primary'}`}
            disabled={mutation.isPending}
          >
            {mutation.isPending
              ? t('rewards.claims.working')
              : t(rejecting ? 'rewards.claims.rejectConfirm' : 'rewards.claims.approveConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
