/**
 * Where the pages a build makes ahead of time are kept, and their manifest (docs/decisions/0036):
 * shared by the step that makes them (scripts/build-pages.ts) and the Worker that serves them
 * (worker/built-pages.ts), so it imports nothing.
 */

/** Where a build's pages live in the static assets; the Worker refuses direct requests there (wrangler.toml). */
export const BUILT_PAGES_ROOT = "/__built";
/** The nonce the pages are stored with: the length of the front door's (16 random bytes, base64). */
export const BUILT_PAGE_NONCE = "builtpagenoncebuiltpage=";

/** The page for a visitor who has dismissed the welcome banner, and for one who has not. */
export type BannerVariant = "shown" | "dismissed";

/** The request headers that ask for each variant: the banner's cookie (app/lib/site/banner.server.ts). */
export const BANNER_VARIANTS: [BannerVariant, Record<string, string>][] = [
  ["shown", {}],
  ["dismissed", { Cookie: "welcome_dismissed=1" }],
];

/** Runs `task` over `items`, `width` at a time. */
export async function eachConcurrently<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

export interface BuiltPagesManifest {
  build: string;
  /** The site's own origin the pages were made for (SITE_URL): their links and canonical URLs name it. */
  siteUrl: string;
  nonce: string;
  /** Each built path with the response headers its render gave (Content-Type, Cache-Control). */
  pages: Record<string, Record<string, string>>;
}

/** Where a path's page for a variant is kept among the static assets. */
export function builtPageFile(build: string, variant: BannerVariant, path: string) {
  return `${BUILT_PAGES_ROOT}/${build}/${variant}${path === "/" ? "/index" : path}.html`;
}

export function builtManifestFile(build: string) {
  return `${BUILT_PAGES_ROOT}/${build}/manifest.json`;
}
