// Lint rules for the whole project: typescript-eslint with type information, so promises that are
// never awaited and unsafe `any` flows are errors. `npm test` runs this before any test.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".wrangler/", "worker-configuration.d.ts", "node_modules/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      // Loaders and actions throw React Router's `data()` and `redirect()` responses, which are not Errors.
      "@typescript-eslint/only-throw-error": "off",
      // Workers' typings make `Response#json<T>()` generic while the DOM's returns `any`; code shared by
      // both reads better with one `as` form.
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
    },
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.objectContaining) are typed `any` by design.
    files: ["tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
  {
    files: ["**/*.js"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
