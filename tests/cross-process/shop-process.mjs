// Runs tests/cross-process/shop-process.ts through Vite's server-side module loader (issue 18): the
// shop's sources use Vite features (import.meta.glob, React Router's virtual server build), so a
// plain TypeScript runner cannot load them without a build.
import path from "node:path";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "../..");
const vite = await createServer({
  root,
  configFile: path.join(root, "vite.config.ts"),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
// Vite closes itself and exits on SIGTERM; here the shop's own graceful shutdown answers the signals.
process.removeAllListeners("SIGTERM");
process.removeAllListeners("SIGINT");
await vite.ssrLoadModule("/tests/cross-process/shop-process.ts");
