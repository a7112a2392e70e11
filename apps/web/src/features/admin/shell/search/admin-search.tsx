import {
  type SearchKind,
  type SearchResult,
  searchQueryMax,
  searchQueryMin,
} from '@convoy/domain/contracts/admin-search.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchApi } from './search-api';
import { searchCopy } from './search-copy';

const debounceMs = 250;

/** Whether a key pressed there is typing (a field, a contenteditable): "/" then is a slash. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

interface Option extends SearchResult {
  kind: SearchKind;
  key: string;
}

/**
 * The back office's global search (decision 042), in the top bar of every
 * screen: "/" (when not typing in a field) or Ctrl/⌘+K focuses it. An ARIA
 * combobox: its listbox groups the results by kind, the arrow keys move
 * through them, Enter opens the one chosen, Escape closes the list (and, with
 * the list closed, clears the box). Asks as one types, debounced.
 */
export function AdminSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target));
      if (!shortcut) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const enough = query.length >= searchQueryMin && query.length <= searchQueryMax;
  const answer = useQuery({
    queryKey: ['admin', 'search', query],
    queryFn: () => searchApi.search(query),
    enabled: enough,
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const groups = enough ? (answer.data?.groups ?? []) : [];
  const options: Option[] = groups.flatMap((g) =>
    g.results.map((r) => ({ ...r, kind: g.kind, key: `${id}-${g.kind}-${r.id}` })),
  );
  const shown = open && enough;
  const listed = shown && options.length > 0;
  const chosen = listed && active >= 0 ? options[active] : undefined;

  // A new answer: nothing chosen yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new query's answer
  useEffect(() => setActive(-1), [query, answer.data]);

  const go = (option: Option) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (n === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : n - 1) : (a + step + n) % n));
    } else if (event.key === 'Enter') {
      if (chosen) {
        event.preventDefault();
        go(chosen);
      } else if (listed && options[0]) {
        event.preventDefault();
        go(options[0]);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (listed) {
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  };

  const status = !shown
    ? ''
    : answer.isError
      ? answer.error.message
      : answer.isFetching && !answer.data
        ? searchCopy.searching
        : answer.data && options.length === 0
          ? searchCopy.noResults(query)
          : options.length > 0
            ? searchCopy.found(options.length)
            : '';

  return (
    <search className="relative w-full sm:w-80">
      <label htmlFor={`${id}-box`} className="sr-only">
        {searchCopy.label}
      </label>
      <input
        ref={input}
        id={`${id}-box`}
        type="text"
        role="combobox"
        aria-expanded={listed}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={chosen?.key}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        maxLength={searchQueryMax}
        placeholder={searchCopy.placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 text-sm placeholder:text-slate-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700"
      />
      <span id={`${id}-hint`} className="sr-only">
        {searchCopy.hint}
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label={searchCopy.results}
        hidden={!listed}
        className="absolute left-0 z-30 mt-1 max-h-[70vh] w-[calc(100vw-2rem)] max-w-md overflow-y-auto sm:right-0 sm:left-auto sm:w-[28rem] sm:max-w-none rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-300"
      >
        {listed
          ? groups.map((g) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options, not form controls (no <fieldset>).
              <div key={g.kind} role="group" aria-labelledby={`${id}-${g.kind}-label`}>
                <div
                  id={`${id}-${g.kind}-label`}
                  role="presentation"
                  className="px-3 pt-2 pb-1 font-semibold text-slate-600 text-xs uppercase tracking-wide"
                >
                  {g.label}
                </div>
                {g.results.map((r) => {
                  const key = `${id}-${g.kind}-${r.id}`;
                  const selected = chosen?.key === key;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (arrows, Enter)
                    <div
                      key={key}
                      id={key}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      // Keep the focus in the box: a click chooses without blurring it first.
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => go({ ...r, kind: g.kind, key })}
                      className={`cursor-pointer px-3 py-2 text-sm ${selected ? 'bg-brand-50 ring-2 ring-brand-700 ring-inset' : 'hover:bg-slate-50'}`}
                    >
                      <span className="block font-semibold text-slate-900">{r.title}</span>
                      <span className="block text-slate-700 text-xs">{r.detail}</span>
                    </div>
                  );
                })}
              </div>
            ))
          : null}
      </div>
      {open ? (
        // Only while the box is in use: the screens have status lines of their own.
        <p
          role="status"
          className={
            status && options.length === 0
              ? 'absolute right-0 z-30 mt-1 w-full rounded-md bg-white px-3 py-2 text-slate-700 text-sm shadow-lg ring-1 ring-slate-300'
              : 'sr-only'
          }
        >
          {status}
        </p>
      ) : null}
    </search>
  );
}
