import type { NetPosition } from '@app/contracts/safer-gambling';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useTranslation } from '@/shared/i18n/use-translation';
import { signedMoney } from '@/shared/lib/money-text';
import styles from './play-protection.module.css';

const sign = (amount: number) => (amount > 0 ? 'up' : amount < 0 ? 'down' : 'even');

/**
 * The net position under the game frame's bar (issue 18): what the player won (+) or lost (−)
 * in this play session and today. The sign is in the text, colour only repeats it.
 */
export function NetPositionStrip({ net }: { net: NetPosition }) {
  const { t } = useTranslation();
  const symbol = useConsolidatedSettings().data?.currency.symbol ?? '';
  return (
    <p className={styles.net} data-testid="play-net">
      <span>
        {t('playSession.session')}{' '}
        <strong data-sign={sign(net.session)} data-testid="play-net-session">
          {signedMoney(net.session, symbol)}
        </strong>
      </span>
      <span>
        {t('playSession.today')}{' '}
        <strong data-sign={sign(net.today)} data-testid="play-net-today">
          {signedMoney(net.today, symbol)}
        </strong>
      </span>
    </p>
  );
}
