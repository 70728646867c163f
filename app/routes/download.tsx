/**
 * /download: the download control for a browser that runs no JavaScript. The item page's "Download
 * PDF" button is a form that leads here; this page says what the download costs, asks once, lets the
 * visitor pick the paper, and its form pays (app/lib/http/download-action.server.ts) and comes back
 * here, where the file starts (a refresh to its signed link) beside the new balance and "Download
 * again (free)". With JavaScript the item page's button posts to this same action through a fetcher
 * (`stay=1`) and starts the file in place: one path for every browser (docs/decisions/0038).
 */
import { Link } from "react-router";
import { describeBalance, useAccount } from "~/components/account-context";
import { PAYMENTS_OFF_NOTE } from "~/components/pricing-section";
import { buyCreditsHref, confirmQuestion, costNote, GENERATED_NOTE, offerFor } from "~/components/download-offer";
import { PaperChoice } from "~/components/paper-choice";
import { itemPath } from "~/lib/catalogue/item-ref";
import { PAPER_SIZES } from "~/lib/downloads/paper";
import { downloadAction, downloadPage } from "~/lib/http/download-action.server";
import { readFormFields } from "~/lib/http/forms.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/download";
import { requestContext } from "~/lib/http/request-context.server";

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.item.title;
  return [
    ...pageMeta(args, { title: title ? `Download “${title}”` : "Download", description: "Download a printable PDF." }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return downloadPage(request, context.get(requestContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return downloadAction(context.get(requestContext), await readFormFields(request));
}

export default function Download({ loaderData, actionData }: Route.ComponentProps) {
  const { item, paper, account, key, fileUrl, version } = loaderData;
  const { paymentsConfigured } = useAccount();
  const problem = actionData && !actionData.ok ? actionData.problem : null;
  // A refused post ("nothing left") is answered with this page again: the balance it shows is the new one.
  const offer = offerFor(account, item);
  const question = confirmQuestion(offer);
  const classSet = version.copies !== undefined && version.copies > 1 ? version.copies : null;
  return (
    <section className="page narrow" aria-labelledby="download-title">
      <h1 id="download-title">{classSet ? `Download a class set of “${item.title}”` : `Download “${item.title}”`}</h1>
      {classSet ? (
        <p>
          One PDF for {classSet} students: a different version for each, each with its version code in the footer, then every
          answer key.
        </p>
      ) : null}
      {fileUrl ? (
        <div className="download-started" role="status">
          {/* Starts the file without JavaScript; a download leaves this page showing. */}
          <meta httpEquiv="refresh" content={`0;url=${fileUrl}`} />
          <p>
            Your PDF on {PAPER_SIZES[paper].label} is downloading. If it does not start, <a href={fileUrl}>download it here</a>.
          </p>
          <p className="download-balance">{`You have ${describeBalance(account)} left.`}</p>
        </div>
      ) : null}
      {problem ? (
        <p className="download-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {offer.kind === "none" ? (
        <>
          <p>{costNote(offer)} Everything you already own stays free to download again.</p>
          {paymentsConfigured === false ? <p className="notice">{PAYMENTS_OFF_NOTE}</p> : null}
          <p>
            {paymentsConfigured !== false ? (
              <>
                <Link className="button" to={buyCreditsHref(offer, item)}>
                  Buy credits
                </Link>{" "}
              </>
            ) : null}
            <Link to={itemPath(item)}>Back to the {item.kind}</Link>
          </p>
        </>
      ) : (
        <form method="post" className="download-page-form">
          <input type="hidden" name="kind" value={item.kind} />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="key" value={key} />
          {Object.entries(version).map(([name, value]) =>
            value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
          )}
          <PaperChoice paper={paper} />
          <p className="download-question">{question ?? costNote(offer)}</p>
          {item.generated && offer.kind !== "owned" ? <p className="hint">{GENERATED_NOTE}</p> : null}
          <p>
            <button type="submit">{offer.kind === "owned" ? "Download again (free)" : "Yes, download"}</button>{" "}
            <Link to={itemPath(item)}>Cancel</Link>
          </p>
        </form>
      )}
    </section>
  );
}
