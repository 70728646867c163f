/** The JSON API under /api: one module per resource, mounted here; unknown paths 404, known paths with other methods 405. */
import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { account } from "./account";
import { assignments } from "./assignments";
import { auth } from "./auth";
import { catalogueResource } from "./catalogue";
import { checkout } from "./checkout";
import { downloads } from "./downloads";
import { emailVerification } from "./email-verification";
import { jsonError } from "./errors";
import { files } from "./files";
import { me } from "./me";
import { messages } from "./messages";
import { passwordReset } from "./password-reset";
import { stripeWebhook } from "./stripe-webhook";

export const api = new Hono().basePath("/api");

api
  .use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) => {
        c.header("Allow", methods.join(", "));
        return jsonError(c, 405, `This endpoint answers ${methods.join(", ")} only.`);
      },
    }),
  )
  .route("/worksheets", catalogueResource("worksheet"))
  .route("/quizzes", catalogueResource("quiz"))
  .route("/messages", messages)
  .route("/me", me)
  .route("/auth", auth)
  .route("/auth/password-reset", passwordReset)
  .route("/auth/verify-email", emailVerification)
  .route("/account", account)
  .route("/downloads", downloads)
  .route("/files", files)
  .route("/checkout", checkout)
  .route("/stripe/webhook", stripeWebhook)
  .route("/assignments", assignments)
  // Registered last, so it only catches /api/* paths no resource answered (before pages could).
  .all("*", (c) => jsonError(c, 404, "No such API endpoint."));
