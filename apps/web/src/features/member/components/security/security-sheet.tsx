import { useId, type ReactNode } from 'react';
import { CloseButton } from '@/shared/ui/close-button';
import { Overlay } from '@/shared/ui/overlay';
import styles from './security.module.css';

/** A bottom sheet with a title and Close (turning two-factor login off, new recovery codes). */
export function SecuritySheet({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Overlay open={open} onClose={onClose} labelledBy={titleId} variant="sheet">
      <div className={styles.sheet}>
        <div className={styles.sheetHead}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {title}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        {children}
      </div>
    </Overlay>
  );
}
