import { Link } from "react-router";
import { CredentialsForm } from "~/components/credentials-form";
import { safeNext, signUpAction } from "~/lib/http/credentials-action.server";
import { withNext } from "~/lib/site/redirects";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/signup";
import { requestContext } from "~/lib/http/request-context.server";

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, { title: "Sign up", description: "Create a StudyShelf account to keep your downloads and credits." }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { next: safeNext(new URL(request.url).searchParams.get("next")) };
}

export function action({ request, context }: Route.ActionArgs) {
  return signUpAction(request, context.get(requestContext));
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.sent) {
    return (
      <div className="page narrow">
        <h1>Check your email</h1>
        <p className="lede" role="status">
          We have sent an email to {actionData.email}.
        </p>
        <ul>
          <li>
            If this address is new to StudyShelf, your account is ready and you are logged in. The email has a link to confirm
            your address.
          </li>
          <li>
            If it already has an account, the email explains how to log in or choose a new password. Nothing has changed on this
            device.
          </li>
        </ul>
        <p>
          <Link className="button" to={actionData.next}>
            Continue
          </Link>
        </p>
      </div>
    );
  }
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
