/** Page metadata: every page gets a title, a description and a canonical URL. */
import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "StudyShelf";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function pageMeta(args: MetaArgsLike, page: { title: string; description: string; path?: string }): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  const origin = root?.origin ?? "";
  const title = page.title === SITE_NAME ? SITE_NAME : `${page.title} · ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { tagName: "link", rel: "canonical", href: `${origin}${page.path ?? args.location.pathname}` },
  ];
}

/**
 * A page opened from an emailed link whose token is in its address (password reset, email
 * confirmation): never indexed, and its Referer carries the origin only. ("no-referrer" would also
 * make the browser send `Origin: null` with the page's form, which the same-origin check refuses.)
 */
export function tokenLinkPageMeta(args: MetaArgsLike, page: { title: string; description: string }): MetaDescriptor[] {
  return [...pageMeta(args, page), { name: "robots", content: "noindex" }, { name: "referrer", content: "strict-origin" }];
}
