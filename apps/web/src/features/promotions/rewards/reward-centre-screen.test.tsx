import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RewardCentre, RewardItem } from '@app/contracts/rewards';
import { usePromotionDotStore } from '@/shared/lib/promotion-dot-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { useToastStore } from '@/shared/ui/toast';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { calendar, centreOf, everyStatus, rewardItem, rewardPaths } from './reward-test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  dispose = undefined;
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  useToastStore.getState().clear();
  usePromotionDotStore.setState({ hasUnclaimed: false });
});

type Handler = (init: RequestInit | undefined) => unknown;

function open(routes: Record<string, Handler>, type = 0) {
  useSessionStore.getState().setSession(sessionInfo(type));
  const result = renderApp('/m/rewardCenter', { routes });
  dispose = () => result.router.dispose();
  return result;
}

const fail = (errorCode: string, status = 409, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, value, errorCode, message: errorCode }), {
    status,
  });

function callsTo(spy: ReturnType<typeof renderApp>['fetchSpy'], path: string) {
  return spy.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

describe('reward centre (/m/rewardCenter)', () => {
  it('shows every status with its label, amount, deadline and the one action it allows', async () => {
    open({ [rewardPaths.centre]: () => centreOf(everyStatus) });
    await screen.findByRole('article', { name: 'New member gift' });

    const expectations: [title: string, label: string, action: string | null][] = [
      ['New member gift', 'Claim', 'Claim'],
      ['Welcome bonus', 'Join', 'Deposit now'],
      ['Welcome bonus 100%', 'Processing', 'Forfeit bonus'],
      ['Loyalty bonus', 'Applying', null],
      ['Old event', 'Closed', null],
      ['Friend bonus', 'Rejected', null],
      ['Approved gift', 'Issued', null],
      ['Paid gift', 'Claimed', null],
      ['Red envelope rain', 'Coming soon', null],
    ];
    for (const [title, label, action] of expectations) {
      const article = card(title);
      expect(within(article).getByTestId('reward-status'), title).toHaveTextContent(label);
      const actions = within(article).queryAllByTestId('reward-action');
      if (action === null) expect(actions, title).toHaveLength(0);
      else expect(actions.map((a) => a.textContent)).toEqual([action]);
    }
    // The check-in is the calendar at the top, signed today.
    const checkIn = screen.getByRole('region', { name: 'Daily check-in' });
    expect(within(checkIn).getByTestId('reward-status')).toHaveTextContent('Signed');
    expect(screen.queryByRole('article', { name: 'Daily check-in' })).toBeNull();

    // DEPOSIT opens the deposit screen with the bonus chosen.
    expect(
      within(card('Welcome bonus')).getByRole('link', { name: 'Deposit now' }),
    ).toHaveAttribute('href', '/m/voucherCenter?promo=3');
    // Amount, conditions and deadline (the member's day); no end date said so.
    const gift = card('New member gift');
    expect(within(gift).getByTestId('reward-amount')).toHaveTextContent('$2.00');
    expect(gift).toHaveTextContent('Conditions of event:NEW_MEMBER_GIFT');
    expect(within(gift).getByTestId('reward-deadline')).toHaveTextContent('2030/12/31');
    expect(within(card('Welcome bonus')).getByTestId('reward-deadline')).toHaveTextContent(
      'No end date',
    );
    // PROCESSING: the wagering, done of required, and when it expires.
    const processing = card('Welcome bonus 100%');
    const bar = within(processing).getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '250');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(processing).toHaveTextContent('$250.00 of $1,000.00');
    expect(processing).toHaveTextContent('Expires 2026/06/03');
    // REJECTED: the operator's reason.
    expect(within(card('Friend bonus')).getByTestId('reward-reason')).toHaveTextContent(
      'Reason: Duplicate account',
    );
    // COMING_SOON: when it starts, with the time for a rain.
    expect(card('Red envelope rain')).toHaveTextContent('Starts2026/05/04 21:00');
  });

  it('names the rain, apply and invite actions by what they do', async () => {
    open({
      [rewardPaths.centre]: () =>
        centreOf([
          rewardItem({
            key: 'red-rain',
            kind: 'RED_RAIN',
            title: 'Rain',
            status: 'JOIN',
            action: 'RED_RAIN',
          }),
          rewardItem({
            key: 'event:LOYALTY_BONUS',
            title: 'Loyalty',
            status: 'JOIN',
            action: 'CLAIM',
          }),
          rewardItem({
            key: 'event:REFERRAL',
            kind: 'REFERRAL',
            title: 'Refer',
            status: 'JOIN',
            action: null,
          }),
        ]),
    });
    const rain = await screen.findByRole('article', { name: 'Rain' });
    expect(within(rain).getByRole('link', { name: 'Join the rain' })).toHaveAttribute(
      'href',
      '/m/redRain',
    );
    expect(within(card('Loyalty')).getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(within(card('Refer')).getByRole('link', { name: 'Invite friends' })).toHaveAttribute(
      'href',
      '/m/inviteFriends',
    );
  });

  it('claims: posts the key, asks again, says what was paid, and the dot follows', async () => {
    let claimed = false;
    const gift = rewardItem({ key: 'event:NEW_MEMBER_GIFT', title: 'New member gift' });
    const claim = vi.fn((init: RequestInit | undefined) => {
      claimed = true;
      expect(JSON.parse(String(init?.body))).toMatchObject({ key: 'event:NEW_MEMBER_GIFT' });
      return { ...gift, status: 'CLAIMED', action: null };
    });
    const { fetchSpy } = open({
      [rewardPaths.centre]: () =>
        centreOf([claimed ? { ...gift, status: 'CLAIMED', action: null } : gift]),
      [rewardPaths.claim]: claim,
    });
    const article = await screen.findByRole('article', { name: 'New member gift' });
    await waitFor(() => expect(usePromotionDotStore.getState().hasUnclaimed).toBe(true));
    await userEvent.click(within(article).getByRole('button', { name: 'Claim' }));

    await waitFor(() => expect(toasts()).toContain('Claimed $2.00'));
    expect(claim).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(card('New member gift')).getByTestId('reward-status')).toHaveTextContent(
        'Claimed',
      ),
    );
    expect(callsTo(fetchSpy, rewardPaths.centre).length).toBeGreaterThanOrEqual(2);
    expect(usePromotionDotStore.getState().hasUnclaimed).toBe(false);
  });

  it('an event that needs approval goes to applying', async () => {
    const loyalty = rewardItem({ key: 'event:LOYALTY_BONUS', title: 'Loyalty', status: 'JOIN' });
    open({
      [rewardPaths.centre]: () => centreOf([loyalty]),
      [rewardPaths.claim]: () => ({ ...loyalty, status: 'APPLYING', action: null }),
    });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Loyalty' })).getByRole('button', {
        name: 'Apply',
      }),
    );
    await waitFor(() =>
      expect(toasts()).toContain('Applied. Your reward is paid once it is approved.'),
    );
  });

  it('a refused claim shows the translated reason and asks again', async () => {
    const gift = rewardItem({ key: 'event:NEW_MEMBER_GIFT', title: 'New member gift' });
    const { fetchSpy } = open({
      [rewardPaths.centre]: () => centreOf([gift]),
      [rewardPaths.claim]: () => fail('REWARD_NOT_CLAIMABLE'),
    });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'New member gift' })).getByRole('button', {
        name: 'Claim',
      }),
    );
    await waitFor(() => expect(toasts()).toContain('This reward cannot be claimed now.'));
    await waitFor(() => expect(callsTo(fetchSpy, rewardPaths.centre)).toHaveLength(2));
  });

  it('checks in from the calendar: seven days with their amounts, signed days, today', async () => {
    let done = false;
    const item = (): RewardItem =>
      rewardItem({
        key: 'check-in',
        kind: 'CHECK_IN',
        title: 'Daily check-in',
        status: done ? 'SIGNED' : 'CLAIM',
        action: done ? null : 'CHECK_IN',
        amount: 5,
        endsAt: null,
      });
    const checkIn = vi.fn(() => {
      done = true;
      return { amount: 5, calendar: calendar(4, true) };
    });
    const { fetchSpy } = open({
      [rewardPaths.centre]: (): RewardCentre =>
        centreOf([item()], { checkIn: calendar(done ? 4 : 3, done) }),
      [rewardPaths.checkIn]: checkIn,
    });
    const region = await screen.findByRole('region', { name: 'Daily check-in' });
    const days = within(region).getAllByTestId('check-in-day');
    expect(days.map((d) => d.textContent)).toEqual([
      'Day 1$1Signed',
      'Day 2$2Signed',
      'Day 3$3Signed',
      'Today$5',
      'Day 5$8',
      'Day 6$10',
      'Day 7$20',
    ]);
    expect(days[3]).toHaveAttribute('aria-current', 'date');
    expect(within(region).getByTestId('check-in-streak')).toHaveTextContent('3 days in a row');
    expect(within(region).getByTestId('reward-status')).toHaveTextContent('Claim');

    await userEvent.click(within(region).getByRole('button', { name: 'Check in: +$5.00' }));
    await waitFor(() => expect(toasts()).toContain('Checked in: +$5.00'));
    expect(checkIn).toHaveBeenCalledTimes(1);
    expect(await within(region).findByTestId('checked-in-today')).toHaveTextContent(
      'Checked in today',
    );
    expect(within(region).queryByRole('button', { name: /Check in/ })).toBeNull();
    expect(within(region).getByTestId('reward-status')).toHaveTextContent('Signed');
    expect(callsTo(fetchSpy, rewardPaths.centre).length).toBeGreaterThanOrEqual(2);
  });

  it('forfeits a bonus only after a confirm that says what is removed', async () => {
    let forfeited = false;
    const bonus = rewardItem({
      key: 'bonus:9',
      kind: 'DEPOSIT_BONUS',
      title: 'Welcome bonus 100%',
      status: 'PROCESSING',
      action: 'FORFEIT',
      amount: 50,
      bonusId: 9,
      wagering: { required: 1000, done: 250 },
    });
    const forfeit = vi.fn(() => {
      forfeited = true;
      return { removed: 48.5 };
    });
    const { fetchSpy } = open({
      [rewardPaths.centre]: () =>
        centreOf(
          [forfeited ? { ...bonus, status: 'CLOSED', action: null, wagering: null } : bonus],
          {
            locked: forfeited ? 0 : 50,
          },
        ),
      [rewardPaths.forfeit(9)]: forfeit,
    });
    expect(await screen.findByTestId('rewards-locked')).toHaveTextContent(
      '$50.00 of your balance is bonus money under wagering.',
    );
    const article = card('Welcome bonus 100%');
    await userEvent.click(within(article).getByRole('button', { name: 'Forfeit bonus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forfeit this bonus?' });
    expect(dialog).toHaveTextContent('up to $50.00');
    expect(dialog).toHaveTextContent('Your own deposit stays.');

    // Cancel sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(forfeit).not.toHaveBeenCalled();

    await userEvent.click(within(article).getByRole('button', { name: 'Forfeit bonus' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Forfeit' }),
    );
    await waitFor(() => expect(toasts()).toContain('Bonus forfeited: $48.50 removed'));
    expect(forfeit).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchSpy, rewardPaths.forfeit(9))[0]![1]?.method).toBe('POST');
    await waitFor(() =>
      expect(within(card('Welcome bonus 100%')).getByTestId('reward-status')).toHaveTextContent(
        'Closed',
      ),
    );
    expect(screen.queryByTestId('rewards-locked')).toBeNull();
  });

  it('says when there is nothing, and when loading failed (with a retry)', async () => {
    let failing = true;
    open({
      [rewardPaths.centre]: () =>
        failing
          ? fail('SYSTEM_ERROR', 500)
          : centreOf([], { checkIn: { ...calendar(0), days: [] } }),
    });
    const error = await screen.findByTestId('rewards-error');
    expect(error).toHaveTextContent('Your rewards could not be loaded.');
    failing = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByTestId('rewards-empty')).toHaveTextContent('No rewards right now');
    expect(screen.queryByRole('region', { name: 'Daily check-in' })).toBeNull();
  });

  it('shows a placeholder while loading', async () => {
    open({ [rewardPaths.centre]: () => new Promise(() => undefined) });
    expect(await screen.findByTestId('rewards-loading')).toHaveTextContent('Loading');
  });

  it('a trial account is told to use a real account, and nothing is asked', async () => {
    const { fetchSpy } = open({ [rewardPaths.centre]: () => centreOf(everyStatus) }, 4);
    const trial = await screen.findByTestId('rewards-trial');
    expect(trial).toHaveTextContent('Please login an actual account to use this function');
    expect(within(trial).getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(callsTo(fetchSpy, rewardPaths.centre)).toHaveLength(0);
  });
});
