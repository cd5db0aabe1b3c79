import { useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EnvelopeArt } from './envelope-art';
import styles from './red-rain.module.css';

/** Envelopes in the DOM at once: each is recycled to the top when it leaves the field. */
export const FALLING_ENVELOPES = 6;
const ENVELOPE_WIDTH = 56;
const ENVELOPE_HEIGHT = 70;

/**
 * The falling envelopes. Runs on the compositor: each envelope is a button moved only by a Web
 * Animations `transform` (translate3d) and faded by `opacity`; the field's size is read once and
 * then followed with a ResizeObserver (no layout reads per frame), and nothing here sets React
 * state while they fall. A finished fall starts the same button again from the top at a new place
 * and speed, so the DOM keeps FALLING_ENVELOPES buttons however long the rain lasts.
 *
 * A tap opens an envelope on pointerdown (a moving target may have left the finger by pointerup,
 * which would lose the click); Enter and Space on a focused envelope come as a click. `onTap`
 * says whether the tap was taken (false: no tap left), and a taken envelope fades out and ignores
 * more taps until it falls again.
 */
export function RainField({ onTap, stopped }: { onTap: () => boolean; stopped: boolean }) {
  const { t } = useTranslation();
  const field = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const fades = useRef<(Animation | null)[]>([]);

  useEffect(() => {
    const stage = field.current;
    if (!stage) return;
    let width = stage.clientWidth;
    let height = stage.clientHeight;
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(([entry]) => {
            if (!entry) return;
            width = entry.contentRect.width;
            height = entry.contentRect.height;
          })
        : null;
    observer?.observe(stage);
    const falls: (Animation | null)[] = [];
    const fading = fades.current;
    let live = true;

    const drop = (index: number, first: boolean) => {
      const button = buttons.current[index];
      if (!live || !button || typeof button.animate !== 'function') return;
      fading[index]?.cancel();
      fading[index] = null;
      delete button.dataset.taken;
      const x = Math.round(Math.random() * Math.max(0, width - ENVELOPE_WIDTH));
      const tilt = Math.round(Math.random() * 30 - 15);
      const duration = 2800 + Math.random() * 1800;
      // The first wave comes in one by one; later ones after a short random pause.
      const delay = first ? index * 600 + Math.random() * 300 : Math.random() * 700;
      const fall = button.animate(
        [
          { transform: `translate3d(${x}px, ${-ENVELOPE_HEIGHT - 8}px, 0) rotate(${tilt}deg)` },
          { transform: `translate3d(${x}px, ${height + 8}px, 0) rotate(${-tilt}deg)` },
        ],
        { duration, delay, easing: 'linear', fill: 'both' },
      );
      fall.onfinish = () => drop(index, false);
      falls[index] = fall;
    };
    for (let i = 0; i < FALLING_ENVELOPES; i += 1) drop(i, true);
    return () => {
      live = false;
      observer?.disconnect();
      for (const fall of falls) fall?.cancel();
      for (const fade of fading) fade?.cancel();
    };
  }, []);

  const take = (index: number) => {
    const button = buttons.current[index];
    if (!button || button.dataset.taken || !onTap()) return;
    button.dataset.taken = '1';
    if (typeof button.animate === 'function')
      fades.current[index] = button.animate([{ opacity: 1 }, { opacity: 0 }], {
        duration: 220,
        fill: 'forwards',
      });
  };

  return (
    <div
      ref={field}
      className={styles.field}
      data-testid="red-rain-field"
      data-stopped={stopped || undefined}
    >
      {Array.from({ length: FALLING_ENVELOPES }, (_, i) => (
        <button
          key={i}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          className={styles.falling}
          aria-label={t('redRain.openEnvelope')}
          aria-disabled={stopped || undefined}
          data-testid="red-rain-envelope"
          onPointerDown={(event) => {
            if (event.button === 0) take(i);
          }}
          onClick={() => take(i)}
        >
          <EnvelopeArt className={styles.fallingArt} />
        </button>
      ))}
    </div>
  );
}
