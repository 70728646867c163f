import { data } from "react-router";
import { BrowsePage } from "~/components/browse-page";
import { loadBrowse } from "~/lib/catalogue/browse.server";
import { parseSearchParams } from "~/lib/catalogue/search-params.server";
import { pageMeta, SITE_NAME } from "~/lib/site/seo";
import type { Route } from "./+types/home";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function loader({ request }: Route.LoaderArgs) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) throw data({ message: `That search link is not valid: ${parsed.error}.` }, { status: 400 });
  return loadBrowse(parsed.query);
}

export function meta(args: Route.MetaArgs) {
  const q = args.loaderData?.query.q;
  return pageMeta(args, {
    title: q ? `Search: ${q}` : SITE_NAME,
    description:
      "Free study worksheets and quizzes in math, science, language and social studies for students, teachers and parents. Search, read online, take quizzes and download printable PDFs.",
    path: "/",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <BrowsePage data={loaderData} />;
}
