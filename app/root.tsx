import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { AccountProvider } from "./components/account-context";
import { ChatButton } from "./components/chat-button";
import { LoadingIndicator } from "./components/loading-indicator";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SponsorPromotion } from "./components/sponsor-promotion";
import { StoredRedirect } from "./components/stored-redirect";
import { ToastProvider } from "./components/toast";
import { WelcomeBanner } from "./components/welcome-banner";
import { isBannerDismissed } from "./lib/site/banner.server";
import { areas } from "./lib/catalogue/catalogue.server";
import { siteOrigin } from "./lib/site/site-url.server";
import stylesheet from "./styles.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request }: Route.LoaderArgs) {
  return {
    origin: siteOrigin(),
    bannerDismissed: isBannerDismissed(request),
    areas: areas.map(({ slug, name }) => ({ slug, name })),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4f91" />
        <Meta />
        <Links />
      </head>
      <body>
        <ToastProvider>
          <AccountProvider>
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <SiteHeader areas={data?.areas ?? []} />
            {data && !data.bannerDismissed ? <WelcomeBanner /> : null}
            <LoadingIndicator />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SponsorPromotion />
            <SiteFooter areas={data?.areas ?? []} />
            <ChatButton />
            {data ? <StoredRedirect siteOrigin={data.origin} /> : null}
          </AccountProvider>
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
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
