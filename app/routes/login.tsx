import { Link } from "react-router";
import { CredentialsForm } from "~/components/credentials-form";
import { logInAction, safeNext } from "~/lib/http/credentials-action.server";
import { withNext } from "~/lib/site/redirects";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/login";
import { requestContext } from "~/lib/http/request-context.server";

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, { title: "Log in", description: "Log in to your StudyShelf account." }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { next: safeNext(new URL(request.url).searchParams.get("next")) };
}

export function action({ request, context }: Route.ActionArgs) {
  return logInAction(request, context.get(requestContext));
}

export default function LogIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page narrow">
      <h1>Log in</h1>
      <p className="lede">
        Your library and credits come with you on every device. Anything bought with credits on this device before logging in is
        added to your library; free downloads stay with this device.
      </p>
      <CredentialsForm mode="login" state={actionData} next={loaderData.next} />
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p>
        New here? <Link to={withNext("/signup", loaderData.next)}>Create an account</Link>
      </p>
    </div>
  );
}
