import type { ReactNode } from 'react';
import buttonStyles from './button.module.css';
import spinnerStyles from './spinner.module.css';

/** A form's primary button; while busy it says so and ignores taps (no double submit). */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
}: {
  busy: boolean;
  /** What it says while busy ("Please wait…"). */
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={buttonStyles.primary}
      disabled={disabled || busy}
      aria-busy={busy}
    >
      {busy ? (
        <>
          <span className={spinnerStyles.spinner} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
