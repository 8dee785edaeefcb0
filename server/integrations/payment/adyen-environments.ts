/**
 * Adyen Web's environment names (issue 14, decision 028): the test environment and the live data
 * centres (Europe, United States, Australia, Asia Pacific South East, India).
 */
export const ADYEN_ENVIRONMENTS = ["test", "live", "live-us", "live-au", "live-apse", "live-in"] as const;
export type AdyenEnvironment = (typeof ADYEN_ENVIRONMENTS)[number];

/** Adyen Web's checkoutshopper host of an environment (its scripts, styles, secured-field frames and calls). */
export function adyenCheckoutshopperOrigin(environment: AdyenEnvironment): string {
  return environment === "test" ? "https://checkoutshopper-test.adyen.com" : `https://checkoutshopper-${environment}.adyen.com`;
}
