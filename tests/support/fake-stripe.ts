/**
 * A local fake of the parts of the Stripe API StudyShelf uses, so tests run with no network: the
 * real Stripe SDK reaches it through its host/port/protocol options (STRIPE_API_BASE).
 *
 * Stripe API: create, retrieve and list Checkout Sessions (with idempotency keys), create and list
 * refunds. A hosted checkout page at the session's `url` stands in for Stripe's: "Pay" completes the
 * session, optionally delivers a signed `checkout.session.completed` webhook, and redirects to the
 * success URL. Test controls under /_test complete sessions paid or unpaid, settle delayed
 * payments and list webhook deliveries with the status the app answered. State lives in memory for the life of the server.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";
import { FAKE_STRIPE_SECRET_KEY } from "./stripe-keys";

type Json = Record<string, unknown>;

interface Session extends Json {
  id: string;
  amount_total: number;
  currency: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
}

interface Refund extends Json {
  id: string;
  amount: number;
  payment_intent: string;
  created: number;
}

export interface FakeStripeOptions {
  /** When set, paying on the hosted page also delivers a signed checkout.session.completed here. */
  webhook?: { url: string; secret: string };
}

export interface FakeStripe {
  url: string;
  close(): Promise<void>;
}

function id(prefix: string) {
  return `${prefix}_test_${randomBytes(12).toString("hex")}`;
}

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=499`) back into nested objects. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split("[");
    const path = [head, ...rest.map((part) => part.replace(/]$/, ""))];
    let node: Json = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Json;
    });
  }
  return root;
}

function list(data: unknown[], url: string) {
  return { object: "list", data, has_more: false, url };
}

function stripeError(res: ServerResponse, status: number, message: string, extra: Json = {}) {
  send(res, status, { error: { type: "invalid_request_error", message, ...extra } });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const sessions = new Map<string, Session>();
  const refunds: Refund[] = [];
  const idempotent = new Map<string, { params: string; response: Session }>();
  const deliveries: { session: string; status: number }[] = [];
  let base = "";

  function createSession(params: Json): Session | string {
    if (params.mode !== "payment") return "mode must be payment";
    if (typeof params.success_url !== "string" || typeof params.cancel_url !== "string")
      return "success_url and cancel_url are required";
    const items = Object.values((params.line_items ?? {}) as Record<string, Json>);
    if (items.length === 0) return "line_items is required";
    let amount = 0;
    let currency = "";
    for (const item of items) {
      const price = (item.price_data ?? {}) as Json;
      const unit = Number(price.unit_amount);
      const quantity = Number(item.quantity ?? 1);
      if (!Number.isInteger(unit) || unit <= 0 || !Number.isInteger(quantity) || quantity <= 0)
        return "line_items need price_data.unit_amount and quantity";
      amount += unit * quantity;
      currency = typeof price.currency === "string" ? price.currency : "";
    }
    const sessionId = id("cs");
    const session: Session = {
      id: sessionId,
      object: "checkout.session",
      mode: "payment",
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      client_reference_id: typeof params.client_reference_id === "string" ? params.client_reference_id : null,
      metadata: params.metadata ?? {},
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${base}/pay/${sessionId}`,
      line_item_names: items.map((item) => {
        const name = ((item.price_data as Json).product_data as Json | undefined)?.name;
        return typeof name === "string" ? name : "";
      }),
    };
    sessions.set(sessionId, session);
    return session;
  }

  /** Completes a session as Stripe does when the customer pays: paid now, or (delayed methods) later. */
  function complete(session: Session, payment: "paid" | "unpaid") {
    if (session.status === "open") {
      session.status = "complete";
      session.payment_intent = id("pi");
    }
    session.payment_status = payment;
    return session;
  }

  async function deliverCompleted(session: Session) {
    if (!options.webhook) return;
    const payload = JSON.stringify({
      id: id("evt"),
      object: "event",
      type: "checkout.session.completed",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      data: { object: session },
    });
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: options.webhook.secret });
    // Like Stripe, delivery runs independently of the customer's redirect (so the two race).
    fetch(options.webhook.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    })
      .then((response) => deliveries.push({ session: session.id, status: response.status }))
      .catch((error: unknown) => {
        deliveries.push({ session: session.id, status: 0 });
        console.warn("fake Stripe: webhook delivery failed", error);
      });
  }

  function hostedPage(res: ServerResponse, session: Session) {
    const names = (session.line_item_names as string[]).map(escapeHtml).join(", ");
    const price = new Intl.NumberFormat("en-US", { style: "currency", currency: session.currency.toUpperCase() }).format(
      session.amount_total / 100,
    );
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1><p>${names}: ${escapeHtml(price)}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${escapeHtml(price)}</button></form>
<form method="post" action="/pay/${session.id}?method=delayed"><button type="submit">Pay by bank debit (settles later)</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p></main></body></html>`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const path = url.pathname;
    const body = await readBody(req);

    const pay = path.match(/^\/pay\/(cs_test_[0-9a-f]+)$/);
    if (pay) {
      const session = sessions.get(pay[1]);
      if (!session) return stripeError(res, 404, "No such checkout session");
      if (req.method === "GET") return hostedPage(res, session);
      complete(session, url.searchParams.get("method") === "delayed" ? "unpaid" : "paid");
      await deliverCompleted(session);
      res.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
      return res.end();
    }

    if (path === "/_test/deliveries" && req.method === "GET") {
      return send(
        res,
        200,
        deliveries.filter((delivery) => delivery.session === url.searchParams.get("session")),
      );
    }

    const control = path.match(/^\/_test\/sessions\/(cs_test_[0-9a-f]+)\/(complete|settle)$/);
    if (control && req.method === "POST") {
      const session = sessions.get(control[1]);
      if (!session) return stripeError(res, 404, "No such checkout session");
      const payment =
        control[2] === "settle" ? "paid" : (JSON.parse(body || "{}") as Json).payment === "unpaid" ? "unpaid" : "paid";
      return send(res, 200, complete(session, payment));
    }

    if (!path.startsWith("/v1/")) return stripeError(res, 404, "Unrecognized request URL");
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const params = req.method === "GET" ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);

    if (path === "/v1/checkout/sessions" && req.method === "POST") {
      const key = req.headers["idempotency-key"];
      const previous = typeof key === "string" ? idempotent.get(key) : undefined;
      if (previous) {
        if (previous.params !== body)
          return stripeError(res, 400, "Keys for idempotent requests can only be used with the same parameters", {
            type: "idempotency_error",
          });
        res.setHeader("Idempotent-Replayed", "true");
        return send(res, 200, previous.response);
      }
      const created = createSession(params);
      if (typeof created === "string") return stripeError(res, 400, created);
      if (typeof key === "string") idempotent.set(key, { params: body, response: created });
      return send(res, 200, created);
    }
    if (path === "/v1/checkout/sessions" && req.method === "GET") {
      const matching = [...sessions.values()].filter(
        (session) => !params.payment_intent || session.payment_intent === params.payment_intent,
      );
      return send(res, 200, list(matching, path));
    }
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (retrieve && req.method === "GET") {
      const session = sessions.get(retrieve[1]);
      if (!session)
        return stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`, {
          code: "resource_missing",
          param: "session",
        });
      return send(res, 200, session);
    }
    if (path === "/v1/refunds" && req.method === "POST") {
      const paid = [...sessions.values()].find(
        (session) => session.payment_intent === params.payment_intent && session.payment_status === "paid",
      );
      if (!paid) return stripeError(res, 400, "No paid payment with that payment_intent", { code: "resource_missing" });
      const already = refunds
        .filter((refund) => refund.payment_intent === paid.payment_intent)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = params.amount === undefined ? paid.amount_total - already : Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0 || already + amount > paid.amount_total) {
        return stripeError(res, 400, "Refund amount is greater than the unrefunded amount", { code: "amount_too_large" });
      }
      const refund: Refund = {
        id: id("re"),
        object: "refund",
        amount,
        currency: paid.currency,
        payment_intent: paid.payment_intent as string,
        charge: `ch_${(paid.payment_intent as string).slice(3)}`,
        status: "succeeded",
        created: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      return send(res, 200, refund);
    }
    if (path === "/v1/refunds" && req.method === "GET") {
      return send(
        res,
        200,
        list(
          refunds.filter((refund) => !params.payment_intent || refund.payment_intent === params.payment_intent).toReversed(),
          path,
        ),
      );
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("fake Stripe:", error);
      if (!res.headersSent) send(res, 500, { error: { type: "api_error", message: String(error) } });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (!address || typeof address === "string") throw new Error("fake Stripe: no port");
      base = `http://127.0.0.1:${address.port}`;
      resolve({
        url: base,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
