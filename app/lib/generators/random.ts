/**
 * The seeded choices a generator makes. A sheet is a pure function of (generator, level, seed): the
 * seed code in the page's URL and the sheet's footer names one sheet on every platform, because the
 * stream is pure-rand's xoroshiro128+ over 32-bit integers (no floating point, no Math.random).
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/** A seed code: 1 to 8 lowercase letters or digits, read as a base-36 number. */
export const SEED_PATTERN = /^[0-9a-z]{1,8}$/;

export function isSeed(text: string) {
  return SEED_PATTERN.test(text);
}

/** A 32-bit integer from text (FNV-1a), so the generator, the level and the seed each move the stream. */
function hash32(text: string) {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash | 0;
}

export class Random {
  private readonly rng;

  constructor(...parts: readonly string[]) {
    this.rng = xoroshiro128plus(hash32(parts.join("\u0000")));
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number) {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max)
      throw new RangeError(`no integer in [${min}, ${max}]`);
    return uniformInt(this.rng, min, max);
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new RangeError("nothing to pick from");
    return list[this.int(0, list.length - 1)];
  }

  /** A copy of `list` in a random order (Fisher–Yates). */
  shuffle<T>(list: readonly T[]): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /**
   * Draws until `make` gives a value not seen before (by `key`), so a sheet never repeats an item.
   * Generators keep their ranges wide enough that this ends quickly; a range too narrow is a bug
   * the property tests find.
   */
  distinct<T>(count: number, make: () => T, key: (value: T) => string = String, seen = new Set<string>()): T[] {
    const values: T[] = [];
    for (let tries = 0; values.length < count; tries++) {
      if (tries > 1000 * count) throw new Error(`could not draw ${count} distinct values`);
      const value = make();
      const id = key(value);
      if (seen.has(id)) continue;
      seen.add(id);
      values.push(value);
    }
    return values;
  }
}

/** A seed code made from text, the same every time (a student's own version of an assignment). */
export function seedFrom(text: string) {
  return (hash32(text) >>> 0).toString(36);
}

/** A fresh seed code for "New version": 6 base-36 characters from the platform's random source. */
export function newSeed() {
  const bytes = crypto.getRandomValues(new Uint32Array(1));
  return (bytes[0] % 36 ** 6).toString(36).padStart(6, "0");
}
