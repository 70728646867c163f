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

export default defineConfig({
  // The Worker is minified: fontkit (for the PDFs' Unicode fonts) would otherwise take the bundle past
  // its 1 MB gzip budget (docs/performance.md, docs/decisions/0016).
  environments: { ssr: { build: { minify: true } } },
  resolve: { tsconfigPaths: true },
  plugins: [
    validateCatalogueOnBuild(),
    pdfFonts({ catalogueDir: new URL("./catalogue", import.meta.url).pathname }),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
  ],
});
