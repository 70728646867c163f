import { describe, expect, test } from "vitest";
import { networkOf } from "~/lib/accounts/client-network";

describe("the network a throttle counts a client by", () => {
  test.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3:8d3::/64"],
    ["2001:0DB8:0000:0001:aaaa::1", "2001:db8:0:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:ffff::2", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
    ["::1", "0:0:0:0::/64"],
    ["", "unknown"],
    ["not an address", "not an address"],
  ])("%j counts as %j", (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  test.each([
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::/48"],
    ["2001:db8:85a3:ffff::1", "2001:db8:85a3::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
  ])("counted by /48, %j counts as %j", (address, network) => {
    expect(networkOf(address, 48)).toBe(network);
  });

  test("for the new-visitor allowance every /64 of one /48 is one network (docs/decisions/0028)", () => {
    expect(networkOf("2001:db8:1:2::9", 48)).toBe(networkOf("2001:db8:1:ffff::9", 48));
    expect(networkOf("2001:db8:2:2::9", 48)).not.toBe(networkOf("2001:db8:1:2::9", 48));
  });

  test("every address in one IPv6 /64 is one network; the next /64 is another", () => {
    expect(networkOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(networkOf("2001:db8:1:2::9"));
    expect(networkOf("2001:db8:1:3::9")).not.toBe(networkOf("2001:db8:1:2::9"));
  });
});
