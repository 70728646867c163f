/**
 * Who one request comes from (docs/decisions/0037): their session and account, looked up at most
 * once per request and only when they send a session cookie (an anonymous page costs no D1 query),
 * their cookies, and the network throttles count them by. The front door makes one per request
 * (app/lib/http/request-context.server.ts); domain code takes it instead of the request.
 *
 * Two lookups of the same session, each made at most once: `session()` as the request's reads see
 * it (for a GET, a replica near the visitor no older than their last write, docs/decisions/0018),
 * for what is only shown; and `currentSession()` on the primary, for what acts or reveals on the
 * session's word (spending, paying, personal pages and data). A request that is not a GET reads the
 * primary anyway: there the two are one lookup.
 */
import type { CookieJar } from "../cookie-jar";
import type { Database } from "../database.server";
import { sha256Hex } from "../encoding";
import { networkOf, type Ipv6Prefix } from "./client-network";
import { clearSessionCookie, findSession, sessionToken, setSessionCookie, signedIn, type Session } from "./session.server";

export interface VisitorSources {
  cookies: CookieJar;
  /** The client's address as Cloudflare saw it (CF-Connecting-IP), or "" when there is none. */
  address: string;
  /** The primary database: what must be current is read here. */
  primary: Database;
  /** Where lag-tolerant lookups read, or null when the request reads the primary. Called at most once. */
  nearby: (() => Database) | null;
}

export class Visitor {
  readonly cookies: CookieJar;
  readonly #sources: VisitorSources;
  #nearbySession: Promise<Session | null> | undefined;
  #currentSession: Promise<Session | null> | undefined;

  constructor(sources: VisitorSources) {
    this.#sources = sources;
    this.cookies = sources.cookies;
  }

  /** Whether the browser sent a well-formed session cookie; asks no database. */
  hasSessionCookie() {
    return sessionToken(this.cookies) !== null;
  }

  /** The id (token hash) of the session the cookie names, without reading D1; null without a cookie. */
  async sessionId() {
    const token = sessionToken(this.cookies);
    return token ? sha256Hex(token) : null;
  }

  /** The visitor's live session as the request's reads see it, or null. For what is shown, not acted on. */
  session(): Promise<Session | null> {
    const { nearby } = this.#sources;
    if (!nearby) return this.currentSession();
    return (this.#nearbySession ??= this.#lookUp(nearby));
  }

  /** The visitor's live session on the primary, or null: for spending, paying and personal data. */
  currentSession(): Promise<Session | null> {
    return (this.#currentSession ??= this.#lookUp(() => this.#sources.primary));
  }

  /** `session()` when the visitor has signed up and is logged in; null for anonymous visitors. */
  async signedIn() {
    return signedIn(await this.session());
  }

  /** `currentSession()` when the visitor has signed up and is logged in; null for anonymous visitors. */
  async currentSignedIn() {
    return signedIn(await this.currentSession());
  }

  /** The network throttles count this visitor by (IPv6 by its /64, or by /48: client-network.ts). */
  network(bits: Ipv6Prefix = 64) {
    return networkOf(this.#sources.address, bits);
  }

  /** This device is now signed in to `session`: its cookie goes out with the answer, and this request sees it. */
  signIn(session: Session, token: string) {
    setSessionCookie(this.cookies, token);
    this.#settle(session);
  }

  /** This device's session has ended: the answer clears its cookie, and this request sees no session. */
  signOut() {
    clearSessionCookie(this.cookies);
    this.#settle(null);
  }

  #settle(session: Session | null) {
    this.#currentSession = Promise.resolve(session);
    this.#nearbySession = this.#currentSession;
  }

  async #lookUp(database: () => Database) {
    const token = sessionToken(this.cookies);
    return token ? findSession(database(), token) : null;
  }
}
