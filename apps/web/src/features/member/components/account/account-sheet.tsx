import { useId, type ReactNode } from 'react';
import { CloseButton } from '@/shared/ui/close-button';
import { Overlay } from '@/shared/ui/overlay';
import styles from './my-account.module.css';

/** A bottom sheet with a title and Close: editing one field, or picking the avatar. */
export function AccountSheet({
  open,
  title,
  onClose,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Overlay open={open} onClose={onClose} labelledBy={titleId} variant="sheet">
      <div className={styles.sheet} data-testid={testId}>
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
