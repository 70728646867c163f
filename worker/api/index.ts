/** The JSON API under /api: one module per resource, mounted here. */
import { Hono } from "hono";
import { catalogueResource } from "./catalogue";
import { checkout } from "./checkout";
import { jsonError, sameOrigin } from "./http";
import { messages } from "./messages";
import { stripeWebhook } from "./stripe-webhook";

export const api = new Hono()
  .basePath("/api")
  .use(sameOrigin)
  .route("/worksheets", catalogueResource("worksheet"))
  .route("/quizzes", catalogueResource("quiz"))
  .route("/messages", messages)
  .route("/checkout", checkout)
  .route("/stripe/webhook", stripeWebhook)
  // Registered last, so it only catches /api/* paths no resource answered (before pages could).
  .all("*", (c) => jsonError(c, 404, "No such API endpoint."));

api.onError((error, c) => {
  console.error(error);
  return jsonError(c, 500, "Something went wrong on our side. Please try again.");
});
