import { useRouteLoaderData } from "react-router";
import type { CountryLink, Storefront } from "../../server/modules/storefront/service";
import type { ChannelLayout } from "../../server/modules/content/service";

/** The storefront fields the browser may see (no internal ids beyond what the spec's config holds). */
export type PublicStorefront = Pick<
  Storefront,
  | "code" | "name" | "country" | "channelId" | "protocol" | "locale" | "currency" | "currencyFormat"
  | "taxMode" | "searchIndex" | "eCommDisabled" | "brChannel" | "channelPublicHost" | "isDefault"
>;

/** Data of the root route: the same for every visitor of a storefront, so pages stay cacheable. */
export interface RootData {
  brandName: string;
  accountPath: string;
  origin: string;
  storefront: PublicStorefront;
  countries: CountryLink[];
  layout: ChannelLayout;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
