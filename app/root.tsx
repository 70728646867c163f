import { env } from "cloudflare:workers";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { AccountProvider } from "./components/account-context";
import { ChatButton } from "./components/chat-button";
import { InlineStyles } from "./components/inline-styles";
import { LinkNavigation } from "./components/link-navigation";
import { LoadingIndicator } from "./components/loading-indicator";
import { PageScripts } from "./components/page-scripts";
import { FocusKeeper, NavigationFocus } from "./components/page-focus";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SponsorPromotion } from "./components/sponsor-promotion";
import { StoredRedirect } from "./components/stored-redirect";
import { useStudentPage } from "./components/student-page";
import { ToastProvider } from "./components/toast";
import { WelcomeBanner } from "./components/welcome-banner";
import { getAccountSummary } from "./lib/accounts/summary.server";
import { requestContext } from "./lib/http/request-context.server";
import { isBannerDismissed } from "./lib/site/banner.server";
import { areas } from "./lib/catalogue/catalogue.server";
import { siteOrigin } from "./lib/site/site-url.server";
import { BUILD_ID } from "./lib/site/build-id";
import { paymentsConfigured } from "./lib/payments/stripe.server";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

const areaLinks = areas.map(({ slug, name }) => ({ slug, name }));

export async function loader({ context }: Route.LoaderArgs) {
  const { visitor } = context.get(requestContext);
  return {
    origin: siteOrigin(),
    bannerDismissed: isBannerDismissed(visitor.cookies),
    // Whether "Buy credits" can work, for a visitor with a session (only they can have run out). A page
    // without one is the same whatever the Worker's secrets are, so the build can make it ahead of time
    // (docs/decisions/0036): null, and a control that needs to know links to a page that renders it.
    paymentsConfigured: visitor.hasSessionCookie() ? paymentsConfigured() : null,
    areas: areaLinks,
    // Without a session cookie this is the new visitor's allowance and reads nothing; with one, the
    // page is this visitor's and the edge cache never keeps it (worker/page-cache.ts).
    account: await getAccountSummary(env.DB, visitor),
  };
}

/**
 * The account and banner change when a form posts, or when a page asks for fresh data on the same
 * URL (the checkout page's re-checks); searching, filtering and paging leave them as they are.
 */
export function shouldRevalidate({
  formMethod,
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Checking a practice quiz or sending a message changes nothing the account or banner show.
  if (formAction?.startsWith("/quiz/") || formAction === "/help" || formAction === "/contact") return false;
  const posted = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
  // A link followed while a post's revalidation is still running cancels it: sign-up's "Continue"
  // right after "Check your email" would leave the header signed out. Leaving the sign-up page, and
  // arriving at the account page (which shows the balance too), read the account again.
  const leavingSignUp = currentUrl.pathname === "/signup" && nextUrl.pathname !== "/signup";
  if (leavingSignUp || (nextUrl.pathname === "/account" && currentUrl.pathname !== "/account")) return true;
  return (posted || currentUrl.href === nextUrl.href) && defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const studentPage = useStudentPage();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4f91" />
        <meta name="build" content={BUILD_ID} />
        <Meta />
        <InlineStyles />
        <Links />
      </head>
      <body>
        <ToastProvider>
          <AccountProvider server={data?.account ?? null} paymentsConfigured={data?.paymentsConfigured ?? null}>
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <SiteHeader areas={data?.areas ?? []} studentPage={studentPage} />
            {data && !data.bannerDismissed && !studentPage ? <WelcomeBanner /> : null}
            <LoadingIndicator />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            {studentPage ? null : <SponsorPromotion />}
            <ChatButton />
            <SiteFooter areas={data?.areas ?? []} />
            {data ? <StoredRedirect siteOrigin={data.origin} /> : null}
            <LinkNavigation />
            <NavigationFocus />
            <FocusKeeper />
          </AccountProvider>
        </ToastProvider>
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? "We couldn't find that page."
      : status < 500 && isRouteErrorResponse(error)
        ? String((error.data as { message?: string } | undefined)?.message ?? error.statusText)
        : "Something went wrong on our side. Please try again in a moment.";
  return (
    <section className="page narrow" aria-labelledby="error-title">
      <title>{`${status === 404 ? "Not found" : "Something went wrong"} · StudyShelf`}</title>
      <h1 id="error-title">
        {status === 404 ? "Page not found" : status < 500 ? "That request didn't work" : "Something went wrong"}
      </h1>
      <p>{message}</p>
      <p>
        <a href="/">Back to all worksheets</a>
      </p>
    </section>
  );
}
