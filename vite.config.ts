import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The Express app (server/app.ts) is the SSR entry, so routes, the RPC router and the database
// client share one module graph and one connection pool in production.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
    },
  },
});
