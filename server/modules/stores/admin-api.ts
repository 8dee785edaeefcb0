import { z } from "zod";
import { staffMethod, type AdminRpcContext } from "../../http/admin-rpc";
import { RpcError } from "../../http/rpc";
import { storeAdminInput, StoreAdminError, StoresAdmin } from "./admin";

/**
 * The back office's stores (issue 17, Stores): POST /api/admin/stores/{method}, area "stores"
 * (owner and merchandiser). The rules are in admin.ts; each write there is audited in its
 * transaction, and the store finder reads the table on its next search.
 */
const storesAdmin = (ctx: AdminRpcContext) => new StoresAdmin(ctx.shop.db);

async function mapErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StoreAdminError) throw new RpcError(error.status, `admin-stores:errors.${error.code}`);
    throw error;
  }
}

const id = z.number().int().positive().max(2_147_483_647);

export const storesAdminApi = {
  listStores: staffMethod(
    "stores",
    z.object({ query: z.string().max(200).optional(), page: z.number().int().min(1).max(100_000).optional() }),
    async (input, ctx) => storesAdmin(ctx).list(input),
  ),

  getStore: staffMethod("stores", z.object({ storeId: id }), async (input, ctx) => {
    const store = await storesAdmin(ctx).get(input.storeId);
    if (!store) throw new RpcError(404, "admin-stores:errors.storeNotFound");
    return store;
  }),

  createStore: staffMethod("stores", z.object({ store: storeAdminInput }), async (input, ctx) => storesAdmin(ctx).create(ctx.staff, input.store)),

  updateStore: staffMethod("stores", z.object({ storeId: id, store: storeAdminInput }), async (input, ctx) =>
    mapErrors(() => storesAdmin(ctx).update(ctx.staff, input.storeId, input.store)),
  ),

  /** Hide from the finder, or show again (001 §4: show-on-finder false is hidden). */
  setShownOnFinder: staffMethod("stores", z.object({ storeId: id, showOnFinder: z.boolean() }), async (input, ctx) =>
    mapErrors(() => storesAdmin(ctx).setShownOnFinder(ctx.staff, input.storeId, input.showOnFinder)),
  ),

  deleteStore: staffMethod("stores", z.object({ storeId: id }), async (input, ctx) =>
    mapErrors(() => storesAdmin(ctx).delete(ctx.staff, input.storeId)).then(() => ({ deleted: true })),
  ),
};
