/** A browser-like client for Worker tests: keeps the session cookie between calls. */
import { env } from "cloudflare:workers";
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

export class Visitor {
  cookie: string | null = null;

  constructor(readonly ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`) {}

  private remember(response: Response) {
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) {
      const [pair] = setCookie.split(";");
      this.cookie = pair.endsWith("=") ? null : pair;
    }
    return response;
  }

  private headers(extra: Record<string, string> = {}) {
    return { "CF-Connecting-IP": this.ip, ...(this.cookie ? { Cookie: this.cookie } : {}), ...extra };
  }

  async get(path: string) {
    return this.remember(await call(path, { headers: this.headers() }));
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.remember(await postJson(path, body, this.headers(headers)));
  }

  /** Any method, with this visitor's cookie; a body is sent as JSON. */
  async send(method: string, path: string, body?: unknown) {
    const headers = this.headers(body === undefined ? { Origin: BASE } : { Origin: BASE, "Content-Type": "application/json" });
    return this.remember(await call(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  }

  async me() {
    return (await (await this.get("/api/me")).json()) as MeBody;
  }

  download(kind: "worksheet" | "quiz", id: number, key: string = crypto.randomUUID()) {
    return this.post("/api/downloads", { kind, id }, { "Idempotency-Key": key });
  }

  signUp(email: string, password = "correct horse battery") {
    return this.post("/api/auth/signup", { email, password });
  }

  logIn(email: string, password = "correct horse battery") {
    return this.post("/api/auth/login", { email, password });
  }

  logOut() {
    return this.post("/api/auth/logout", {});
  }

  /** The account behind this visitor's session, read from D1 the way the server finds it. */
  async accountId() {
    if (!this.cookie) throw new Error("no session yet");
    const token = this.cookie.split("=")[1];
    const row = await env.DB.prepare("SELECT account_id FROM sessions WHERE id = ?")
      .bind(await sha256Hex(token))
      .first<{ account_id: string }>();
    if (!row) throw new Error("session not in D1");
    return row.account_id;
  }
}

export { BASE };
