import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { closeOverlay, openOverlay, useOverlay } from "../../lib/ui-state";
import { CloseIcon, SearchIcon } from "../ui/icons";
import { SEARCH_DEBOUNCE_MS } from "./timing";
import { useDebouncedValue } from "./use-debounced-value";

// The dropdown (results, cards, infinite scroll) is fetched when the search field is first used,
// not on every page's first load (DESIGN.md: first-load JavaScript under 120 KB compressed).
const SearchDropdown = lazy(() => import("./SearchDropdown").then((m) => ({ default: m.SearchDropdown })));

/**
 * Header search bar (000 §2 Search dropdown). Focus opens the dropdown (overlay "searchDropdown",
 * so opening the cart, wishlist, login or country selector closes it); Escape or a click on the
 * overlay closes it and clears the term; a route change closes it. Typing searches after 500 ms
 * (000 §9); Enter opens the results page. Without JavaScript the form still GETs /search?q=.
 *
 * ARIA: the input is a combobox whose popup is a non-modal dialog holding the results; Arrow Down
 * or Tab moves into it, Shift+Tab from its first control comes back.
 */
export function SearchBar() {
  const { t } = useTranslation("search");
  const open = useOverlay("searchDropdown");
  const [term, setTerm] = useState("");
  const debouncedTerm = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Focus moved back to the input by the dropdown itself must not reopen it.
  const quietFocus = useRef(false);
  const panelId = useId();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    closeOverlay("searchDropdown");
  }, [location.pathname, location.search]);

  const dismiss = (options: { refocus?: boolean } = {}) => {
    setTerm("");
    closeOverlay("searchDropdown");
    if (options.refocus) {
      quietFocus.current = true;
      inputRef.current?.focus();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    closeOverlay("searchDropdown");
    inputRef.current?.blur();
    navigate(query ? `/search?q=${encodeURIComponent(query)}` : "/search");
  };

  const focusPanel = (which: "first" | "last") => {
    const focusables = panelRef.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
    const target = which === "first" ? focusables?.[0] : focusables?.[focusables.length - 1];
    if (!target) return false;
    target.focus();
    return true;
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      dismiss();
    } else if (open && (event.key === "ArrowDown" || (event.key === "Tab" && !event.shiftKey))) {
      if (focusPanel("first")) event.preventDefault();
    }
  };

  return (
    <>
      <form action="/search" method="get" role="search" className="relative w-full" onSubmit={submit}>
        <label htmlFor={`${panelId}-input`} className="sr-only">
          {t("label")}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-muted" strokeWidth={2} />
        <input
          ref={inputRef}
          id={`${panelId}-input`}
          type="search"
          name="q"
          value={term}
          maxLength={1000}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={t("placeholder")}
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-autocomplete="none"
          onChange={(event) => {
            setTerm(event.target.value);
            if (!open) openOverlay("searchDropdown");
          }}
          onFocus={() => {
            if (quietFocus.current) {
              quietFocus.current = false;
              return;
            }
            openOverlay("searchDropdown");
          }}
          // A click on the field after Escape (focus never left it) opens the dropdown again.
          onClick={() => openOverlay("searchDropdown")}
          onKeyDown={onInputKeyDown}
          className={`h-11 w-full rounded-full border bg-[#f4f6f4] pr-10 pl-10 text-[15px] text-ink transition-[border-color,background-color,box-shadow] outline-none placeholder:text-muted/90 focus:border-brand focus:bg-white focus:shadow-[0_0_0_4px_rgba(15,61,46,0.12)] [&::-webkit-search-cancel-button]:appearance-none ${open ? "border-brand bg-white" : "border-transparent"}`}
        />
        {term !== "" && (
          <button
            type="button"
            aria-label={t("clear")}
            onClick={() => {
              setTerm("");
              quietFocus.current = open;
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-black/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
          >
            <CloseIcon className="size-4" strokeWidth={2} />
          </button>
        )}
      </form>
      {open && (
        <Suspense fallback={null}>
          <SearchDropdown
            id={panelId}
            panelRef={panelRef}
            anchor={inputRef}
            term={term.trim()}
            debouncedTerm={debouncedTerm}
            onDismiss={dismiss}
            onBackToInput={() => {
              quietFocus.current = true;
              inputRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
