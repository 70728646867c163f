/**
 * The React Router route pattern a page request matched ("/worksheet/:id", "/" for home, "/*" for
 * the not-found page), for the request log: patterns group requests where raw paths would not.
 * Data requests (`/worksheet/3.data`, `/_root.data`) keep their `.data` suffix on the pattern.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

const DATA_SUFFIX = ".data";
const ROOT_DATA_PATH = "/_root";

type Manifest = ServerBuild["routes"];

function routeTree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    if (route.index) return [{ id: route.id, index: true }];
    return [{ id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(manifest, route.id) }];
  });
}

let tree: Promise<RouteObject[]> | undefined;

/** The route tree, read once per isolate from the server build (empty when there are no pages). */
function pageRoutes() {
  tree ??= import("virtual:react-router/server-build").then(({ routes }) => (routes ? routeTree(routes) : []));
  return tree;
}

/**
 * Patterns of the paths matched lately. React Router's matchRoutes flattens and ranks the whole tree
 * and compiles a pattern per route on every call (a third of a millisecond per request, more than
 * the rest of the log line); pages are requested again and again under the same few paths. Bounded,
 * because paths are chosen by whoever sends the request.
 */
const recentPatterns = new Map<string, string>();
const REMEMBERED_PATHS = 500;

export async function pageRoutePattern(path: string) {
  let pattern = recentPatterns.get(path);
  if (pattern === undefined) {
    pattern = await matchedPattern(path);
    const oldest = recentPatterns.keys().next().value;
    if (recentPatterns.size >= REMEMBERED_PATHS && oldest !== undefined) recentPatterns.delete(oldest);
    recentPatterns.set(path, pattern);
  }
  return pattern;
}

async function matchedPattern(path: string) {
  const isData = path.endsWith(DATA_SUFFIX);
  const pagePath = isData ? path.slice(0, -DATA_SUFFIX.length) : path;
  const matches = matchRoutes(await pageRoutes(), pagePath === ROOT_DATA_PATH ? "/" : pagePath);
  if (!matches) return "*";
  const pattern = `/${matches
    .map(({ route }) => route.path)
    .filter(Boolean)
    .join("/")}`;
  if (!isData) return pattern;
  return pattern === "/" ? `${ROOT_DATA_PATH}${DATA_SUFFIX}` : `${pattern}${DATA_SUFFIX}`;
}
