import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '@/shared/lib/cx';
import styles from './overlay.module.css';
import { useOverlay } from './use-overlay';

type OverlayProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  variant: 'drawer' | 'sheet';
  id?: string;
  className?: string;
  children: ReactNode;
};

/** A modal dialog: left drawer (side menu) or bottom sheet (service and download popups). */
export function Overlay({ open, onClose, label, variant, id, className, children }: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { rendered, state, onMaskClick } = useOverlay(open, onClose, panelRef);
  if (!rendered) return null;
  return createPortal(
    <div className={cx(styles.root, state === 'closing' && styles.closing)} data-state={state}>
      <div
        className={styles.mask}
        onClick={onMaskClick}
        aria-hidden="true"
        data-testid="overlay-mask"
      />
      <div className={styles.frame}>
        <div
          ref={panelRef}
          id={id}
          role="dialog"
          aria-modal="true"
          aria-label={label}
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
    </div>,
    document.body,
  );
}
