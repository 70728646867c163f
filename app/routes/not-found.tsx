/** Any unmatched path: the home page, answered with 404 so search engines do not index it. */
import { data } from "react-router";
import { BrowsePage } from "~/components/browse-page";
import { NotFoundNotice } from "~/components/not-found-notice";
import { loadBrowse } from "~/lib/catalogue/browse.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(loadBrowse({}), { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, {
      title: "Page not found",
      description: "This page does not exist. Browse all worksheets and quizzes instead.",
      path: "/",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <BrowsePage data={loaderData} notice={<NotFoundNotice />} />;
}
