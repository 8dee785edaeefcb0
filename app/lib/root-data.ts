import { useRouteLoaderData } from "react-router";
import type { CountryLink, Storefront } from "../../server/modules/storefront/service";
import type { ChannelLayout } from "../../server/modules/content/service";
import type { FormTexts } from "./form-config.server";
import type { PreviewInfo } from "./preview.server";
import type { WeightShape } from "./format";

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
  /** How the storefront's locale writes weights, so the browser formats them without Intl (format.ts). */
  weightShape: WeightShape;
}

/** The root route's data as components read it; the country list is useCountries() (app/lib/countries.ts). */
export type RootData = RootLoaderData;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootLoaderData | undefined;
}
