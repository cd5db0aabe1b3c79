import { useId, type ReactNode } from 'react';
import { CloseButton } from '@/shared/ui/close-button';
import { Overlay } from '@/shared/ui/overlay';
import styles from './withdraw.module.css';

/** A bottom sheet with a title and Close (adding a card, changing or resetting the password). */
export function WithdrawSheet({
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
      {/* React events bubble through the portal: a form submitted here must not also submit
          the withdraw form the sheet was opened from. */}
      <div className={styles.sheet} onSubmit={(event) => event.stopPropagation()}>
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
