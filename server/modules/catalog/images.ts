import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import express, { type Request, type Response } from "express";
import sharp from "sharp";
import { adminGate, staffFor } from "../../http/admin-rpc";
import type { RequestShop } from "../../http/request-context";
import { RpcError } from "../../http/rpc";
import { translatorFor } from "../../http/server-i18n";
import type { Database } from "../../db/client";
import { sniffImageType } from "../verification/files";
import { CatalogAdmin, CatalogAdminError } from "./admin";
import { productImages, products } from "./schema";

/**
 * Product pictures uploaded in the back office (issue 17): JPEG, PNG or WebP recognised by their
 * first bytes (the Content-Type header proves nothing), at most MAX_PRODUCT_IMAGE_BYTES and
 * MAX_INPUT_PIXELS, re-encoded by sharp (libvips) to WebP in the sizes the storefront draws
 * (gallery 800×600, cards 400×300, gallery thumbnails 160×120; never enlarged, EXIF orientation
 * applied, metadata dropped), stored under DATA_DIR/product-images (outside the build, so a deploy
 * keeps them) named by the hash of the picture, and served at /media/products/<name> for a year,
 * immutable: a new picture is a new name.
 */
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;
/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const PRODUCT_IMAGE_SIZES = [
  { width: 800, height: 600 },
  { width: 400, height: 300 },
  { width: 160, height: 120 },
] as const;
export const PRODUCT_IMAGE_UPLOAD_PATH = "/api/admin/catalogue-images";
export const PRODUCT_MEDIA_PATH = "/media/products";
const NAME = /^[0-9a-f]{32}-(800|400|160)\.webp$/;

/** DATA_DIR/product-images; a shop on an in-memory database (tests) uses a folder of its own under the system's temporary directory. */
export function productImageDir(dataDir: string): string {
  if (dataDir.startsWith("memory://")) return path.join(os.tmpdir(), `foldwell-product-images-${process.pid}`);
  return path.resolve(dataDir, "product-images");
}

export type ImageRefusal = "imageType" | "imageTooLarge" | "imageUnreadable";

export class ProductImageError extends Error {
  constructor(readonly code: ImageRefusal) {
    super(code);
  }
}

/** Checks and resizes one upload and writes its sizes; answers the gallery size's URL. */
export async function storeProductImage(dir: string, bytes: Buffer): Promise<{ url: string; names: string[] }> {
  if (bytes.length === 0 || sniffImageType(bytes) === null) throw new ProductImageError("imageType");
  if (bytes.length > MAX_PRODUCT_IMAGE_BYTES) throw new ProductImageError("imageTooLarge");
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  let outputs: Buffer[];
  try {
    outputs = await Promise.all(
      PRODUCT_IMAGE_SIZES.map(({ width, height }) =>
        sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
          .rotate()
          .resize({ width, height, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch {
    throw new ProductImageError("imageUnreadable");
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const names = PRODUCT_IMAGE_SIZES.map(({ width }) => `${hash}-${width}.webp`);
  await Promise.all(names.map((name, i) => writeFile(path.join(dir, name), outputs[i], { mode: 0o600 })));
  return { url: `${PRODUCT_MEDIA_PATH}/${names[0]}`, names };
}

/**
 * After pictures left a product's list: the stored sizes of each uploaded picture no product lists
 * any more are deleted (a picture is stored once per content, so another product may still use it).
 */
export async function forgetUnusedImages(db: Database, dir: string, urls: string[]): Promise<number> {
  const ours = urls.filter((url) => url.startsWith(`${PRODUCT_MEDIA_PATH}/`) && NAME.test(url.slice(PRODUCT_MEDIA_PATH.length + 1)));
  if (ours.length === 0) return 0;
  const used = new Set((await db.select({ url: productImages.url }).from(productImages).where(inArray(productImages.url, ours))).map((r) => r.url));
  let removed = 0;
  for (const url of ours.filter((u) => !used.has(u))) {
    const hash = url.slice(PRODUCT_MEDIA_PATH.length + 1, PRODUCT_MEDIA_PATH.length + 33);
    await Promise.all(PRODUCT_IMAGE_SIZES.map(({ width }) => rm(path.join(dir, `${hash}-${width}.webp`), { force: true })));
    removed++;
  }
  return removed;
}

/**
 * The upload (`POST /api/admin/catalogue-images/:productId?alt=…`, the raw picture as the body;
 * staff of the catalogue area, checked before the body is read) and the public media route.
 */
export function productImageRoutes(requestShop: (req: Request, res: Response) => RequestShop): express.Router {
  const router = express.Router();
  router.post(`${PRODUCT_IMAGE_UPLOAD_PATH}/:productId`, adminGate(requestShop), async (req, res, next) => {
    const rs = requestShop(req, res);
    const t = translatorFor(rs.storefront.locale);
    try {
      const staff = await staffFor(rs, "catalogue");
      // The body only now, for a member who may upload.
      express.raw({ type: () => true, limit: MAX_PRODUCT_IMAGE_BYTES })(req, res, async (error?: unknown) => {
        try {
          if (error) throw new ProductImageError("imageTooLarge");
          const productId = Number(req.params.productId);
          const alt = typeof req.query.alt === "string" ? req.query.alt.trim().slice(0, 200) : "";
          if (!/^\d{1,9}$/.test(String(req.params.productId))) throw new CatalogAdminError("productNotFound", 404);
          // An unknown product stores nothing.
          const [known] = await rs.shop.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
          if (!known) throw new CatalogAdminError("productNotFound", 404);
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const stored = await storeProductImage(productImageDir(rs.shop.env.DATA_DIR), body);
          const { id } = await new CatalogAdmin(rs.shop).addImage(staff, { productId, url: stored.url, alt });
          res.json({ data: { id, url: stored.url } });
        } catch (failure) {
          if (failure instanceof ProductImageError) {
            const status = failure.code === "imageTooLarge" ? 413 : 400;
            res.status(status).json({ error: { message: t(`admin-catalogue:errors.${failure.code}`, { max: MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024 }), data: { code: failure.code } } });
          } else if (failure instanceof CatalogAdminError) {
            res.status(failure.status).json({ error: { message: t(`admin-catalogue:errors.${failure.code}`) } });
          } else next(failure);
        }
      });
    } catch (error) {
      if (error instanceof RpcError) {
        res.status(error.status).json({ error: { message: t(error.messageKey, error.params) } });
        return;
      }
      next(error);
    }
  });
  router.get(`${PRODUCT_MEDIA_PATH}/:name`, async (req, res, next) => {
    if (!NAME.test(req.params.name)) return next();
    const rs = requestShop(req, res);
    try {
      const bytes = await readFile(path.join(productImageDir(rs.shop.env.DATA_DIR), req.params.name));
      res.set({ "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" });
      res.send(bytes);
    } catch {
      next();
    }
  });
  return router;
}
