import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import overlay from './overlay.module.css';
import styles from './confirm-dialog.module.css';
import { ToastHost } from './toast';
import { useOverlay } from './use-overlay';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** Defaults to the translated "Confirm" / "Cancel". */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button says "Loading…" and both are disabled. */
  busy?: boolean;
  /** Styles Confirm as a destructive action (logout). */
  danger?: boolean;
  /** Test ids of the dialog and its two buttons (end-to-end tests). */
  testIds?: { dialog?: string; confirm?: string; cancel?: string };
};

/**
 * An alert dialog with Cancel and Confirm (spec section 4, Logout; section 6, contract prompts),
 * a native `<dialog>` that stacks over any open overlay (the side menu's logout). Shares the
 * overlay behaviour: Escape and the mask cancel only this dialog, a mask click within 300 ms of
 * opening is ignored (spec section 9), Tab stays inside, focus goes back to the opener. Cancel
 * gets the first focus so an accidental Enter does not confirm.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
  testIds,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  const { rendered, state, onMaskClick } = useOverlay(open, cancel, dialogRef, panelRef);
  const titleId = useId();
  const messageId = useId();
  if (!rendered) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      className={cx(overlay.root, state === 'closing' && overlay.closing)}
      data-state={state}
      data-testid={testIds?.dialog}
    >
      <div
        className={overlay.mask}
        onClick={onMaskClick}
        aria-hidden="true"
        data-testid="confirm-mask"
      />
      <div className={cx(overlay.frame, styles.frame)}>
        <div ref={panelRef} tabIndex={-1} className={cx(overlay.panel, styles.panel)}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {message && (
            <div id={messageId} className={styles.message}>
              {message}
            </div>
          )}
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.cancel}
              onClick={cancel}
              disabled={busy}
              data-testid={testIds?.cancel}
            >
              {cancelLabel ?? t('common.cancel')}
            </button>
            <button
              type="button"
              className={cx(styles.confirm, danger && styles.danger)}
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
              data-testid={testIds?.confirm}
            >
              {busy ? t('common.loading') : (confirmLabel ?? t('common.confirm'))}
            </button>
          </div>
        </div>
      </div>
      <ToastHost />
    </dialog>,
    document.body,
  );
}
