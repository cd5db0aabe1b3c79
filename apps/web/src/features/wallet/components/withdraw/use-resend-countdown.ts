import { useEffect, useState } from 'react';

/** Spec 9: "SMS countdown tick 500 ms". */
const tickMs = 500;

/**
 * The get-code button's wait (spec section 4, SMS code button): after a code is sent, the seconds
 * until the server's `expirationTime` (epoch ms when a new code may be asked), ticking every
 * 500 ms; 0 when a code may be asked again.
 */
export function useResendCountdown() {
  const [clock, setClock] = useState({ until: 0, now: 0 });
  const remaining = Math.max(0, Math.ceil((clock.until - clock.now) / 1000));
  const counting = remaining > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setClock((c) => ({ ...c, now: Date.now() })), tickMs);
    return () => clearInterval(timer);
  }, [counting]);

  return {
    remaining,
    /** Counts down to `expirationTime` (epoch ms). */
    start: (expirationTime: number) => setClock({ until: expirationTime, now: Date.now() }),
  };
}
