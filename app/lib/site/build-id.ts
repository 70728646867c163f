/**
 * Which build this is: a name the build gives itself (vite.config.ts defines it), written into every
 * page (the root's `<meta name="build">`) and naming the folder of the pages the build made ahead of
 * time (worker/built-pages.ts, docs/decisions/0036), so a Worker only ever serves its own build's
 * pages. Outside a build (the dev server, the Worker tests) it is "development".
 */
declare global {
  interface ImportMetaEnv {
    readonly BUILD_ID?: string;
  }
}

export const BUILD_ID: string = import.meta.env.BUILD_ID ?? "development";
