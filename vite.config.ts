import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

/**
 * Issue 20: what every page loads (the client entry and the root route with everything they import
 * statically) is bundled as two chunks, the libraries and the shop's shell, instead of the ~30
 * small chunks rolldown's automatic splitting made of it. Every page loads all of it anyway, so
 * nothing is loaded that was not before; each chunk saved is a request and its headers (~0.5 KB),
 * and one larger file compresses better. What routes and lazy imports add keeps its own chunks.
 */
function firstLoadChunks(): { plugin: Plugin; isFramework: (id: string) => boolean; isShell: (id: string) => boolean } {
  const firstLoad = new Set<string>();
  const appDir = path.resolve(import.meta.dirname, "app");
  const starts = [path.join(appDir, "entry.client.tsx"), path.join(appDir, "root.tsx")];
  const isEntry = (id: string) => id === starts[0] || id.startsWith(`${starts[0]}?`);
  const plugin: Plugin = {
    name: "foldwell:first-load-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      firstLoad.clear();
      const queue = [...this.getModuleIds()].filter((id) => starts.some((start) => id === start || id.startsWith(`${start}?`)));
      while (queue.length) {
        const id = queue.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) queue.push(imported);
      }
    },
  };
  return {
    plugin,
    isFramework: (id) => firstLoad.has(id) && /[\\/]node_modules[\\/]/.test(id),
    // The client entry itself stays its own chunk: it hydrates as it runs, so it must run after the
    // page's inline script has imported the route modules, not when the root route imports the shell.
    isShell: (id) => firstLoad.has(id) && !isEntry(id),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Issue 20: every script and stylesheet of the browser build gets a brotli (quality 11) and a gzip
 * (level 9) copy beside it, made once here; the shop sends these (server/http/precompressed-assets.ts)
 * instead of compressing each response on the fly at brotli quality 4: the framework chunk is
 * 107 KB instead of 125 KB.
 */
function precompressAssets(): Plugin {
  return {
    name: "foldwell:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!/\.(m?js|css|svg|json)$/.test(file.fileName)) return;
          const source = file.type === "chunk" ? file.code : file.source;
          const bytes = Buffer.from(source);
          if (bytes.length < 1024) return;
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotliAsync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

const chunks = firstLoadChunks();

// The Express app (server/app.ts) is the SSR entry, so routes, the RPC router and the database
// client share one module graph and one connection pool in production.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunks.plugin, precompressAssets()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // React Router's own default, which a user `output` replaces.
            entryFileNames: "assets/[name]-[hash].js",
            codeSplitting: {
              groups: [
                { name: "framework", test: chunks.isFramework, priority: 2 },
                { name: "shell", test: chunks.isShell, priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
    },
  },
});
