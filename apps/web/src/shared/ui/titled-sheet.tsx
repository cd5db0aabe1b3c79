import { useId, type ReactNode } from 'react';
import { CloseButton } from './close-button';
import { Overlay } from './overlay';
import styles from './titled-sheet.module.css';

/**
 * A bottom sheet with a title and Close, for one small task (adding a bank card, editing a
 * field, turning two-factor login off). A form inside does not submit a form the sheet was
 * opened from: React events bubble through the portal, so submits stop here.
 */
export function TitledSheet({
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
      <div
        className={styles.sheet}
        data-testid={testId}
        onSubmit={(event) => event.stopPropagation()}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        {children}
      </div>
    </Overlay>
  );
}
