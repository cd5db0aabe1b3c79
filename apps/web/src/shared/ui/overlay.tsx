import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '@/shared/lib/cx';
import { ToastHost } from './toast';
import styles from './overlay.module.css';
import { useOverlay } from './use-overlay';

type OverlayProps = {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog (a visually hidden one if it shows none). */
  labelledBy: string;
  variant: 'drawer' | 'sheet';
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog (native `<dialog>`, shown modal): left drawer (side menu) or bottom sheet
 * (service, download and filter popups). The mask is a full-size element inside the dialog.
 */
export function Overlay({
  open,
  onClose,
  labelledBy,
  variant,
  id,
  className,
  children,
}: OverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { rendered, state, onMaskClick } = useOverlay(open, onClose, dialogRef, panelRef);
  if (!rendered) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={labelledBy}
      className={cx(styles.root, state === 'closing' && styles.closing)}
      data-state={state}
    >
      <div
        className={styles.mask}
        onClick={onMaskClick}
        aria-hidden="true"
        data-testid="overlay-mask"
      />
      <div className={styles.frame}>
        <div
          ref={panelRef}
          tabIndex={-1}
          className={cx(
            styles.panel,
            variant === 'drawer' ? styles.drawer : styles.sheet,
            className,
          )}
        >
          {children}
        </div>
      </div>
      <ToastHost />
    </dialog>,
    document.body,
  );
}
