import { describe, expect, test } from "vitest";
import { CookieJar } from "~/lib/cookie-jar";

/** Each Set-Cookie value as its name=value and its attributes, sorted: their order is not the rule. */
const parts = (cookies: string[]) => cookies.map((cookie) => cookie.split("; ").sort());

describe("a request's cookie jar", () => {
  test("reads what the browser sent by name", () => {
    const jar = new CookieJar("a=1; session=tok; welcome_dismissed=1", () => true);
    expect(jar.get("session")).toBe("tok");
    expect(jar.get("welcome_dismissed")).toBe("1");
    expect(jar.get("missing")).toBeUndefined();
    expect(new CookieJar(null, () => true).get("session")).toBeUndefined();
  });

  test("writes every cookie by one rule: SameSite=Lax, Path=/, HttpOnly unless asked, Secure unless local http", () => {
    const secure = new CookieJar(null, () => true);
    secure.set("a", "1", { maxAge: 60 });
    secure.set("b", "2", { maxAge: 60, httpOnly: false, path: "/a/ABC" });
    expect(parts(secure.take())).toEqual([
      ["HttpOnly", "Max-Age=60", "Path=/", "SameSite=Lax", "Secure", "a=1"],
      ["Max-Age=60", "Path=/a/ABC", "SameSite=Lax", "Secure", "b=2"],
    ]);
    const local = new CookieJar(null, () => false);
    local.clear("a");
    expect(parts(local.take())).toEqual([["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax", "a="]]);
  });

  test("a cookie set twice goes out once, with its last value, and what is taken is not given again", () => {
    const jar = new CookieJar(null, () => true);
    jar.set("session", "old", { maxAge: 60 });
    jar.clear("session");
    expect(parts(jar.take())).toEqual([["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax", "Secure", "session="]]);
    expect(jar.take()).toEqual([]);
  });

  test("whether the request is secure is asked only when a cookie is written, and once", () => {
    let asked = 0;
    const jar = new CookieJar("welcome_dismissed=1", () => {
      asked += 1;
      return true;
    });
    expect(jar.get("welcome_dismissed")).toBe("1");
    expect(jar.mentions("session")).toBe(false);
    expect(asked).toBe(0);
    jar.set("a", "1", { maxAge: 60 });
    jar.set("b", "2", { maxAge: 60 });
    expect(asked).toBe(1);
  });
});
