// Runs tests/cross-process/shop-process.ts through Vite's server-side module loader (issue 18): the
// shop's sources use Vite features (import.meta.glob), so a plain TypeScript runner cannot load them
// without a build. Without the project's vite.config.ts: React Router's plugin would regenerate
// .react-router/types in every process at once (they race, and typecheck runs read that folder), and
// the RPC API these processes are tested through needs no page build.
import path from "node:path";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "../..");
const vite = await createServer({
  root,
  configFile: false,
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
// Vite closes itself and exits on SIGTERM; here the shop's own graceful shutdown answers the signals.
process.removeAllListeners("SIGTERM");
process.removeAllListeners("SIGINT");
await vite.ssrLoadModule("/tests/cross-process/shop-process.ts");
