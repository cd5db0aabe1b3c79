import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A native modal <dialog>: the browser traps focus, makes the page inert and closes it on
 * Escape. Mounted when opened, so each opening starts fresh (the adjustment form relies on that
 * for one idempotency key per opened form); closing tells the parent to unmount it.
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
