import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n, DEFAULT_LOCALE, isLocale, loadMessages } from "./lib/i18n";
import { reloadAfterChunkFailure } from "./lib/chunk-reload";

async function hydrate() {
  const requested = document.documentElement.dataset.locale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  // The messages must be there before hydration, or the first client render would differ from the HTML.
  const messages = await loadMessages(locale).catch((error) => {
    reloadAfterChunkFailure(error);
    throw error;
  });
  const i18n = await createI18n(locale, messages);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

// A route or message chunk that fails to load (a deploy replaced it) reloads the page (001 §4).
window.addEventListener("vite:preloadError", (event) => reloadAfterChunkFailure(event));
void hydrate();
