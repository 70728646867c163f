/**
 * An inverted index over lowercase search haystacks (docs/decisions/0009): it narrows a substring
 * search to the items that can match without reading every haystack, and for a needle without
 * whitespace it answers exactly. Built once, in one pass of integer work over the characters.
 */

/** The field separator inside a haystack; no needle contains it. */
export const SEPARATOR = "\u0000";

export interface Candidates {
  /** Positions of the haystacks that may match, ascending. */
  positions: Int32Array;
  /** True when every position does match; otherwise each must still be checked with `includes`. */
  certain: boolean;
}

export interface TokenIndex {
  /** Haystacks that may contain `needle` (lowercase, trimmed), or null when the index narrows too little to beat a scan. */
  candidates(needle: string): Candidates | null;
}

/** A piece's union of postings beyond this many entries per haystack costs more than scanning for it. */
const MAX_POSTINGS_PER_HAYSTACK = 4;

/** The characters `/\s/` matches, and the field separator: what ends a token. */
function isBoundary(code: number) {
  if (code <= 32) return code === 32 || code === 0 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return code === 160 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

function grown(array: Int32Array, size: number) {
  const larger = new Int32Array(size);
  larger.set(array);
  return larger;
}

/**
 * Tokens are the runs between whitespace and field separators. A needle without whitespace occurs in
 * a haystack exactly when it occurs inside one of its tokens, so the union of the postings of the
 * tokens that contain it is the exact answer; finding those tokens reads only the distinct tokens,
 * joined into one dictionary string. A needle with spaces must have its first piece end a token, its
 * middle pieces be whole tokens and its last piece start a token, in consecutive tokens: starting
 * from the occurrences of its rarest piece, the token sequence around each is checked for that, and
 * `includes` settles the exact whitespace between them.
 */
export function createTokenIndex(haystacks: readonly string[]): TokenIndex {
  const tokens: string[] = [];
  let slots = new Int32Array(1 << 16).fill(-1);
  let slotHashes = new Int32Array(1 << 16);
  let sequence = new Int32Array(1 << 16);
  let length = 0;
  const sequenceStarts = new Int32Array(haystacks.length + 1);

  function rehash() {
    const oldSlots = slots;
    const oldHashes = slotHashes;
    slots = new Int32Array(oldSlots.length * 2).fill(-1);
    slotHashes = new Int32Array(oldSlots.length * 2);
    for (let slot = 0; slot < oldSlots.length; slot++) {
      if (oldSlots[slot] === -1) continue;
      let next = oldHashes[slot] & (slots.length - 1);
      while (slots[next] !== -1) next = (next + 1) & (slots.length - 1);
      slots[next] = oldSlots[slot];
      slotHashes[next] = oldHashes[slot];
    }
  }

  // Open addressing on an FNV-1a hash of the character codes: no substring per token unless it is new.
  function idOf(haystack: string, start: number, end: number, hash: number) {
    for (let slot = hash & (slots.length - 1); ; slot = (slot + 1) & (slots.length - 1)) {
      const id = slots[slot];
      if (id === -1) {
        tokens.push(haystack.slice(start, end));
        slots[slot] = tokens.length - 1;
        slotHashes[slot] = hash;
        if (tokens.length * 2 > slots.length) rehash();
        return tokens.length - 1;
      }
      if (slotHashes[slot] !== hash || tokens[id].length !== end - start) continue;
      const token = tokens[id];
      let same = true;
      for (let offset = 0; offset < token.length && same; offset++) same = token.charCodeAt(offset) === haystack.charCodeAt(start + offset);
      if (same) return id;
    }
  }

  for (let position = 0; position < haystacks.length; position++) {
    const haystack = haystacks[position];
    let start = -1;
    let hash = 0;
    for (let offset = 0; offset <= haystack.length; offset++) {
      const code = offset < haystack.length ? haystack.charCodeAt(offset) : 32;
      if (isBoundary(code)) {
        if (start === -1) continue;
        if (length === sequence.length) sequence = grown(sequence, length * 2);
        sequence[length++] = idOf(haystack, start, offset, hash);
        start = -1;
      } else {
        if (start === -1) {
          start = offset;
          hash = 0x811c9dc5;
        }
        hash = Math.imul(hash ^ code, 0x01000193);
      }
    }
    sequenceStarts[position + 1] = length;
  }

  // Counting sort of the distinct (haystack, token) pairs into one postings array, ascending per token.
  const postingStarts = new Int32Array(tokens.length + 1);
  const lastSeen = new Int32Array(tokens.length).fill(-1);
  for (let position = 0; position < haystacks.length; position++) {
    for (let at = sequenceStarts[position]; at < sequenceStarts[position + 1]; at++) {
      if (lastSeen[sequence[at]] === position) continue;
      lastSeen[sequence[at]] = position;
      postingStarts[sequence[at] + 1]++;
    }
  }
  for (let id = 0; id < tokens.length; id++) postingStarts[id + 1] += postingStarts[id];
  const postings = new Int32Array(postingStarts[tokens.length]);
  const filled = postingStarts.slice(0, tokens.length);
  lastSeen.fill(-1);
  for (let position = 0; position < haystacks.length; position++) {
    for (let at = sequenceStarts[position]; at < sequenceStarts[position + 1]; at++) {
      if (lastSeen[sequence[at]] === position) continue;
      lastSeen[sequence[at]] = position;
      postings[filled[sequence[at]]++] = position;
    }
  }
  sequence = sequence.slice(0, length);

  // Where each token occurs in the sequence, ascending: a phrase starts from its rarest step's occurrences.
  const occurrenceStarts = new Int32Array(tokens.length + 1);
  for (let at = 0; at < length; at++) occurrenceStarts[sequence[at] + 1]++;
  for (let id = 0; id < tokens.length; id++) occurrenceStarts[id + 1] += occurrenceStarts[id];
  const occurrences = new Int32Array(length);
  const placed = occurrenceStarts.slice(0, tokens.length);
  for (let at = 0; at < length; at++) occurrences[placed[sequence[at]]++] = at;

  const dictionary = tokens.join(SEPARATOR);
  const tokenStarts = new Int32Array(tokens.length + 1);
  for (let id = 0; id < tokens.length; id++) tokenStarts[id + 1] = tokenStarts[id] + tokens[id].length + SEPARATOR.length;
  const maxPostings = MAX_POSTINGS_PER_HAYSTACK * haystacks.length;

  function tokenAt(offset: number) {
    let low = 0;
    let high = tokens.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (tokenStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The token equal to `piece`, found through the build's hash table rather than the dictionary. */
  function tokenEqualTo(piece: string) {
    let hash = 0x811c9dc5;
    for (let offset = 0; offset < piece.length; offset++) hash = Math.imul(hash ^ piece.charCodeAt(offset), 0x01000193);
    for (let slot = hash & (slots.length - 1); slots[slot] !== -1; slot = (slot + 1) & (slots.length - 1)) {
      if (slotHashes[slot] === hash && tokens[slots[slot]] === piece) return [slots[slot]];
    }
    return [];
  }

  function tokensContaining(piece: string) {
    const found: number[] = [];
    for (let at = dictionary.indexOf(piece); at !== -1; ) {
      const id = tokenAt(at);
      found.push(id);
      at = dictionary.indexOf(piece, tokenStarts[id + 1]);
    }
    return found;
  }

  /** The haystacks holding any of the tokens, ascending; null when that is too many postings to merge. */
  function union(ids: number[]) {
    if (ids.length === 1) return postings.subarray(postingStarts[ids[0]], postingStarts[ids[0] + 1]);
    let volume = 0;
    for (const id of ids) volume += postingStarts[id + 1] - postingStarts[id];
    if (volume > maxPostings) return null;
    const marked = new Uint8Array(haystacks.length);
    let total = 0;
    for (const id of ids) {
      for (let entry = postingStarts[id]; entry < postingStarts[id + 1]; entry++) {
        total += 1 - marked[postings[entry]];
        marked[postings[entry]] = 1;
      }
    }
    const positions = new Int32Array(total);
    for (let position = 0, next = 0; next < total; position++) if (marked[position] === 1) positions[next++] = position;
    return positions;
  }

  /** The haystack whose tokens include sequence offset `at`. */
  function haystackAt(at: number) {
    let low = 0;
    let high = haystacks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (sequenceStarts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  function phrase(pieces: string[]): Candidates {
    // Token ids allowed at each step of the phrase: a suffix, whole tokens, then a prefix.
    const steps = pieces.map((piece, step) => {
      const ids = step === 0 ? tokensContaining(piece).filter((id) => tokens[id].endsWith(piece))
        : step === pieces.length - 1 ? tokensContaining(piece).filter((id) => tokens[id].startsWith(piece))
        : tokenEqualTo(piece);
      const allowed = new Uint8Array(tokens.length);
      let seen = 0;
      for (const id of ids) {
        allowed[id] = 1;
        seen += occurrenceStarts[id + 1] - occurrenceStarts[id];
      }
      return { ids, allowed, seen };
    });
    const anchor = steps.reduce((rarest, step, index) => (step.seen < steps[rarest].seen ? index : rarest), 0);

    const marked = new Uint8Array(haystacks.length);
    let total = 0;
    for (const id of steps[anchor].ids) {
      let position = 0;
      for (let entry = occurrenceStarts[id]; entry < occurrenceStarts[id + 1]; entry++) {
        const start = occurrences[entry] - anchor;
        // Occurrences ascend, so the haystack is usually this one or the next few.
        let hops = 0;
        while (sequenceStarts[position + 1] <= occurrences[entry] && hops++ < 4) position++;
        if (sequenceStarts[position + 1] <= occurrences[entry]) position = haystackAt(occurrences[entry]);
        if (marked[position] === 1 || start < sequenceStarts[position] || start + pieces.length > sequenceStarts[position + 1]) continue;
        let step = 0;
        while (step < pieces.length && steps[step].allowed[sequence[start + step]] === 1) step++;
        if (step < pieces.length) continue;
        marked[position] = 1;
        total++;
      }
    }
    const positions = new Int32Array(total);
    for (let position = 0, next = 0; next < total; position++) if (marked[position] === 1) positions[next++] = position;
    return { positions, certain: false };
  }

  return {
    candidates(needle) {
      const pieces = needle.split(/\s+/);
      if (pieces.length === 1) {
        const positions = union(tokensContaining(needle));
        return positions && { positions, certain: true };
      }
      // Whitespace at either end (left by a removed separator) frees that end: the scan handles it.
      if (pieces[0] === "" || pieces[pieces.length - 1] === "") return null;
      return phrase(pieces);
    },
  };
}
