import tseslint from "typescript-eslint";

// Lint rules that encode the architecture (DESIGN.md, Layout; docs/architecture.md):
// - components never import server modules' internals (types only);
// - server/ and seed/ never import app/ (what both sides use lives in common/);
// - common/ imports nothing from app/ or server/;
// - a server module never imports another module's schema.ts (its tables): it calls that module's
//   service. Row types may be imported; tests may set up another module's rows.
const APP = { group: ["**/app/**", "~/**"], message: "server/ and seed/ never import app/: move what both sides use to common/." };
const OTHER_MODULES_TABLES = {
  group: ["../*/schema", "../../modules/*/schema"],
  allowTypeImports: true,
  message: "A module owns its tables: call the other module's service instead of importing its schema.ts.",
};
export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], allowTypeImports: true, message: "Components get data through props; only server types may be imported." },
          ],
        },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["server/**/*.ts", "seed/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [APP] }] },
  },
  {
    files: ["server/modules/**/*.ts"],
    ignores: ["server/modules/**/*.test.ts", "server/modules/**/test-support.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [APP, OTHER_MODULES_TABLES] }] },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**", "~/**", "**/server/**"], message: "common/ is shared by browser and server: it imports nothing from app/ or server/." }] },
      ],
    },
  },
  // Route modules (app/routes) import server values only through `*.server.ts` modules, which the
  // build keeps out of the browser bundle; the route file itself parses, calls and renders.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/routes/**/*.server.ts", "app/routes/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**"],
              allowTypeImports: true,
              message: "Route files import server values through a *.server.ts module (e.g. app/routes/<name>.server.ts); types are fine.",
            },
          ],
        },
      ],
    },
  },
);
