import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as styles from './search-box.css';

export type SearchBoxProps = {
  label: string;
  /** The search in force (from the URL): the box follows it when it changes elsewhere (back, clear). */
  value: string;
  /** Called with the trimmed text a moment after typing stops, and at once on Enter. */
  onSearch: (text: string) => void;
  hint?: string;
  placeholder?: string;
  delayMs?: number;
};

/** A labelled search field that searches as one types (debounced) and on Enter. */
export function SearchBox({ label, value, onSearch, hint, placeholder, delayMs = 400 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const handler = useRef(onSearch);
  useEffect(() => {
    handler.current = onSearch;
  });

  // Follow the search in force when it changes from outside (a link, back, clear the filters).
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      handler.current(trimmed);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    handler.current(trimmed);
  };

  return (
    <form role="search" aria-label={label} onSubmit={handleSubmit} className={styles.form}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        maxLength={100}
        autoComplete="off"
      />
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </form>
  );
}
