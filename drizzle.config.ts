import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every file that declares tables; each table is declared once, in its owner's schema.ts.
  schema: [
    "./server/modules/*/schema.ts",
    "./server/integrations/*/schema.ts",
    "./server/http/rate-limit-schema.ts",
    "./server/jobs/schema.ts",
  ],
  out: "./server/db/migrations",
});
