import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { deferModuleScripts } from "../server/http/defer-module-scripts";
import { pageCollector } from "../server/http/page-collector";
import { serverI18n } from "../server/http/server-i18n";
import { shopContext } from "./context";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (onAllReady): pages are small, complete HTML is
 * what the page cache stores, and crawlers need it anyway.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, storefront } = loadContext.get(shopContext);
  const i18n = serverI18n(storefront.locale);

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        onAllReady() {
          // The whole document is ready, so it is answered in one piece, with its scripts set to
          // load after the first paint (server/http/defer-module-scripts.ts).
          pipe(
            pageCollector((html) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const page = deferModuleScripts(html);
              // A Buffer is a Uint8Array over a plain ArrayBuffer here (Buffer.concat allocates one).
              const bytes = new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength);
              resolve(new Response(bytes, { headers: responseHeaders, status: responseStatusCode }));
            }, reject),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
