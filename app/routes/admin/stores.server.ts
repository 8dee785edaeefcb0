import { data, type LoaderFunctionArgs } from "react-router";
import { StoresAdmin } from "../../../server/modules/stores/admin";
import { ACCREDITATION_LEVELS, WEEKDAYS } from "../../../server/modules/stores/types";
import { mapTiles } from "../find-a-store.server";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/stores?q=&page= (area "stores"): every store, hidden ones too, by name. */
export async function loadAdminStores(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "stores");
  const url = new URL(args.request.url);
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(requested) && requested > 0 && requested <= 100_000 ? requested : 1;
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  const list = await new StoresAdmin(rs.shop.db).list({ query, page });
  return data({ ...list, query, brand: rs.shop.env.BRAND_NAME }, { headers: adminHeaders });
}

/**
 * /admin/stores/:storeId and /admin/stores/new (area "stores"): the store's fields (null for a new
 * one), the map's tiles (the finder's: MAP_TILE_URL or the offline country shapes) and the brand for
 * the level names. An unknown id is 404.
 */
export async function loadAdminStore(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "stores");
  const param = args.params.storeId ?? "";
  const tiles = mapTiles(rs.shop.env);
  const brand = rs.shop.env.BRAND_NAME;
  const lists = { levels: ACCREDITATION_LEVELS, weekdays: WEEKDAYS };
  if (param === "new") return data({ store: null, tiles, brand, lists }, { headers: adminHeaders });
  const store = /^\d{1,9}$/.test(param) ? await new StoresAdmin(rs.shop.db).get(Number(param)) : null;
  if (!store) throw data("This store does not exist.", { status: 404, headers: adminHeaders });
  return data({ store, tiles, brand, lists }, { headers: adminHeaders });
}
