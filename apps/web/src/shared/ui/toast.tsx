import { create } from 'zustand';
import { cx } from '@/shared/lib/cx';
import { toastDurations } from '@/shared/lib/timings';
import styles from './toast.module.css';

export type ToastKind = 'info' | 'success' | 'error';

export type Toast = {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
};

type ToastState = {
  toasts: Toast[];
  show: (toast: Omit<Toast, 'id'>) => number;
  dismiss: (id: number) => void;
  clear: () => void;
};

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Toasts (spec section 9 durations). One store for the app; `<ToastHost />` in the shell renders
 * them. At most three stay on screen: an older one gives way to a newer.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (toast) => {
    const id = nextId++;
    const toasts = [...get().toasts, { ...toast, id }];
    for (const old of toasts.slice(0, -3)) clearTimer(old.id);
    set({ toasts: toasts.slice(-3) });
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), toast.durationMs),
    );
    return id;
  },
  dismiss: (id) => {
    clearTimer(id);
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
  clear: () => {
    for (const id of timers.keys()) clearTimer(id);
    set({ toasts: [] });
  },
}));

function clearTimer(id: number) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

/**
 * Shows a toast. The default duration is the spec's "default notice" (1.5 s); pass a named one
 * from `toastDurations` (success 1 s, copy 1 s, short 3 s, long 8 s ...).
 */
export function showToast({
  message,
  kind = 'info',
  durationMs = toastDurations.notice,
}: {
  message: string;
  kind?: ToastKind;
  durationMs?: number;
}): number {
  return useToastStore.getState().show({ message, kind, durationMs });
}

/**
 * Renders the toasts of the toast store; mounted by the app shell and inside each modal dialog,
 * where only the top dialog's host shows (use-overlay.ts). Errors are announced assertively
 * (role="alert"), the rest politely (role="status").
 */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className={styles.host} data-testid="toast-host">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={cx(styles.toast, styles[toast.kind])}
          data-kind={toast.kind}
          onClick={() => dismiss(toast.id)}
        >
          {toast.message}
        </div>
      ))}
    </div>
  );
}
