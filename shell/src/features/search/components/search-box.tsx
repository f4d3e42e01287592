import { PriceTag } from '@harmony/shared';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '@harmony/shared/router';
import { useSuggestions } from '../hooks/use-suggestions';
import styles from './search-box.module.css';

export const RESULTS_PATH = '/product';

/** What the results page shows for the address (the field keeps it, so the shopper can refine it). */
function queryOf(pathname: string, search: string): string {
  return pathname.toLowerCase() === RESULTS_PATH ? (new URLSearchParams(search).get('q') ?? '') : '';
}

export interface SearchBoxProps {
  /** Called after the box has sent the shopper somewhere (the mobile menu closes). */
  onNavigate?: () => void;
}

/**
 * The header's product search: a combobox (WAI-ARIA 1.2) whose suggestions follow the typing; Enter
 * opens the results at /product?q=…, or the suggestion chosen with the arrow keys. Without script it is
 * still a plain form that asks for the same results page.
 */
export function SearchBox({ onNavigate }: SearchBoxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // The words follow the address (a results page, back, forward) and otherwise the typing.
  const addressQuery = queryOf(location.pathname, location.search);
  const [query, setQuery] = useState(addressQuery);
  const [queryFor, setQueryFor] = useState(addressQuery);
  if (queryFor !== addressQuery) {
    setQueryFor(addressQuery);
    setQuery(addressQuery);
  }
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Asked for while the field has focus (not for the words a results page put there), shown while open.
  const suggestions = useSuggestions(focused ? query : '');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-suggestions`;
  const expanded = open && suggestions.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(to);
    onNavigate?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen) return go(`/description/${chosen.id}`);
    const words = query.trim();
    // Nothing typed yet (or the folded field's button pressed): the field, not a search for everything.
    if (!words) return inputRef.current?.focus();
    go(`${RESULTS_PATH}?q=${encodeURIComponent(words)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus returns to the text, as in a browser's own address bar.
      setActive((current) => {
        const next = current + step;
        return next < -1 || next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" action={RESULTS_PATH} method="get" className={styles.search} onSubmit={submit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search products
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={styles.input}
        type="search"
        name="q"
        value={query}
        placeholder="Search products"
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setFocused(true);
          setOpen(true);
        }}
        onBlur={() => {
          setFocused(false);
          setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Chosen on press, before the field's blur would close the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(`/description/${suggestion.id}`);
              }}
            >
              {suggestion.image ? (
                <img src={suggestion.image} alt="" width={40} height={40} className={styles.thumb} />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <span className={styles.title}>{suggestion.title}</span>
              <PriceTag price={suggestion.price} className={styles.price} />
            </li>
          ))}
      </ul>
      <p role="status" className="visually-hidden">
        {expanded ? `${suggestions.length} suggestions. Use the up and down arrows to choose one.` : ''}
      </p>
    </form>
  );
}
