import { describe, expect, test } from "vitest";
import { safeRedirect, sameOriginPath } from "~/lib/site/redirects";

const SITE = "https://studyshelf.test";

describe("where the site may send a visitor", () => {
  test.each([
    ["/account", "/account"],
    ["/worksheet/3?answers=all#q2", "/worksheet/3?answers=all#q2"],
    ["https://studyshelf.test/about", "/about"],
    ["/search term é", "/search%20term%20%C3%A9"],
    // A percent-encoded tab stays encoded: the browser reads it as part of this site's path.
    ["/%09/evil.example", "/%09/evil.example"],
    // The router's data request for a page (a client-side navigation) is read as that page.
    ["/account/assignments/new.data?kind=quiz&id=56&_routes=routes%2Fassignment-new", "/account/assignments/new?kind=quiz&id=56"],
    ["/_.data?_routes=root", "/"],
    ["/quiz/3.data", "/quiz/3"],
  ])("%j stays on the site as %j", (target, path) => {
    expect(sameOriginPath(target, SITE)).toBe(path);
  });

  test.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/.//evil.example",
    "/%2e//evil.example",
    " //evil.example",
    "https://evil.example/account",
    "http://studyshelf.test/account",
    "https://studyshelf.test.evil.example/",
    "https://studyshelf.test@evil.example/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "",
  ])("%j is refused", (target) => {
    expect(sameOriginPath(target, SITE)).toBeNull();
    expect(safeRedirect(target, "/account", SITE)).toBe("/account");
  });

  test("anything but a string is refused", () => {
    for (const value of [null, undefined, 42, ["/account"], { href: "/account" }]) expect(sameOriginPath(value, SITE)).toBeNull();
  });
});
