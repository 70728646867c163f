/** The JSON API under /api: one module per resource, mounted here. */
import { Hono } from "hono";
import { auth } from "./auth";
import { catalogueResource } from "./catalogue";
import { checkout } from "./checkout";
import { downloads } from "./downloads";
import { files } from "./files";
import { jsonError, sameOrigin } from "./http";
import { me } from "./me";
import { messages } from "./messages";
import { stripeWebhook } from "./stripe-webhook";

export const api = new Hono()
  .basePath("/api")
  .use(sameOrigin)
  .route("/worksheets", catalogueResource("worksheet"))
  .route("/quizzes", catalogueResource("quiz"))
  .route("/messages", messages)
  .route("/me", me)
  .route("/auth", auth)
  .route("/downloads", downloads)
  .route("/files", files)
  .route("/checkout", checkout)
  .route("/stripe/webhook", stripeWebhook)
  // Registered last, so it only catches /api/* paths no resource answered (before pages could).
  .all("*", (c) => jsonError(c, 404, "No such API endpoint."));

api.onError((error, c) => {
  console.error(error);
  return jsonError(c, 500, "Something went wrong on our side. Please try again.");
});
