/**
 * A text of a config-document part (bikeRegistrationPageConfig, myRegisteredBikesPageConfig) with
 * `{brand}` filled in, or undefined when the part does not hold it (the locale file's text is then
 * used).
 */
export function configText(part: Record<string, unknown> | undefined | null, key: string, brand: string): string | undefined {
  const value = part?.[key];
  return typeof value === "string" && value.trim() !== "" ? value.replaceAll("{brand}", brand) : undefined;
}
