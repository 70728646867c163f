/**
 * Search, filter and paging over catalogue items (spec sections 4, 5 and 9; DESIGN.md section 3).
 * Pure and synchronous so the same code serves loaders, the JSON API, the tests and the benchmark.
 * Small catalogues are scanned; large ones get a token index (docs/decisions/0004) with the same results.
 */
export const PAGE_SIZE = 12;
export const ALL = "all";

export interface Searchable {
  id: number;
  title: string;
  description: string;
  subject: string;
  category: string;
  difficulty: string | null;
  questions: ReadonlyArray<{ question: string; answer: string }>;
}

export interface SearchQuery {
  q?: string;
  subject?: string;
  category?: string;
  difficulty?: string;
  page?: number;
}

export interface SearchResult<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

export interface SearchIndex<T extends Searchable> {
  /** Items newest first (descending id). */
  readonly items: readonly T[];
  readonly subjects: readonly string[];
  readonly categories: readonly string[];
  readonly difficulties: readonly string[];
  /** Every match, newest first. */
  match(query: Omit<SearchQuery, "page">): T[];
  /** One page of matches, newest first. */
  search(query: SearchQuery): SearchResult<T>;
}

/** A field separator no query can contain, so a match never spans two fields. */
const SEPARATOR = "\u0000";
/** Below this many items a scan answers in well under a millisecond, so no index is built. */
export const INDEX_FROM_ITEMS = 1000;
/** One- and two-letter needles match nearly every item: scanning finds each hit at once. */
const MIN_INDEXED_NEEDLE = 3;

export interface SearchIndexOptions {
  /** Build the token index (lazily, on the first text search) once the catalogue has this many items. */
  indexFromItems?: number;
}

export function pageCount(total: number) {
  return Math.ceil(total / PAGE_SIZE);
}

export function isActiveFilter(value: string | undefined): value is string {
  return value !== undefined && value !== "" && value !== ALL;
}

function haystackOf(item: Searchable) {
  const parts = [item.title, item.description];
  for (const { question, answer } of item.questions) parts.push(question, answer);
  return parts.join(SEPARATOR).toLowerCase();
}

function distinctSorted(values: Iterable<string | null>) {
  return [...new Set([...values].filter((value): value is string => value !== null))].sort((a, b) =>
    a.localeCompare(b),
  );
}

export interface TokenIndex {
  /** Positions (ascending) of the haystacks with a token that contains `piece`, which holds no whitespace. */
  containing(piece: string): Int32Array;
}

/**
 * An inverted index from each distinct token to the haystacks holding it. Looking a piece up scans the
 * distinct tokens (a few hundred kilobytes even at 50,000 items) instead of every haystack, and
 * because a piece without whitespace lies inside one token, the union of those tokens' postings is
 * exactly the set of haystacks that contain the piece. Built with integer hashing over character
 * codes: splitting into strings and keying a Map costs ten times as much at 50,000 items.
 */
export function createTokenIndex(haystacks: readonly string[]): TokenIndex {
  const tokens: string[] = [];
  let slots = new Int32Array(1 << 16).fill(-1);
  let slotHashes = new Int32Array(1 << 16);
  let docTokens = new Int32Array(1 << 16);
  let pairs = 0;
  const lastSeen: number[] = [];
  const docStarts = new Int32Array(haystacks.length + 1);

  function grow() {
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

  function idOf(haystack: string, start: number, end: number, hash: number) {
    for (let slot = hash & (slots.length - 1); ; slot = (slot + 1) & (slots.length - 1)) {
      const id = slots[slot];
      if (id === -1) {
        tokens.push(haystack.slice(start, end));
        lastSeen.push(-1);
        slots[slot] = tokens.length - 1;
        slotHashes[slot] = hash;
        if (tokens.length * 2 > slots.length) grow();
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
        const id = idOf(haystack, start, offset, hash);
        start = -1;
        if (lastSeen[id] === position) continue;
        lastSeen[id] = position;
        if (pairs === docTokens.length) {
          const larger = new Int32Array(pairs * 2);
          larger.set(docTokens);
          docTokens = larger;
        }
        docTokens[pairs++] = id;
      } else {
        if (start === -1) {
          start = offset;
          hash = 0x811c9dc5;
        }
        hash = Math.imul(hash ^ code, 0x01000193);
      }
    }
    docStarts[position + 1] = pairs;
  }

  // Counting sort of the (item, token) pairs into one postings array, items ascending per token.
  const postingStarts = new Int32Array(tokens.length + 1);
  for (let pair = 0; pair < pairs; pair++) postingStarts[docTokens[pair] + 1]++;
  for (let id = 0; id < tokens.length; id++) postingStarts[id + 1] += postingStarts[id];
  const postings = new Int32Array(pairs);
  const filled = postingStarts.slice(0, tokens.length);
  for (let position = 0; position < haystacks.length; position++) {
    for (let pair = docStarts[position]; pair < docStarts[position + 1]; pair++) postings[filled[docTokens[pair]]++] = position;
  }

  // Every token in one string: a single indexOf loop finds all tokens holding a piece.
  const dictionary = tokens.join(SEPARATOR);
  const tokenStarts = new Int32Array(tokens.length + 1);
  for (let id = 0; id < tokens.length; id++) tokenStarts[id + 1] = tokenStarts[id] + tokens[id].length + SEPARATOR.length;

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

  return {
    containing(piece) {
      const found: number[] = [];
      for (let at = dictionary.indexOf(piece); at !== -1; ) {
        const id = tokenAt(at);
        found.push(id);
        at = dictionary.indexOf(piece, tokenStarts[id + 1]);
      }
      if (found.length === 1) return postings.subarray(postingStarts[found[0]], postingStarts[found[0] + 1]);
      const marked = new Uint8Array(haystacks.length);
      let total = 0;
      for (const id of found) {
        for (let entry = postingStarts[id]; entry < postingStarts[id + 1]; entry++) {
          if (marked[postings[entry]] === 0) {
            marked[postings[entry]] = 1;
            total++;
          }
        }
      }
      const positions = new Int32Array(total);
      for (let position = 0, next = 0; next < total; position++) if (marked[position] === 1) positions[next++] = position;
      return positions;
    },
  };
}

/** The characters String.prototype.split(/\s/) treats as whitespace, and the field separator. */
function isBoundary(code: number) {
  if (code <= 32) return code === 32 || code === 0 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return code === 160 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** Positions in both ascending lists. */
function intersect(a: Int32Array, b: Int32Array) {
  const both: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      both.push(a[i]);
      i++;
      j++;
    }
  }
  return Int32Array.from(both);
}

export function createSearchIndex<T extends Searchable>(
  source: readonly T[],
  { indexFromItems = INDEX_FROM_ITEMS }: SearchIndexOptions = {},
): SearchIndex<T> {
  const items = [...source].sort((a, b) => b.id - a.id);
  const haystacks = items.map(haystackOf);
  const indexed = items.length >= indexFromItems;
  let tokenIndex: TokenIndex | undefined;

  /**
   * Positions that may match `needle`, newest first, and whether each is certain to. One piece is
   * answered exactly by the token index; a needle with spaces needs every piece in the same item,
   * which is necessary but not sufficient, so those candidates are checked against the haystack.
   */
  function candidates(needle: string) {
    tokenIndex ??= createTokenIndex(haystacks);
    const pieces = needle.split(/\s+/);
    const lists = pieces.map((piece) => tokenIndex!.containing(piece)).sort((a, b) => a.length - b.length);
    return { positions: lists.reduce(intersect), certain: pieces.length === 1 };
  }

  function match({ q, subject, category, difficulty }: Omit<SearchQuery, "page">) {
    const needle = (q ?? "").trim().toLowerCase().replaceAll(SEPARATOR, "");
    const useIndex = indexed && needle.length >= MIN_INDEXED_NEEDLE;
    const { positions, certain } = useIndex ? candidates(needle) : { positions: null, certain: false };
    const matches: T[] = [];
    const count = positions ? positions.length : items.length;
    for (let next = 0; next < count; next++) {
      const index = positions ? positions[next] : next;
      const item = items[index];
      if (isActiveFilter(subject) && item.subject !== subject) continue;
      if (isActiveFilter(category) && item.category !== category) continue;
      if (isActiveFilter(difficulty) && item.difficulty !== difficulty) continue;
      if (needle && !certain && !haystacks[index].includes(needle)) continue;
      matches.push(item);
    }
    return matches;
  }

  return {
    items,
    subjects: distinctSorted(items.map((item) => item.subject)),
    categories: distinctSorted(items.map((item) => item.category)),
    difficulties: distinctSorted(items.map((item) => item.difficulty)),
    match,
    search({ page = 1, ...query }) {
      const matches = match(query);
      const start = (page - 1) * PAGE_SIZE;
      return {
        items: matches.slice(start, start + PAGE_SIZE),
        total: matches.length,
        page,
        pages: pageCount(matches.length),
        pageSize: PAGE_SIZE,
      };
    },
  };
}
