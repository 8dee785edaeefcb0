/**
 * Registers /sw.js (public/sw.js), which keeps built assets for repeat visits and never caches
 * pages or API answers. Production only: the development server's modules change on every edit.
 * Registration waits for the load event so it never competes with the page's own requests.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("The service worker could not be registered", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
