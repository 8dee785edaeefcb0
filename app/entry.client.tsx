import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createBrowserI18n, DEFAULT_LOCALE, isLocale } from "../common/i18n";
import { readInitialMessages } from "./lib/i18n-messages";
import { reloadAfterChunkFailure } from "./lib/chunk-reload";
import { storeLocaleCookie } from "./lib/locale-cookie";
import { registerServiceWorker } from "./lib/service-worker";

async function hydrate() {
  const requested = document.documentElement.dataset.locale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  storeLocaleCookie(locale);
  // The page's messages are inlined by the server, so hydration waits for no request and the first
  // client render matches the HTML; other namespaces load lazily by chunk (001 §4).
  const i18n = await createBrowserI18n(locale, readInitialMessages() ?? {}, (error) => reloadAfterChunkFailure(error));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
      {
        // A mismatch between the server's HTML and the first client render names its component here.
        onRecoverableError(error, info) {
          console.error("Recoverable render error", error, info.componentStack);
        },
      },
    );
  });
}

// A route or message chunk that fails to load (a deploy replaced it) reloads the page (001 §4).
window.addEventListener("vite:preloadError", (event) => reloadAfterChunkFailure(event));
void hydrate();
registerServiceWorker();
