import { Link } from "react-router";
import { CredentialsForm } from "~/components/credentials-form";
import { credentialsAction, safeNext } from "~/lib/http/credentials-action.server";
import { withNext } from "~/lib/site/redirects";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/signup";

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, { title: "Sign up", description: "Create a StudyShelf account to keep your downloads and credits." }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { next: safeNext(new URL(request.url).searchParams.get("next")) };
}

export function action({ request }: Route.ActionArgs) {
  return credentialsAction(request, "signup");
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page narrow">
      <h1>Create your account</h1>
      <p className="lede">
        Keep your free downloads, credits and library on every device. What you have on this device now stays with your new
        account.
      </p>
      <CredentialsForm mode="signup" state={actionData} next={loaderData.next} />
      <p>
        Already have an account? <Link to={withNext("/login", loaderData.next)}>Log in</Link>
      </p>
    </div>
  );
}
