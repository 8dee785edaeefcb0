import tseslint from "typescript-eslint";

// Lint rules that encode the architecture: components never import server modules' internals
// (types only), and nothing imports another module's tables.
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
);
