import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/terms";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Terms", description: "The terms for using StudyShelf, buying credits and refunds." });
}

export default function Terms() {
  return (
    <div className="page narrow prose">
      <h1>Terms of use</h1>
      <h2>Using StudyShelf</h2>
      <p>
        You may read, print and copy worksheets and quizzes for your own study and for teaching your own students or children.
        Please do not resell them or publish them elsewhere.
      </p>
      <h2>Downloads and credits</h2>
      <ul>
        <li>Every visitor gets 10 free downloads. After that, one download costs one credit.</li>
        <li>A worksheet or quiz you have paid for can be downloaded again at no cost.</li>
        <li>
          Credits are bought in packs and <strong>never expire</strong>.
        </li>
      </ul>
      <h2>Refunds</h2>
      <p>
        If you have not used any credits from a pack, you can have it refunded in full within 14 days of purchase: send us a
        message through the contact page with the email address you bought with. Refunded credits are removed from your balance.
      </p>
      <h2>Accuracy</h2>
      <p>
        Every item is fact-checked twice, but if you find a mistake, tell us and we will correct it. StudyShelf is a study aid and
        does not replace a teacher's judgement.
      </p>
    </div>
  );
}
