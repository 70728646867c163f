/**
 * One request's cookies (docs/decisions/0037): what the browser sent, read by name, and what the
 * answer sets or clears, written once on the way out by the front door
 * (app/lib/http/request-context.server.ts). Every cookie the site writes follows one rule:
 * SameSite=Lax, Path=/ unless the cookie names a narrower path, HttpOnly unless page code must read it,
 * and Secure everywhere but plain http to this machine, where browsers refuse Secure cookies
 * (app/lib/local-http.ts).
 */
import { parse, serialize } from "cookie-es";

export interface CookieOptions {
  /** Seconds until the browser forgets it; 0 clears it. */
  maxAge: number;
  /** A narrower path than the whole site (an assignment's receipt). */
  path?: string;
  /** False only for a cookie that changes nothing on the server if a script reads it. */
  httpOnly?: boolean;
}

export class CookieJar {
  readonly #header: string;
  readonly #isSecure: () => boolean;
  #secure: boolean | undefined;
  #sent: Record<string, string | undefined> | undefined;
  readonly #outgoing = new Map<string, string>();

  /**
   * `header` is the request's Cookie header; `isSecure` answers false only for plain http to this
   * machine, where Secure cookies cannot be set (and `__Host-` names cannot be used). It is asked at
   * most once, and only when a cookie is read by a name that depends on it or written.
   */
  constructor(header: string | null, isSecure: () => boolean) {
    this.#header = header ?? "";
    this.#isSecure = isSecure;
  }

  get secure() {
    return (this.#secure ??= this.#isSecure());
  }

  /** Whether the Cookie header mentions `name=` anywhere, without parsing it: a quick "certainly not sent". */
  mentions(name: string) {
    return this.#header.includes(`${name}=`);
  }

  /** The value the browser sent for `name`, or undefined. */
  get(name: string) {
    // Most requests carry no cookie or none by this name: they skip parsing the header.
    if (!this.mentions(name)) return undefined;
    this.#sent ??= parse(this.#header);
    return this.#sent[name];
  }

  set(name: string, value: string, { maxAge, path = "/", httpOnly = true }: CookieOptions) {
    const cookie = serialize(name, value, { path, httpOnly, sameSite: "lax", maxAge, secure: this.secure });
    // A later write of the same cookie in the same answer replaces the earlier one.
    this.#outgoing.set(`${name};${path}`, cookie);
  }

  /** Tells the browser to forget `name` (at `path`, the one it was set with). */
  clear(name: string, path = "/") {
    this.set(name, "", { maxAge: 0, path });
  }

  /** The Set-Cookie values for the answer, each once: taken, they are not given again. */
  take() {
    const cookies = [...this.#outgoing.values()];
    this.#outgoing.clear();
    return cookies;
  }
}
