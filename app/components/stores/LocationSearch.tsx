import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import type { storesApi } from "../../../server/modules/stores/api";
import type { GeocodeResult } from "../../../server/modules/stores/types";
import { rpc } from "../../lib/rpc-client";
import { useHydrated } from "./use-hydrated";
import { Button } from "../ui/Button";
import { PinIcon, SearchIcon } from "../ui/icons";
import { finderSearch, searchChange, type FinderParams } from "./finder-logic";

const SUGGEST_DELAY_MS = 250;

/**
 * The finder's location search (001 §2, §4): a place typed (geocoded by the shop's own gazetteer,
 * suggestions from its answer as one types), or "Use my location" (the browser's position). It is a
 * GET form, so it works without JavaScript; with it, an unchanged search does nothing at all.
 */
export function LocationSearch({ params }: { params: FinderParams }) {
  const { t } = useTranslation("stores");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const listId = useId();
  const [text, setText] = useState(params.q);
  const [suggestions, setSuggestions] = useState<GeocodeResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState(false);
  const typed = useRef(false);

  useEffect(() => setText(params.q), [params.q]);

  useEffect(() => {
    const query = text.trim();
    if (!typed.current || query.length < 2) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await rpc<typeof storesApi>("stores", { signal: controller.signal })("geocode", { query });
      if (answer.ok) {
        setSuggestions(answer.data.results.slice(0, 6));
        setActive(-1);
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const go = (next: FinderParams) => {
    setOpen(false);
    typed.current = false;
    // 001 §4: an unchanged location and type does nothing.
    if (searchChange(params, next) === "none") return;
    navigate(`/find-a-store${finderSearch(next)}`, { preventScrollReset: true });
  };

  const choose = (place: GeocodeResult) => {
    setText(place.name);
    go({ ...params, q: place.name, point: { latitude: place.latitude, longitude: place.longitude } });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (open && active >= 0 && suggestions[active]) return choose(suggestions[active]);
    const q = text.trim();
    go({ ...params, q, point: null });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const useMyLocation = () => {
    if (!navigator.geolocation) return setLocationError(true);
    setLocating(true);
    setLocationError(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        go({ ...params, q: t("search.yourLocation"), point: { latitude: position.coords.latitude, longitude: position.coords.longitude } });
      },
      () => {
        setLocating(false);
        setLocationError(true);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const showList = open && suggestions.length > 0;
  return (
    <div className="flex flex-col gap-2">
      <Form method="get" action="/find-a-store" role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="relative grow">
          <label htmlFor={`${listId}-q`} className="mb-1 block text-sm font-semibold text-ink">
            {t("search.label")}
          </label>
          <SearchIcon width={20} height={20} className="pointer-events-none absolute bottom-3.5 left-3.5 text-muted" />
          <input
            id={`${listId}-q`}
            name="q"
            type="search"
            value={text}
            autoComplete="off"
            placeholder={t("search.placeholder")}
            maxLength={100}
            role="combobox"
            aria-expanded={showList}
            aria-controls={`${listId}-list`}
            aria-autocomplete="list"
            aria-activedescendant={showList && active >= 0 ? `${listId}-opt-${active}` : undefined}
            onChange={(e) => {
              typed.current = true;
              setText(e.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            className="min-h-12 w-full rounded-xl border border-ink/20 bg-white py-2 pr-3 pl-11 text-base text-ink placeholder:text-muted focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          />
          <ul id={`${listId}-list`} role="listbox" aria-label={t("search.suggestions")} hidden={!showList} className="absolute inset-x-0 top-full z-[1100] mt-1 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-ink/10">
            {suggestions.map((place, index) => (
              <li
                key={`${place.name}-${place.latitude}-${place.longitude}`}
                id={`${listId}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(place);
                }}
                className={`flex cursor-pointer items-center gap-2 px-4 py-2.5 text-sm text-ink ${index === active ? "bg-brand-soft" : "hover:bg-brand-soft/60"}`}
              >
                <PinIcon width={16} height={16} className="shrink-0 text-muted" />
                <span>{place.name}</span>
                <span className="ml-auto text-xs text-muted">{place.countryCode}</span>
              </li>
            ))}
          </ul>
        </div>
        {params.productId !== null && <input type="hidden" name="productId" value={params.productId} />}
        {params.type !== "all" && <input type="hidden" name="type" value={params.type} />}
        {params.view !== "map" && <input type="hidden" name="view" value={params.view} />}
        <Button type="submit" className="sm:w-auto">
          {t("search.submit")}
        </Button>
        {hydrated && (
          <Button variant="secondary" onClick={useMyLocation} busy={locating} className="gap-2">
            <PinIcon width={18} height={18} />
            {locating ? t("search.locating") : t("search.useMyLocation")}
          </Button>
        )}
      </Form>
      {locationError && (
        <p role="alert" className="text-sm text-red-700">
          {t("search.locationDenied")}
        </p>
      )}
    </div>
  );
}
