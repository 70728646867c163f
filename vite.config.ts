import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { validateCatalogue } from "./app/lib/catalogue/schema.ts";
import { pdfFonts } from "./app/lib/downloads/fonts/vite-plugin.ts";

/** Fails the build when catalogue/ does not satisfy the catalogue schema. */
function validateCatalogueOnBuild(): Plugin {
  const read = (name: string): unknown => JSON.parse(readFileSync(new URL(`./catalogue/${name}.json`, import.meta.url), "utf8"));
  return {
    name: "studyshelf:validate-catalogue",
    buildStart() {
      validateCatalogue({
        areas: read("areas"),
        categories: read("categories"),
        worksheets: read("worksheets"),
        quizzes: read("quizzes"),
      });
    },
  };
}

/**
 * This build's name (app/lib/site/build-id.ts): when it was made and a random part, so two builds
 * never share one. The client and the Worker read the same value: the config is read once per build.
 */
const BUILD_ID = `${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, "")}-${crypto.randomUUID().slice(0, 8)}`;

/** Where `npm run dev` serves; the dev server's SITE_URL (the site's own address) must be this. */
const DEV_SERVER_PORT = 5173;

export default defineConfig(({ command }) => ({
  define: { "import.meta.env.BUILD_ID": JSON.stringify(BUILD_ID) },
  // The Worker is minified: fontkit (for the PDFs' Unicode fonts) would otherwise double the bundle
  // (docs/performance.md, docs/decisions/0016).
  environments: { ssr: { build: { minify: true } } },
  resolve: { tsconfigPaths: true },
  server: { port: DEV_SERVER_PORT, strictPort: true },
  plugins: [
    validateCatalogueOnBuild(),
    pdfFonts({ catalogueDir: new URL("./catalogue", import.meta.url).pathname }),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The build keeps wrangler.toml's SITE_URL (npm start); the dev server is its own origin.
      config: (config) =>
        command === "serve" ? { vars: { ...config.vars, SITE_URL: `http://localhost:${DEV_SERVER_PORT}` } } : undefined,
    }),
    reactRouter(),
  ],
}));
