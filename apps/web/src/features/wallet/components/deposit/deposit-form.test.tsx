import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store';
import { memberInfoPayload, sessionInfo, type ApiFixtures } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import {
  bodyOf,
  depositOf,
  emptyReport,
  methodsPayload,
  paths,
  refusal,
  reloadPromo,
} from './deposit-test-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSessionStore.setState({ session: null });
});

type Routes = NonNullable<ApiFixtures['routes']>;

function openDeposit(routes: Routes = {}) {
  useSessionStore.setState({ session: sessionInfo(0) });
  return renderApp('/m/voucherCenter', {
    routes: {
      [paths.methods]: () => methodsPayload,
      [paths.promos]: () => [],
      [paths.report]: () => emptyReport,
      ...routes,
    },
  });
}

const amountInput = () => screen.getByRole('textbox', { name: 'Amount to deposit' });
const payButton = () => screen.getByRole('button', { name: 'Deposit now' });
const callsTo = (spy: ReturnType<typeof renderApp>['fetchSpy'], path: string) =>
  spy.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

describe('deposit form', () => {
  it('shows the balance and the methods grouped, with limits, fee and expected time', async () => {
    openDeposit();
    const bank = await screen.findByRole('group', { name: 'Bank transfer' });
    expect(within(bank).getByRole('radio', { name: /Local bank transfer/ })).toBeChecked();
    expect(bank).toHaveTextContent('$10 – $50,000');
    expect(bank).toHaveTextContent('No fee');
    expect(bank).toHaveTextContent('~30 min');
    const wallets = screen.getByRole('group', { name: 'E-wallets' });
    expect(wallets).toHaveTextContent('Fee 1.5%');
    expect(wallets).toHaveTextContent('Instant');
    expect(
      within(screen.getByRole('group', { name: 'Payment gateway' })).getByRole('radio', {
        name: /Card gateway/,
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('$1,000.00');
  });

  it("checks the amount against the chosen method's minimum and maximum before sending", async () => {
    const user = userEvent.setup();
    const { fetchSpy } = openDeposit();
    await screen.findByRole('group', { name: 'Bank transfer' });

    await user.click(payButton());
    expect(await screen.findByText('Enter the amount you want to deposit.')).toBeInTheDocument();

    await user.type(amountInput(), '5');
    expect(await screen.findByText('The minimum amount is 10.00.')).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '1.234');
    expect(
      await screen.findByText('Enter an amount greater than 0 with at most 2 decimals.'),
    ).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '6000');
    expect(screen.queryByText(/The maximum amount/)).toBeNull();

    // Alipay takes at most 5,000: switching the method checks the typed amount again.
    await user.click(screen.getByRole('radio', { name: /Alipay/ }));
    expect(await screen.findByText('The maximum amount is 5,000.00.')).toBeInTheDocument();
    await user.click(payButton());
    expect(callsTo(fetchSpy, paths.create)).toHaveLength(0);
    expect(amountInput()).toHaveValue('6000');
  });

  it('a preset chip fills the amount, and each method has its own presets', async () => {
    const user = userEvent.setup();
    openDeposit();
    await screen.findByRole('group', { name: 'Bank transfer' });
    const presets = screen.getByRole('group', { name: 'Quick amounts' });
    await user.click(within(presets).getByRole('button', { name: '$100' }));
    expect(amountInput()).toHaveValue('100');
    expect(within(presets).getByRole('button', { name: '$100' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('radio', { name: /Alipay/ }));
    const walletPresets = screen.getByRole('group', { name: 'Quick amounts' });
    expect(within(walletPresets).queryByRole('button', { name: '$100' })).toBeNull();
    await user.click(within(walletPresets).getByRole('button', { name: '$1,000' }));
    expect(amountInput()).toHaveValue('1000');
    // Alipay keeps 1.5%: the fee of the amount is shown.
    expect(screen.getByText(/fee \$15\.00/)).toBeInTheDocument();
  });

  it('a chosen promotion shows the bonus the server gives, and the deposit carries it', async () => {
    const user = userEvent.setup();
    const accept = vi.fn((init: RequestInit | undefined) => {
      const body = bodyOf(init) as { amount: string };
      return { promoId: 3, bonus: Number(body.amount) / 10 };
    });
    const create = vi.fn(() => depositOf({ promoId: 3, promoTitle: reloadPromo.title }));
    const { fetchSpy } = openDeposit({
      [paths.promos]: () => [reloadPromo],
      [paths.acceptPromo]: accept,
      [paths.create]: () => ({ deposit: create(), redirectUrl: null }),
    });
    const promos = await screen.findByRole('group', { name: 'Deposit bonus' });
    expect(within(promos).getByRole('radio', { name: /No bonus/ })).toBeChecked();
    expect(promos).toHaveTextContent('10% bonus, up to $500.00');
    expect(promos).toHaveTextContent('Min. deposit $50.00');
    expect(promos).toHaveTextContent('Wagering ×5');

    await user.click(within(promos).getByRole('radio', { name: /Reload bonus 10%/ }));
    expect(await screen.findByText('Enter an amount to see your bonus.')).toBeInTheDocument();
    await user.type(amountInput(), '20');
    expect(
      await screen.findByText('Deposit at least $50.00 to get this bonus.'),
    ).toBeInTheDocument();
    expect(accept).not.toHaveBeenCalled();

    await user.clear(amountInput());
    await user.type(amountInput(), '300');
    expect(await screen.findByTestId('promo-bonus')).toHaveTextContent('You get +$30.00 bonus');
    expect(bodyOf(accept.mock.calls.at(-1)?.[0])).toEqual({
      promoId: 3,
      methodCode: 'BANK_TRANSFER',
      amount: '300',
    });

    await user.click(payButton());
    await waitFor(() => expect(callsTo(fetchSpy, paths.create)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchSpy, paths.create)[0]?.[1])).toMatchObject({
      methodCode: 'BANK_TRANSFER',
      amount: '300',
      promoId: 3,
    });
  });

  it('a promotion the server refuses says why and falls back to no bonus', async () => {
    const user = userEvent.setup();
    openDeposit({
      [paths.promos]: () => [reloadPromo],
      [paths.acceptPromo]: () => refusal('PROMO_NOT_ELIGIBLE', { min: 50 }, 409),
    });
    const promos = await screen.findByRole('group', { name: 'Deposit bonus' });
    await user.type(amountInput(), '100');
    await user.click(within(promos).getByRole('radio', { name: /Reload bonus 10%/ }));
    expect(await screen.findByTestId('promo-refused')).toHaveTextContent(
      'This bonus is not available for this deposit. Your deposit will go without a bonus.',
    );
    expect(within(promos).getByRole('radio', { name: /No bonus/ })).toBeChecked();
    expect(amountInput()).toHaveValue('100');
  });

  it('a gateway deposit sends one request id and opens the payment page', async () => {
    const user = userEvent.setup();
    const redirectUrl = 'http://localhost/psp/checkout/pay_123';
    const create = vi.fn(() => ({ deposit: depositOf(), redirectUrl }));
    const { fetchSpy } = openDeposit({ [paths.create]: create });
    await user.click(await screen.findByRole('radio', { name: /Card gateway/ }));
    await user.type(amountInput(), '100');

    // Only the page load is stubbed: the router keeps reading the real location.
    const realLocation = window.location;
    const assign = vi.fn();
    vi.stubGlobal(
      'location',
      new Proxy({} as Location, {
        get: (_, key) => {
          if (key === 'assign') return assign;
          const value: unknown = Reflect.get(realLocation, key, realLocation);
          return typeof value === 'function' ? value.bind(realLocation) : value;
        },
      }),
    );
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl));
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
    const body = bodyOf(callsTo(fetchSpy, paths.create)[0]?.[1]) as Record<string, unknown>;
    expect(body).toMatchObject({ methodCode: 'PSP_CARD', amount: '100', promoId: null });
    expect(body.requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(body.language).toBe('EN');
  });

  it('a refusal is shown translated beside the form, the amount stays, and a retry reuses the request id', async () => {
    const user = userEvent.setup();
    const create = vi.fn(() => refusal('AMOUNT_ABOVE_MAX', { max: 50 }));
    const { fetchSpy } = openDeposit({ [paths.create]: create });
    await screen.findByRole('group', { name: 'Bank transfer' });
    await user.type(amountInput(), '100');
    await user.click(payButton());
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent(
      'The maximum amount is 50.00.',
    );
    expect(amountInput()).toHaveValue('100');

    await user.click(payButton());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    const [first, second] = callsTo(fetchSpy, paths.create).map(
      ([, init]) => (bodyOf(init) as { requestId: string }).requestId,
    );
    expect(second).toBe(first);

    // A different amount is a new attempt.
    await user.clear(amountInput());
    await user.type(amountInput(), '40');
    await user.click(payButton());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(3));
    const third = (bodyOf(callsTo(fetchSpy, paths.create)[2]?.[1]) as { requestId: string })
      .requestId;
    expect(third).not.toBe(first);
  });

  it('no methods: a clear message instead of an empty form', async () => {
    openDeposit({ [paths.methods]: () => ({ currency: 'USD', groups: [] }) });
    expect(await screen.findByText('No deposit methods right now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit now' })).toBeNull();
  });

  it('a trial account gets free_reject and no cashier call is made', async () => {
    useSessionStore.setState({ session: sessionInfo(4) });
    const { fetchSpy } = renderApp('/m/voucherCenter', {
      member: memberInfoPayload({ type: 4 }),
    });
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(callsTo(fetchSpy, paths.methods)).toHaveLength(0);
  });
});
