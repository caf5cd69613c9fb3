import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { fieldControl, fieldHint, fieldLabel } from '@/shared/ui/field';
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
  /**
   * A search button with this text; the box then searches only when asked (Enter or the button), for a search
   * that costs the server a lot (the course catalogue) or is logged.
   */
  submitLabel?: string;
  /** With a search button: search as one types too (debounced), the button and Enter search at once. */
  live?: boolean;
  /** The label is read by assistive technology but not shown (the placeholder says it). */
  hideLabel?: boolean;
  /** Names the search landmark when it differs from the label. */
  landmarkLabel?: string;
};

/** A labelled search field that searches as one types (debounced) and on Enter, or only on Enter and its button. */
export function SearchBox({ label, value, onSearch, hint, placeholder, delayMs = 400, submitLabel, live = false, hideLabel = false, landmarkLabel }: SearchBoxProps) {
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

  const asYouType = submitLabel === undefined || live;
  useEffect(() => {
    const trimmed = text.trim();
    if (!asYouType || trimmed === sent.current) return undefined;
    const timer = setTimeout(() => {
      // Enter may have sent this text while the timer ran: sending it again would write the list's address from the
      // state of the last render, taking away a filter chosen in between.
      if (trimmed === sent.current) return;
      sent.current = trimmed;
      handler.current(trimmed);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, asYouType]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    handler.current(trimmed);
  };

  const input = (
    <input
      id={id}
      type="search"
      className={fieldControl}
      value={text}
      placeholder={placeholder}
      aria-describedby={hint ? `${id}-hint` : undefined}
      onChange={(event) => setText(event.target.value)}
      maxLength={100}
      autoComplete="off"
    />
  );
  return (
    <form role="search" aria-label={landmarkLabel ?? label} onSubmit={handleSubmit} className={styles.form}>
      <label htmlFor={id} className={hideLabel ? 'up-visually-hidden' : fieldLabel}>
        {label}
      </label>
      {submitLabel === undefined ? (
        input
      ) : (
        <div className={styles.row}>
          {input}
          <Button type="submit">{submitLabel}</Button>
        </div>
      )}
      {hint ? (
        <span id={`${id}-hint`} className={fieldHint}>
          {hint}
        </span>
      ) : null}
    </form>
  );
}
