/**
 * Generated requests for the whole-Worker fuzz, shared by the run inside workerd
 * (tests/worker/no-server-errors.test.ts) and the run through the served dev server
 * (tests/e2e/served-fuzz.test.ts): every route, method, content type, header and body, hostile
 * values mixed in, bodies from empty through several kilobytes to past every limit.
 */
import fc from "fast-check";
import { PASSWORD } from "./fixtures";

/** Pages with a form: where bodies matter most, so they are picked more often. */
const FORM_PATHS = ["/login", "/signup", "/contact", "/banner", "/logout"];

const PAGE_PATHS = [
  "/",
  "/worksheet/1",
  "/worksheet/0",
  "/worksheet/99999",
  "/worksheet/abc",
  "/quiz/3",
  "/quiz/-1",
  "/math/all",
  "/science/cells",
  "/nowhere/all",
  "/about",
  "/privacy",
  "/terms",
  "/account",
  "/checkout-success",
  "/checkout-cancel",
  "/sitemap.xml",
  "/robots.txt",
  "/no/such/page",
  "/favicon.svg",
];

const API_PATHS = [
  "/api",
  "/api/worksheets",
  "/api/worksheets/2",
  "/api/worksheets/nope",
  "/api/quizzes",
  "/api/quizzes/4",
  "/api/messages",
  "/api/me",
  "/api/auth/signup",
  "/api/auth/login",
  "/api/auth/logout",
  "/api/downloads",
  "/api/files/worksheet/1",
  "/api/files/quiz/x",
  "/api/checkout",
  "/api/stripe/webhook",
  "/api/no-such-thing",
  "/api/account",
  "/api/account/data",
  "/api/auth/password-reset",
  "/api/assignments",
  "/api/assignments/ABCD2345",
  "/api/assignments/ABCD2345/submissions",
];

/** Mostly what browsers and programs send, so that most requests get past the front door to a route. */
const method = fc.oneof(
  { arbitrary: fc.constant("GET"), weight: 3 },
  { arbitrary: fc.constant("POST"), weight: 4 },
  { arbitrary: fc.constantFrom("HEAD", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"), weight: 2 },
);

/** Visible ASCII, plus tabs: what a header value may hold (the rest is refused by Headers itself). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

/** Text with anything in it: control characters, backslashes, slashes, percent signs, astral characters. */
const nastyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "/%09/evil.example",
    "/\t/evil.example",
    "/\n",
    "/a\r\nSet-Cookie: x=1",
    "//evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/account",
    "/é",
    "%ZZ",
    "\u0000",
    "cs_test_abc",
    "../../etc/passwd",
  ),
);

/** Mostly new, valid addresses, so sign-ups and log-ins get as far as writing to the database. */
const email = fc.oneof(
  { arbitrary: fc.uuid().map((id) => `fuzz-${id.slice(0, 13)}@example.com`), weight: 4 },
  { arbitrary: fc.oneof(fc.emailAddress(), fc.constantFrom("fuzz@example.com", "FUZZ@Example.com ", ""), nastyText), weight: 2 },
);
const password = fc.oneof(
  { arbitrary: fc.constant(PASSWORD), weight: 4 },
  { arbitrary: fc.oneof(fc.constantFrom("password", "        ", "x".repeat(200)), nastyText), weight: 2 },
);

/** Where to go next: often a path on the site with something hostile after the slash. */
const target = fc.oneof(
  nastyText,
  nastyText.map((text) => `/${text}`),
  fc.constantFrom("\t", "\n", "\r\n", "\\", "\u0000", "\u007f", "//").map((bad) => `/${bad}/evil.example`),
);

/** Field maps shaped like the site's forms and JSON bodies, with hostile values mixed in. */
const fields = fc.record(
  {
    email,
    password,
    next: target,
    returnTo: target,
    name: nastyText,
    message: nastyText,
    source: fc.constantFrom("contact", "chat", "fax"),
    kind: fc.constantFrom("worksheet", "quiz", "pdf"),
    id: fc.oneof(fc.integer({ min: -2, max: 200 }), nastyText),
    pack: fc.constantFrom("pack-10", "pack-30", "nope"),
  },
  { requiredKeys: [] },
);

const path = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.constantFrom(...FORM_PATHS), weight: 3 },
      { arbitrary: fc.constantFrom(...API_PATHS), weight: 3 },
      { arbitrary: fc.constantFrom(...PAGE_PATHS), weight: 2 },
    ),
    fc.oneof(
      { arbitrary: fc.constant(""), weight: 6 },
      { arbitrary: fc.constant(".data"), weight: 2 },
      { arbitrary: fc.constantFrom("/", "/extra", "/%ZZ", "/%00", "/%2e%2e/admin"), weight: 1 },
    ),
    fc.array(
      fc.tuple(fc.constantFrom("next", "returnTo", "q", "page", "subject", "session_id", "answers", "v", "sig"), nastyText),
      {
        maxLength: 2,
      },
    ),
  )
  .map(([base, suffix, query]) => {
    const search = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
    return `${base === "/" && suffix === ".data" ? "/_root" : base}${suffix}${search ? `?${search}` : ""}`;
  });

const MULTIPART_BOUNDARY = "fuzzboundary";
function multipart(values: Record<string, unknown>) {
  return (
    Object.entries(values)
      .map(
        ([key, value]) => `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`,
      )
      .join("") + `--${MULTIPART_BOUNDARY}--\r\n`
  );
}

type Body = { contentType: string | null; body: string | Uint8Array<ArrayBuffer> | null };

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ contentType: null, body: null }),
  {
    arbitrary: fields.map((values) => ({ contentType: "application/json", body: JSON.stringify(values) })),
    weight: 3,
  },
  {
    arbitrary: fields.map((values) => ({
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString(),
    })),
    weight: 3,
  },
  fields.map((values) => ({ contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, body: multipart(values) })),
  fc.record({
    contentType: fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "application/vnd.api+json",
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded; charset=latin-9",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      "text/plain",
      "text/html",
      "application/xml",
      "application/octet-stream",
      "}{",
    ),
    body: fc.oneof(
      fc.json().map(String),
      nastyText,
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Uint8Array.from(bytes)),
      fc.constantFrom("", "{", "null", "[]", "%%", "a=%ZZ&b", `--${MULTIPART_BOUNDARY}\r\nbroken`),
    ),
  }),
  // Several kilobytes, under every limit: a refusal that leaves such a body unread once made the
  // served dev server drop the connection (docs/decisions/0028).
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 2 * 1024, max: 12 * 1024 }), fc.boolean())
      .map(([size, json]) =>
        json
          ? { contentType: "application/json", body: JSON.stringify({ message: "x".repeat(size) }) }
          : { contentType: "application/x-www-form-urlencoded", body: `message=${"x".repeat(size)}` },
      ),
    weight: 2,
  },
  // Past every body limit (the largest, the Stripe webhook's, is 512 KB).
  fc
    .constantFrom(40 * 1024, 600 * 1024)
    .map((size) => ({ contentType: "application/x-www-form-urlencoded", body: `message=${"x".repeat(size)}` })),
);

/** A header that is usually absent or harmless, sometimes hostile. */
const mostly = (usual: fc.Arbitrary<string | undefined>, hostile: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: usual, weight: 5 }, { arbitrary: hostile, weight: 1 });

const headersFor = (base: string) =>
  fc.record(
    {
      origin: mostly(
        fc.constantFrom(base, undefined),
        fc.constantFrom("https://evil.example", "null", "not a url", "http://studyshelf.test"),
      ),
      "sec-fetch-site": mostly(fc.constantFrom("same-origin", undefined), fc.constantFrom("cross-site", "none", "weird")),
      cookie: fc.oneof(
        headerText,
        fc.constantFrom(
          "welcome_dismissed=1",
          "__Host-session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
          "session=x; __Host-session=",
        ),
      ),
      accept: fc.constantFrom("text/html", "application/json", "*/*", "text/x-script", "image/png"),
      "idempotency-key": fc.oneof(fc.uuid(), headerText),
      "cf-connecting-ip": fc.oneof(fc.ipV4(), fc.ipV6(), headerText),
      "stripe-signature": headerText,
      "x-forwarded-host": fc.constant("evil.example"),
    },
    { requiredKeys: [] },
  );

/** Generated requests whose same-origin header, when they send one, is `base`. */
export const fuzzRequest = (base: string) => fc.record({ method, path, body, headers: headersFor(base) });
export type FuzzRequest = ReturnType<typeof fuzzRequest> extends fc.Arbitrary<infer T> ? T : never;

/** The generated request as `fetch` arguments against `base`. */
export function fuzzFetchArgs(base: string, { method, path, body, headers }: FuzzRequest): [string, RequestInit] {
  const hasBody = method !== "GET" && method !== "HEAD" && body.body !== null;
  const sent = new Headers();
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent.set(name, value);
  if (hasBody && body.contentType) sent.set("content-type", body.contentType);
  // Appended to the origin, not resolved against it: "//%ZZ" is then a path, as it would be on the wire.
  return [`${base}${path}`, { method, headers: sent, body: hasBody ? body.body : undefined, redirect: "manual" }];
}

/** Whether the request reaches the API: judged on the path as parsed ("/api/%2e%2e/admin" is "/admin"). */
export function isApi(base: string, path: string) {
  const { pathname } = new URL(`${base}${path}`);
  return pathname === "/api" || pathname.startsWith("/api/");
}
