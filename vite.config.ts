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
  resolve: {
    tsconfigPaths: true,
    // The same fontkit, minified: the Worker bundle is not minified, and fontkit is its largest part.
    alias: [{ find: /^@pdf-lib\/fontkit$/, replacement: "@pdf-lib/fontkit/dist/fontkit.es.min.js" }],
  },
  plugins: [
    validateCatalogueOnBuild(),
    pdfFonts({ catalogueDir: new URL("./catalogue", import.meta.url).pathname }),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
  ],
});
