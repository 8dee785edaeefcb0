import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Route modules read request context (storefront, services) through the middleware context API.
  future: {},
} satisfies Config;
