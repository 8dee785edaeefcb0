import { useMemo, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { CountryLink, Storefront } from "../../server/modules/storefront/service";
import type { ChannelLayout } from "../../server/modules/content/service";
import type { FormTexts } from "./form-config.server";
import type { PreviewInfo } from "./preview.server";
import { loadCountries, loadedCountries, subscribeToCountries } from "./countries";

/** The storefront fields the browser may see (no internal ids beyond what the spec's config holds). */
export type PublicStorefront = Pick<
  Storefront,
  | "code" | "name" | "country" | "channelId" | "protocol" | "locale" | "currency" | "currencyFormat"
  | "taxMode" | "searchIndex" | "eCommDisabled" | "brChannel" | "channelPublicHost" | "isDefault"
>;

/** Data of the root route: the same for every visitor of a storefront, so pages stay cacheable. */
export interface RootLoaderData {
  brandName: string;
  accountPath: string;
  origin: string;
  storefront: PublicStorefront;
  /** This storefront's own entry of the country list (its flag in the header and footer). */
  country: CountryLink | undefined;
  layout: ChannelLayout;
  /** The register form's checkbox labels from the config document's formConfig (001 §7). */
  formTexts: FormTexts;
  /** Only while a staff member previews this storefront (000 §6, issue 17); absent for visitors. */
  preview?: PreviewInfo;
}

export interface RootData extends RootLoaderData {
  /**
   * Every storefront (the country selector, country fields). Not part of the page data: reading it
   * starts loading /countries.json, and holds only this storefront's entry until it arrives.
   */
  countries: CountryLink[];
}

export function useRootData(): RootData | undefined {
  const data = useRouteLoaderData("root") as RootLoaderData | undefined;
  const countries = useSyncExternalStore(subscribeToCountries, loadedCountries, () => undefined);
  return useMemo(() => (data ? withCountries(data, countries) : undefined), [data, countries]);
}

/**
 * The root data with `countries` as a getter, so only components that really read the list (an
 * open selector, a registration or address form) load it, without each having to ask for it.
 */
function withCountries(data: RootLoaderData, countries: CountryLink[] | undefined): RootData {
  return Object.defineProperty({ ...data } as RootData, "countries", {
    enumerable: true,
    get() {
      if (countries) return countries;
      loadCountries();
      return data.country ? [data.country] : [];
    },
  });
}
