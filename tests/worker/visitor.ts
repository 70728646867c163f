/** A browser-like client for Worker tests: keeps its cookies (the session, the D1 bookmark) between calls. */
import { env } from "cloudflare:workers";
import { PASSWORD } from "../support/fixtures";
import { BASE, call, postJson } from "./fetch";

export interface MeBody {
  user: { email: string } | null;
  freeDownloadsRemaining: number;
  credits: number;
  owned: { kind: string; id: number }[];
}

export interface DownloadBody {
  url: string;
  expiresAt: string;
  charged: "free" | "credit" | "owned";
  freeDownloadsRemaining: number;
  credits: number;
}

async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const SESSION_COOKIE = /^(__Host-)?session$/;

/** The session cookie a response sets (over https: `__Host-session`), or null when it sets none. */
export function sessionSetCookie(response: Response) {
  return response.headers.getSetCookie().find((cookie) => SESSION_COOKIE.test(cookie.split("=")[0])) ?? null;
}

export class Visitor {
  /** Every cookie the server set and has not cleared, as a browser keeps them: name to value. */
  readonly cookies = new Map<string, string>();

  constructor(readonly ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`) {}

  /** The session cookie as `name=value`, or null before the first session or after logging out. */
  get cookie() {
    const name = [...this.cookies.keys()].find((cookie) => SESSION_COOKIE.test(cookie));
    return name ? `${name}=${this.cookies.get(name)}` : null;
  }

  set cookie(pair: string | null) {
    for (const name of [...this.cookies.keys()]) if (SESSION_COOKIE.test(name)) this.cookies.delete(name);
    if (pair) this.remember(pair);
  }

  private remember(setCookie: string) {
    const [pair] = setCookie.split(";");
    const separator = pair.indexOf("=");
    const [name, value] = [pair.slice(0, separator), pair.slice(separator + 1)];
    if (value) this.cookies.set(name, value);
    else this.cookies.delete(name);
  }

  private receive(response: Response) {
    for (const setCookie of response.headers.getSetCookie()) this.remember(setCookie);
    return response;
  }

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { "CF-Connecting-IP": this.ip, ...(cookie ? { Cookie: cookie } : {}), ...extra };
  }

  async get(path: string) {
    return this.receive(await call(path, { headers: this.headers() }));
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.receive(await postJson(path, body, this.headers(headers)));
  }

  /** An HTML form post, as a browser without JavaScript sends one; redirects are returned, not followed. */
  async postForm(path: string, fields: Record<string, string>) {
    const headers = this.headers({ "Content-Type": "application/x-www-form-urlencoded", Origin: BASE });
    return this.receive(await call(path, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" }));
  }

  async delete(path: string, body: unknown) {
    return this.receive(
      await call(path, {
        method: "DELETE",
        headers: this.headers({ "Content-Type": "application/json", Origin: BASE }),
        body: JSON.stringify(body),
      }),
    );
  }

  /** Any method, with this visitor's cookie; a body is sent as JSON. */
  async send(method: string, path: string, body?: unknown) {
    const headers = this.headers(body === undefined ? { Origin: BASE } : { Origin: BASE, "Content-Type": "application/json" });
    return this.receive(await call(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  }

  async me() {
    return (await (await this.get("/api/me")).json()) as MeBody;
  }

  download(kind: "worksheet" | "quiz", id: number, key: string = crypto.randomUUID()) {
    return this.post("/api/downloads", { kind, id }, { "Idempotency-Key": key });
  }

  signUp(email: string, password = PASSWORD) {
    return this.post("/api/auth/signup", { email, password });
  }

  logIn(email: string, password = PASSWORD) {
    return this.post("/api/auth/login", { email, password });
  }

  logOut() {
    return this.post("/api/auth/logout", {});
  }

  /** The id of this visitor's session: the SHA-256 of its cookie's token, as the server computes it. */
  async sessionId() {
    if (!this.cookie) throw new Error("no session yet");
    return sha256Hex(this.cookie.split("=")[1]);
  }

  /** The account behind this visitor's session, read from D1 the way the server finds it. */
  async accountId() {
    const row = await env.DB.prepare("SELECT account_id FROM sessions WHERE id = ?")
      .bind(await this.sessionId())
      .first<{ account_id: string }>();
    if (!row) throw new Error("session not in D1");
    return row.account_id;
  }
}

export { BASE };
