import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositPromo } from '@app/contracts/cashier';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { emptyReport, methodsPayload, paths, reloadPromo } from './deposit-test-fixtures';

// `?promo=<id>`: the reward centre's "Deposit now" chooses its bonus on the deposit screen.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

const welcome: DepositPromo = {
  ...reloadPromo,
  id: 5,
  kind: 'WELCOME',
  title: 'Welcome bonus 100%',
  bonusPercent: 100,
};

function openDeposit(url: string, promos: DepositPromo[]) {
  useSessionStore.setState({ session: sessionInfo(0) });
  return renderApp(url, {
    routes: {
      [paths.methods]: () => methodsPayload,
      [paths.promos]: () => promos,
      [paths.report]: () => emptyReport,
    },
  });
}

describe('deposit screen: ?promo=', () => {
  it('chooses the bonus it names when it is offered, and the member may change it', async () => {
    const user = userEvent.setup();
    openDeposit('/m/voucherCenter?promo=5', [reloadPromo, welcome]);
    const promos = await screen.findByRole('group', { name: 'Deposit bonus' });
    const chosen = within(promos).getByRole('radio', { name: /Welcome bonus 100%/ });
    await waitFor(() => expect(chosen).toBeChecked());
    expect(screen.getByText('Enter an amount to see your bonus.')).toBeInTheDocument();
    expect(screen.queryByTestId('promo-unavailable')).toBeNull();

    await user.click(within(promos).getByRole('radio', { name: /No bonus/ }));
    expect(within(promos).getByRole('radio', { name: /No bonus/ })).toBeChecked();
    expect(chosen).not.toBeChecked();
  });

  it('says so when the member is not offered it, and keeps no bonus', async () => {
    openDeposit('/m/voucherCenter?promo=5', [reloadPromo]);
    expect(await screen.findByTestId('promo-unavailable')).toHaveTextContent(
      'The bonus you chose is not available on your account now.',
    );
    const promos = screen.getByRole('group', { name: 'Deposit bonus' });
    expect(within(promos).getByRole('radio', { name: /No bonus/ })).toBeChecked();
  });

  it('without ?promo= nothing is chosen', async () => {
    openDeposit('/m/voucherCenter', [reloadPromo, welcome]);
    const promos = await screen.findByRole('group', { name: 'Deposit bonus' });
    expect(within(promos).getByRole('radio', { name: /No bonus/ })).toBeChecked();
    expect(screen.queryByTestId('promo-unavailable')).toBeNull();
  });
});
