// `npm run billing -- --as-of 2027-01-01` (issue 14): one recurring-billing run as of a day, against
// DATABASE_URL or the embedded database in DATA_DIR (server/jobs/billing-cli.ts). The server code is
// loaded through Vite, as `npm run dev` does, because its translations (the receipt mails) are found
// with import.meta.glob.
import path from "node:path";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const vite = await createServer({ root, configFile: false, logLevel: "error", server: { middlewareMode: true, hmr: false, ws: false }, appType: "custom", optimizeDeps: { noDiscovery: true, include: [] } });
let code = 1;
try {
  const { billingCli } = await vite.ssrLoadModule("./server/jobs/billing-cli.ts");
  code = await billingCli(process.argv.slice(2));
} finally {
  await vite.close();
}
process.exit(code);
