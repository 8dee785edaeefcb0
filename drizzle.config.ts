import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/modules/*/schema.ts", "./server/http/rate-limit-schema.ts", "./server/jobs/schema.ts"],
  out: "./server/db/migrations",
});
