// `npm run openapi` (issue 18): writes docs/openapi.json, the RPC API's OpenAPI 3.1 document as the
// code generates it (server/http/openapi.ts). server/http/openapi.test.ts fails while the committed
// file differs. The server code is loaded through Vite, as `npm run billing` does, because its
// translations are found with import.meta.glob.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const vite = await createServer({ root, configFile: false, logLevel: "error", server: { middlewareMode: true, hmr: false, ws: false }, appType: "custom", optimizeDeps: { noDiscovery: true, include: [] } });
try {
  const { buildOpenApiDocument, openApiText } = await vite.ssrLoadModule("./server/http/openapi.ts");
  const document = buildOpenApiDocument();
  const file = path.join(root, "docs/openapi.json");
  writeFileSync(file, openApiText(document));
  const operations = Object.keys(document.paths).length;
  const fallbacks = Object.values(document.paths).filter((p) => p.post["x-schema-fallback"]).length;
  console.log(`Wrote ${path.relative(root, file)}: ${operations} methods in ${document.tags.length} services${fallbacks ? `, ${fallbacks} with a schema fallback` : ""}.`);
} finally {
  await vite.close();
}
