/**
 * Whether a password is one of the most common ones, by Mozilla's list for Firefox Accounts
 * (fxa-common-password-list on npm: the most common passwords of 8 or more characters from a
 * 10-million-password leak corpus). Loaded on first use, so pages that never check a password do not
 * pay for decoding it.
 */
let list: Promise<{ test(password: string): boolean }> | undefined;

export async function isCommonPassword(password: string) {
  list ??= import("fxa-common-password-list").then((module) => module.default);
  const common = await list;
  return common.test(password) || common.test(password.toLowerCase());
}
