import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cx } from '@/shared/lib/cx';
import { CloseIcon } from './icons/close';
import { SearchIcon } from './icons/search';
import styles from './search-box.module.css';

export type SearchBoxProps = {
  /** The committed search (from the URL or the caller's state); the box follows it when it changes. */
  value: string;
  /** Called with the text once typing has paused for `debounceMs` (never with the same text twice). */
  onSearch?: (text: string) => void;
  /** Enter: called at once with the text (any pending debounced call is dropped). */
  onSubmit?: (text: string) => void;
  /** Pause before `onSearch`; spec section 9: 500 ms, 600 ms on the game list page. */
  debounceMs?: number;
  /** Accessible name of the field (also the placeholder unless one is given). */
  label: string;
  placeholder?: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  maxLength?: number;
  className?: string;
};

/**
 * A search field: search icon, the text, a clear button when there is text. Typing calls
 * `onSearch` after a pause (debounce); Enter calls `onSubmit` (and `onSearch`) at once; clearing
 * searches for '' at once. Generic: the home search (Enter goes to the game list) and the game
 * list pages (debounced search) both use it.
 */
export function SearchBox({
  value,
  onSearch,
  onSubmit,
  debounceMs = 500,
  label,
  placeholder,
  clearLabel,
  maxLength = 60,
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sent = useRef(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // The committed value changed from outside (Back, a link): show it.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  useEffect(() => {
    sent.current = value;
  }, [value]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function send(next: string) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next.trim() === sent.current.trim()) return;
    sent.current = next;
    onSearch?.(next);
  }

  function change(next: string) {
    setText(next);
    if (!onSearch) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), debounceMs);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    send(text);
    onSubmit?.(text.trim());
  }

  function clear() {
    setText('');
    send('');
    inputRef.current?.focus();
  }

  return (
    <form role="search" className={cx(styles.box, className)} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon size={20} className={styles.icon} />
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(e) => change(e.target.value)}
      />
      {text !== '' && (
        <button type="button" className={styles.clear} aria-label={clearLabel} onClick={clear}>
          <CloseIcon size={18} />
        </button>
      )}
    </form>
  );
}
