/**
 * Benchmark section 3: what the browser pays on a first visit to each kind of page (the scripts and
 * stylesheets the server-rendered HTML loads, gzipped), the home page's HTML, and the Worker bundle
 * with its start-up time. "Framework" is the client entry and the chunks it imports (React, React
 * DOM, React Router); everything else a page loads counts as the app's own, which errs on the high
 * side when the bundler puts router helpers in a shared chunk.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT, type Server } from "./serve.ts";
import type { Budget, Section } from "./report.ts";

const PAGES = [
  { name: "home", path: "/" },
  { name: "search results", path: "/?q=fraction" },
  { name: "worksheet", path: "/worksheet/3" },
  { name: "quiz", path: "/quiz/0" },
  { name: "topic", path: "/math/fractions" },
  { name: "contact", path: "/contact" },
];
const HOME_APP_JS_BUDGET = 20 * 1024;
const CLIENT = join(ROOT, "build/client");

const gzipped = (bytes: Buffer | string) => gzipSync(bytes).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function clientFile(path: string) {
  return readFileSync(join(CLIENT, path));
}

/**
 * Every /assets/ file the HTML loads up front: module preloads, stylesheets, the module script's
 * imports (and the entry it imports last), and, transitively, the static imports of those scripts,
 * which the page no longer names itself since it dropped its module preloads (ADR 0021).
 */
function assetsOf(html: string) {
  const found = new Set<string>();
  for (const [, path] of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) found.add(path);
  for (const [, path] of html.matchAll(/(?:import|from)\s*\(?\s*["'](\/assets\/[^"']+)["']/g)) found.add(path);
  const queue = [...found].filter((path) => path.endsWith(".js"));
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    // Static imports only (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` loads later, if ever.
    for (const [, relative] of clientFile(path)
      .toString("utf8")
      .matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      const imported = posix.join(posix.dirname(path), relative);
      if (!found.has(imported)) {
        found.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...found];
}

/** The stylesheet text inlined in the page's `<style>` elements. */
function inlineCss(html: string) {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join("");
}

/**
 * The client entry and its imports, from React Router's manifest: inlined in the HTML with lazy
 * route discovery, or the /assets/manifest-*.js file the page loads with `routeDiscovery: "initial"`.
 */
function frameworkChunks(html: string, assets: string[]) {
  const manifestFile = assets.find((path) => /\/manifest-[^/]+\.js$/.test(path));
  const source = manifestFile ? clientFile(manifestFile).toString("utf8") : html;
  const entry = source.match(/"entry":\s*\{\s*"module":\s*"([^"]+)",\s*"imports":\s*\[([^\]]*)\]/);
  if (!entry) throw new Error("no React Router manifest entry in the page or its manifest file");
  return new Set([entry[1], ...[...entry[2].matchAll(/"([^"]+)"/g)].map(([, path]) => path)]);
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export async function browserCost(server: Server, startup: { readyMs: number; firstPageMs: number }): Promise<Section> {
  const rows: string[][] = [];
  let homeAppJs = 0;
  let homeHtml = { raw: 0, gzip: 0 };
  for (const { name, path } of PAGES) {
    const response = await fetch(`${server.url}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const html = await response.text();
    const assets = assetsOf(html);
    const framework = frameworkChunks(html, assets);
    const sum = (paths: string[]) => paths.reduce((total, asset) => total + gzipped(clientFile(asset)), 0);
    const scripts = assets.filter((asset) => asset.endsWith(".js"));
    const appJs = sum(scripts.filter((asset) => !framework.has(asset)));
    const htmlBytes = { raw: Buffer.byteLength(html), gzip: gzipped(html) };
    if (name === "home") {
      homeAppJs = appJs;
      homeHtml = htmlBytes;
    }
    rows.push([
      name,
      path,
      String(scripts.length),
      kb(sum(scripts)),
      kb(sum(scripts.filter((asset) => framework.has(asset)))),
      kb(appJs),
      `${kb(sum(assets.filter((asset) => asset.endsWith(".css"))) + gzipped(inlineCss(html)))}${inlineCss(html) ? " (inline)" : ""}`,
      `${kb(htmlBytes.raw)} / ${kb(htmlBytes.gzip)}`,
    ]);
  }

  const serverFiles = filesUnder(join(ROOT, "build/server")).filter(
    (path) => /\.(js|css)$/.test(path) && !relative(ROOT, path).includes(".vite"),
  );
  const bundle = serverFiles.reduce(
    (total, path) => {
      const bytes = readFileSync(path);
      return { raw: total.raw + bytes.length, gzip: total.gzip + gzipped(bytes) };
    },
    { raw: 0, gzip: 0 },
  );

  const budgets: Budget[] = [
    { name: "home client JS beyond the framework ≤ 20 KB gz", measured: kb(homeAppJs), pass: homeAppJs <= HOME_APP_JS_BUDGET },
  ];
  return {
    title: "3. What the browser pays (first load, gzip level 6)",
    tables: [
      { head: ["page", "path", "scripts", "JS gz", "framework gz", "app JS gz", "CSS gz", "HTML raw / gz"], rows },
      {
        head: ["Worker", "value"],
        rows: [
          ["bundle files (build/server, no source maps)", String(serverFiles.length)],
          ["bundle raw", kb(bundle.raw)],
          ["bundle gzipped", kb(bundle.gzip)],
          [`start-up: ${server.kind} from start to first answer`, `${startup.readyMs.toFixed(0)} ms`],
          ["first home page render after start-up", `${startup.firstPageMs.toFixed(1)} ms`],
          ["home HTML raw / gz", `${kb(homeHtml.raw)} / ${kb(homeHtml.gzip)}`],
        ],
      },
    ],
    budgets,
    notes: [
      "framework = React Router's client entry and its imports (React, React DOM, React Router); app JS = the rest of what the page loads.",
      "CSS inlined in the HTML (ADR 0021) is counted in the CSS column on its own, gzipped, and is also part of the HTML's size.",
    ],
  };
}
