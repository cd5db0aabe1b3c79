import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** The ids that tie a tab to its panel: `${idPrefix}-tab-${name}` and `${idPrefix}-panel`. */
export const tabIds = (idPrefix: string, name: string) => ({
  tab: `${idPrefix}-tab-${name}`,
  panel: `${idPrefix}-panel`,
});

/**
 * The tabs pattern (WAI-ARIA): a tablist of buttons, the selected one in the tab order, the
 * arrow keys moving to the previous or next tab (and selecting it). The caller renders the panel
 * with `<TabPanel>`, so the ids match.
 */
export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  render,
}: {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  label: string;
  idPrefix: string;
  /** A tab's visible text (and any mark after it). */
  render: (tab: T) => ReactNode;
}) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const next = tabs[(tabs.indexOf(selected) + step) % tabs.length]!;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKeyDown}>
      {tabs.map((name) => (
        <button
          key={name}
          ref={(el) => {
            refs.current[name] = el;
          }}
          type="button"
          role="tab"
          id={tabIds(idPrefix, name).tab}
          aria-selected={selected === name}
          aria-controls={tabIds(idPrefix, name).panel}
          tabIndex={selected === name ? 0 : -1}
          onClick={() => onSelect(name)}
        >
          {render(name)}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab of a `<TabList>` with the same `idPrefix`. */
export function TabPanel({
  idPrefix,
  selected,
  className,
  children,
}: {
  idPrefix: string;
  selected: string;
  className?: string;
  children: ReactNode;
}) {
  const ids = tabIds(idPrefix, selected);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className={className}>
      {children}
    </div>
  );
}
