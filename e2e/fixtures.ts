import { test as base, type Page, type Response } from "@playwright/test";

export { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";

/**
 * The shop's pages load their JavaScript after the first paint (server/http/defer-module-scripts.ts),
 * so the browser's load event no longer means React is running: a click in between goes to the
 * server-rendered HTML alone, as a shopper's would on a slow phone. Journeys that use the page's
 * buttons wait for hydration, which the root layout marks on <html data-hydrated>.
 */
export async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
  await page.waitForFunction(() => !document.querySelector('script[type="module"]') || document.documentElement.dataset.hydrated === "true", null, {
    timeout: 15_000,
  });
}

/** Makes goto, reload, goBack and goForward of `page` resolve once the new document is hydrated. */
export function awaitHydrationOnNavigation(page: Page): Page {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForHydration(page, response);
        return response;
      },
    });
  }
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(awaitHydrationOnNavigation(page));
  },
});
