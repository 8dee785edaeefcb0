/**
 * The browser's 3-D Secure 2 device data as Adyen's Checkout API takes it (`browserInfo`: what
 * Adyen Web's own collectBrowserInfo gathers). Sent with placeOrder in adyen mode only (decision
 * 028); it names no card and no person.
 */
export function collectBrowserInfo(): Record<string, string | number | boolean> {
  return {
    acceptHeader: "*/*",
    colorDepth: window.screen?.colorDepth ?? 24,
    language: navigator.language || "en",
    javaEnabled: false,
    screenHeight: window.screen?.height ?? 0,
    screenWidth: window.screen?.width ?? 0,
    userAgent: navigator.userAgent.slice(0, 1000),
    timeZoneOffset: new Date().getTimezoneOffset(),
  };
}
