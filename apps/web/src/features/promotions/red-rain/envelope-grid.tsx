import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatMoney } from '@/shared/lib/money-text';
import { EnvelopeArt } from './envelope-art';
import type { Opening, TapOutcome } from './use-rain-session';
import styles from './red-rain.module.css';

type Slot = { state: 'closed' } | { state: 'opening' } | { state: 'open'; amount: number };

/**
 * The rain without motion (prefers-reduced-motion: reduce): the member's envelopes of this
 * session as a still grid of buttons. Opened ones show their amount; the one being opened says
 * so; a failed open closes it again.
 */
export function EnvelopeGrid({
  max,
  openings,
  onTap,
  stopped,
  currencySymbol,
}: {
  max: number;
  openings: readonly Opening[];
  onTap: () => Promise<TapOutcome> | null;
  stopped: boolean;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  // Amounts the session already had, in order; the grid fills the slot the member chose.
  const [slots, setSlots] = useState<Slot[]>(() =>
    Array.from({ length: max }, (_, i): Slot => {
      const known = openings[i];
      return known ? { state: 'open', amount: known.amount } : { state: 'closed' };
    }),
  );
  const set = (index: number, slot: Slot) =>
    setSlots((list) => list.map((s, i) => (i === index ? slot : s)));

  const open = (index: number) => {
    if (slots[index]?.state !== 'closed') return;
    const outcome = onTap();
    if (!outcome) return;
    set(index, { state: 'opening' });
    void outcome.then((o) =>
      set(index, o.kind === 'opened' ? { state: 'open', amount: o.amount } : { state: 'closed' }),
    );
  };

  return (
    <ul className={styles.grid} data-testid="red-rain-grid">
      {slots.map((slot, i) => {
        const n = i + 1;
        const amount = slot.state === 'open' ? formatMoney(slot.amount, currencySymbol) : '';
        const label =
          slot.state === 'open'
            ? t('redRain.openedEnvelopeN', { n, amount })
            : slot.state === 'opening'
              ? t('redRain.opening')
              : t('redRain.openEnvelopeN', { n });
        const disabled = slot.state !== 'closed' || stopped;
        return (
          <li key={i}>
            <button
              type="button"
              className={styles.slot}
              data-state={slot.state}
              aria-label={label}
              aria-disabled={disabled || undefined}
              aria-busy={slot.state === 'opening' || undefined}
              data-testid="red-rain-slot"
              onClick={() => {
                if (!disabled) open(i);
              }}
            >
              <EnvelopeArt className={styles.slotArt} open={slot.state === 'open'} />
              <span className={styles.slotText} aria-hidden="true">
                {slot.state === 'open' ? amount : slot.state === 'opening' ? '…' : n}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
