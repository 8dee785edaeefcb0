import { data, type LoaderFunctionArgs } from "react-router";
import { shopContext } from "../context";
import { notFound, PRIVATE_NO_STORE } from "../lib/responses";
import { pageSeo } from "../lib/seo.server";
import { mapTiles } from "./find-a-store.server";

/**
 * /find-a-store/stores/{id} (001 §2 Store finder, §7 GET /location/{id}): a visible store with what
 * it holds. A hidden store, one without a valid accreditation level, or an unknown id is the shop's
 * 404 page ("Lost your way").
 */
export async function loadStore(args: LoaderFunctionArgs) {
  const { context, params } = args;
  const { shop, storefront } = context.get(shopContext);
  if (!/^\d{1,9}$/.test(params.id ?? "")) notFound();
  const store = await shop.stores.getStore(Number(params.id), storefront);
  if (!store) notFound();
  const seo = await pageSeo(args, {
    title: store.name,
    description: `${store.name}, ${store.address.street}, ${store.address.postCode} ${store.address.city}`,
  });
  return data({ store, tiles: mapTiles(shop.env), seo }, { headers: PRIVATE_NO_STORE });
}
