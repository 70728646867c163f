/**
 * Assignment codes: short enough to read aloud to a class and type on a phone, random enough that
 * nobody finds an assignment by guessing. Eight characters from an alphabet without the look-alikes
 * 0/O and 1/I/L (and U, so no accidental words), in upper case only: about 39 bits per code.
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 8;

/** The largest multiple of the alphabet's size below 256: bytes at or above it are drawn again, so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % CODE_ALPHABET.length);

export function generateCode(): string {
  let code = "";
  while (code.length < CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(CODE_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/**
 * A code as a student types it ("abcd efgh", "ABCD-EFGH") in its stored form, or null when it
 * cannot be one. Only separators and case are forgiven: a look-alike is not silently changed into
 * another code's character.
 */
export function normalizeCode(typed: string | undefined | null): string | null {
  if (typeof typed !== "string" || typed.length > 40) return null;
  const code = typed.replace(/[\s-]+/g, "").toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** "ABCDEFGH" as "ABCD EFGH": two groups of four are easier to read out and copy. */
export function formatCode(code: string) {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

/** Where a student takes the assignment. */
export function assignmentPath(code: string) {
  return `/a/${code}`;
}

/** Where its owner sees the results. */
export function resultsPath(code: string) {
  return `/account/assignments/${code}`;
}

/** Where its owner prints a slip with the code and the address for the board. */
export function slipPath(code: string) {
  return `/account/assignments/${code}/slip`;
}
