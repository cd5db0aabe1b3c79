import { useEffect, useState, useSyncExternalStore } from 'react';
import { readJson, storageKeys, writeJson } from '@/shared/lib/storage';
import { timings } from '@/shared/lib/timings';
import { prefersReducedMotion } from '@/shared/ui/use-overlay';
import {
  createPopupMachine,
  isPopupRecord,
  type PopupItem,
  type PopupKind,
  type PopupMachine,
  type PopupStorage,
  type PopupViewer,
} from './popup-machine';

const keyOf = (kind: PopupKind) =>
  kind === 'member' ? storageKeys.popupMember : storageKeys.popupVisitor;

/** The per-kind records in local storage (spec section 3, Local storage keys). */
export const popupStorage: PopupStorage = {
  read: (kind) => readJson(keyOf(kind), isPopupRecord),
  write: (kind, record) => writeJson(keyOf(kind), record),
};

const noItems: readonly never[] = [];

/**
 * The popup machine for a component: it is given the list (and the viewer) on mount and on every
 * change, and evaluates it 500 ms later (spec section 9). `items` undefined (still loading) counts
 * as an empty list.
 */
export function usePopupMachine<T extends PopupItem>(
  items: readonly T[] | undefined,
  viewer: PopupViewer,
): PopupMachine<T> {
  const [machine] = useState(() =>
    createPopupMachine<T>({
      storage: popupStorage,
      closingMs: prefersReducedMotion() ? 0 : timings.overlayAnimationMs,
    }),
  );
  useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  useSyncExternalStore(machine.subscribe, machine.getStatus, machine.getStatus);
  const { kind, firstTimeLogin } = viewer;
  const list = items ?? noItems;
  useEffect(() => {
    machine.setList({ kind, firstTimeLogin }, list);
  }, [machine, kind, firstTimeLogin, list]);
  useEffect(() => () => machine.stop(), [machine]);
  return machine;
}
