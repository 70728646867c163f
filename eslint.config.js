// Lint rules for the whole project: typescript-eslint with type information, so promises that are
// never awaited and unsafe `any` flows are errors; React's hooks rules; and the layers of the README's
// layout table, enforced: `npm test` runs this before any test. `npm run lint` generates the Worker
// and route types first (they are not committed), so it works on a fresh clone.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layers, from the outside in. A file may import its own layer and the layers listed for it,
 * never one further out: routes and the JSON API → HTTP adapters → domains → shared.
 */
const LAYERS = [
  // Hono's /api/* handlers: a thin adapter for programs.
  { type: "api", pattern: "worker/api" },
  // The Worker's entry and its front door (cross-cutting rules applied once per request).
  { type: "worker", pattern: "worker" },
  // HTTP mapping shared by page actions and the API: forms, statuses, the no-JavaScript actions.
  { type: "http", pattern: "app/lib/http" },
  // One folder per domain (accounts, catalogue, classroom, downloads, email, ledger, payments, site).
  { type: "domain", pattern: "app/lib/*", capture: ["domain"] },
  // app/lib's own files: schemas, encodings, logs, the database, the local-http check.
  { type: "shared", pattern: "app/lib" },
  { type: "components", pattern: "app/components" },
  // React Router's page routes, and app/'s own files: the root layout, the route table, the server entry.
  { type: "routes", pattern: "app/routes" },
  { type: "routes", pattern: "app" },
];

const may = (from, ...to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
});

/** The runtime's HTTP types and classes, which only the HTTP adapters and the Worker may use. */
const HTTP_GLOBALS = new Set(["Request", "Response", "Headers", "RequestInit", "ResponseInit", "HeadersInit"]);

/**
 * Fails on any use of the global `Request`, `Response` or `Headers`, as a type or a value. Core
 * `no-restricted-globals` sees values only, and a name-based type ban would also catch a module's own
 * type that happens to share the name (the question model's `Response`): this rule asks the scope
 * manager what each name resolves to, and reports only the globals.
 */
const noHttpTypes = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      "Program:exit"(node) {
        const scope = context.sourceCode.getScope(node);
        const global = scope.type === "global" ? scope : scope.upper;
        const references = [
          ...global.through,
          ...global.variables.filter((variable) => HTTP_GLOBALS.has(variable.name)).flatMap((variable) => variable.references),
        ];
        for (const { identifier } of references) {
          if (!HTTP_GLOBALS.has(identifier.name)) continue;
          context.report({
            node: identifier,
            message: `'${identifier.name}' belongs to the HTTP adapters (app/lib/http/): domains and shared code take the visitor, the database and plain values (docs/decisions/0037).`,
          });
        }
      },
    };
  },
};

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
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.{ts,tsx}", "worker/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": LAYERS,
      "boundaries/include": ["app/**/*", "worker/**/*"],
      // Stylesheets (app/styles.css, inlined by a component) are not a layer.
      "boundaries/ignore": ["**/*.css"],
      "import/resolver": { typescript: { project: "./tsconfig.json" }, node: true },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{from.type}} may not import {{to.type}}: the layers run routes and API → http → domain → shared (eslint.config.js, README's Layout)",
          policies: [
            may("worker", "api", "http", "domain", "shared"),
            may("api", "http", "domain", "shared"),
            may("routes", "components", "http", "domain", "shared"),
            may("components", "domain", "shared"),
            // What a route action answers a component's fetcher (app/lib/http/*-action.server.ts), as types: no server code.
            {
              from: { element: { type: "components" } },
              allow: { dependency: { kind: "type" }, to: { element: { type: "http" } } },
            },
            may("http", "domain", "shared"),
            may("domain", "shared"),
            may("shared"),
          ],
        },
      ],
    },
  },
  {
    // Domains and shared code take the visitor and the database, never the HTTP request or answer:
    // only the HTTP adapters (app/lib/http/) and the Worker read requests and write responses
    // (docs/decisions/0037).
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/http/**"],
    plugins: { studyshelf: { rules: { "no-http-types": noHttpTypes } } },
    rules: { "studyshelf/no-http-types": "error" },
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
