import { useState, type FormEvent } from 'react';

/**
 * A search box with its button: what the operator typed is kept while they type and handed on,
 * trimmed, when they submit (the screens keep it in the URL). Give it `key={initial}` so a new
 * search from the URL (Back) resets the box.
 */
export function SearchForm({
  initial,
  onSearch,
  label,
  placeholder,
  button,
  maxLength,
  className = 'toolbar',
}: {
  initial: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  button: string;
  maxLength: number;
  className?: string;
}) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className={className} onSubmit={submit}>
      <label className="field grow">
        <span>{label}</span>
        <input
          type="search"
          name="q"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button type="submit" className="button primary">
        {button}
      </button>
    </form>
  );
}
