/**
 * Sign up, log in and log out with email and password. Passwords are hashed with PBKDF2-SHA256 at
 * 100,000 iterations, the most production Workers allow (docs/decisions/0005). Login failures say
 * nothing about whether an email exists and are throttled per email and per IP, counted in D1.
 */
import { z } from "zod";
import { createAccountStatements, mergeStatements } from "../ledger/ledger.server";
import { clearedSessionCookie, deleteSessionStatement, getSession, newSession, sessionCookie } from "./session.server";

export const PBKDF2_ITERATIONS = 100_000;
const HASH_PREFIX = "pbkdf2-sha256";

/** Failed logins allowed per window before answering 429. */
export const THROTTLE = { perEmail: 5, perIp: 20, windowSeconds: 15 * 60 };

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

export const SignUpSchema = z.object({
  email,
  password: z
    .string()
    .min(8, "Please choose a password of at least 8 characters.")
    .max(128, "Please keep your password under 128 characters."),
});

export const LogInSchema = z.object({
  email,
  password: z.string().min(1, "Please enter your password.").max(128, "Email or password is incorrect."),
});

export type Credentials = z.infer<typeof SignUpSchema>;
export type FieldErrors = Partial<Record<keyof Credentials, string>>;

export function parseCredentials(
  schema: typeof SignUpSchema | typeof LogInSchema,
  input: unknown,
): { ok: true; credentials: Credentials } | { ok: false; fields: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, credentials: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (key === "email" || key === "password") fields[key] ??= issue.message;
  }
  if (!fields.email && !fields.password) fields.email = "Please enter your email and password.";
  return { ok: false, fields };
}

function toBase64(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string) {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$iterations$salt$hash`, so the cost can be raised later without losing old hashes. */
export async function hashPassword(password: string) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `${HASH_PREFIX}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string) {
  const [prefix, iterations, salt, expected] = stored.split("$");
  if (prefix !== HASH_PREFIX || !iterations || !salt || !expected) return false;
  const actual = await pbkdf2(password, fromBase64(salt), Number(iterations));
  const wanted = fromBase64(expected);
  let difference = actual.length ^ wanted.length;
  for (let i = 0; i < actual.length; i++) difference |= actual[i] ^ (wanted[i] ?? 0);
  return difference === 0;
}

// Verified against when an email is unknown, so both answers take the same time. Made on first
// use: Workers allow no random values at module scope.
let unknownAccountHash: Promise<string> | undefined;

export type AuthResult =
  { ok: true; email: string; setCookie: string } | { ok: false; status: 401 | 409 | 429; error: string; retryAfter?: number };

export const LOGIN_FAILED = "Email or password is incorrect.";

/**
 * Creates a user. An anonymous visitor's account becomes the user's, keeping its balance and
 * owned items; otherwise a new account starts with the free allowance. Either way a new session.
 */
export async function signUp(db: D1Database, request: Request, { email, password }: Credentials): Promise<AuthResult> {
  const current = await getSession(db, request);
  const passwordHash = await hashPassword(password);
  const claim = current && current.email === null;
  const accountId = claim ? current.accountId : crypto.randomUUID();
  const { id, token, statement } = await newSession(db, accountId);
  const taken = { ok: false, status: 409, error: "An account with that email already exists. Log in instead." } as const;
  try {
    const claimed = db
      .prepare("UPDATE accounts SET email = ?, password_hash = ? WHERE id = ? AND email IS NULL")
      .bind(email, passwordHash, accountId);
    const results = await db.batch([
      ...(claim ? [] : createAccountStatements(db, accountId)),
      claimed,
      ...(current ? [deleteSessionStatement(db, current.id)] : []),
      statement,
    ]);
    // Two sign-ups from one anonymous session at once: the first claims the account, the second gets no session.
    if (results[claim ? 0 : 2].meta.changes === 0) {
      await deleteSessionStatement(db, id).run();
      return taken;
    }
  } catch (error) {
    if (String(error).includes("UNIQUE")) return taken;
    throw error;
  }
  return { ok: true, email, setCookie: sessionCookie(request, token) };
}

function clientIp(request: Request) {
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}

/** Counts this attempt against the email and the IP; answers the seconds to wait when over a limit. */
async function countAttempt(db: D1Database, emailAddress: string, ip: string) {
  const now = Math.floor(Date.now() / 1000);
  const cutoff = now - THROTTLE.windowSeconds;
  const upsert = db.prepare(
    `INSERT INTO login_throttle (key, failures, window_start) VALUES (?1, 1, ?2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN window_start <= ?3 THEN 1 ELSE failures + 1 END,
       window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
     RETURNING failures, window_start`,
  );
  const [byEmail, byIp] = await db.batch<{ failures: number; window_start: number }>([
    upsert.bind(`email:${emailAddress}`, now, cutoff),
    upsert.bind(`ip:${ip}`, now, cutoff),
  ]);
  const waits = [
    [byEmail.results[0], THROTTLE.perEmail],
    [byIp.results[0], THROTTLE.perIp],
  ] as const;
  const over = waits
    .filter(([row, limit]) => row.failures > limit)
    .map(([row]) => row.window_start + THROTTLE.windowSeconds - now);
  return over.length ? Math.max(1, ...over) : 0;
}

/**
 * Logs in. An anonymous visitor's owned items move to the account (once); its unused free
 * allowance is dropped. The old session is deleted and a new token issued.
 */
export async function logIn(db: D1Database, request: Request, { email, password }: Credentials): Promise<AuthResult> {
  const ip = clientIp(request);
  const retryAfter = await countAttempt(db, email, ip);
  if (retryAfter > 0) {
    return { ok: false, status: 429, error: "Too many failed attempts. Please wait a few minutes and try again.", retryAfter };
  }
  const account = await db
    .prepare("SELECT id, password_hash FROM accounts WHERE email = ?")
    .bind(email)
    .first<{ id: string; password_hash: string }>();
  const valid = await verifyPassword(
    password,
    account?.password_hash ?? (await (unknownAccountHash ??= hashPassword(crypto.randomUUID()))),
  );
  if (!account || !valid) return { ok: false, status: 401, error: LOGIN_FAILED };

  const current = await getSession(db, request);
  const { token, statement } = await newSession(db, account.id);
  await db.batch([
    db.prepare("DELETE FROM login_throttle WHERE key = ?").bind(`email:${email}`),
    // A successful login is not a failure: take back what this attempt counted against the IP.
    db.prepare("UPDATE login_throttle SET failures = MAX(failures - 1, 0) WHERE key = ?").bind(`ip:${ip}`),
    ...(current && current.email === null && current.accountId !== account.id
      ? mergeStatements(db, { from: current.accountId, into: account.id })
      : []),
    ...(current ? [deleteSessionStatement(db, current.id)] : []),
    statement,
  ]);
  return { ok: true, email, setCookie: sessionCookie(request, token) };
}

/** Deletes the session on the server; the answer's cookie clears it in the browser. */
export async function logOut(db: D1Database, request: Request) {
  const current = await getSession(db, request);
  if (current) await deleteSessionStatement(db, current.id).run();
  return { setCookie: clearedSessionCookie(request) };
}
