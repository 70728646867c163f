/**
 * Rewrites catalogue text into characters the PDF's standard fonts can draw. Helvetica's WinAnsi
 * encoding has ×, ÷, ², ³, °, ±, curly quotes and dashes, but not −, ≈, →, π, √, Greek letters
 * or most super- and subscripts; those become readable ASCII equivalents ("sqrt(41)", "10^-7").
 * Embedding a Unicode font instead would add hundreds of KB to the Worker (docs/decisions/0007).
 */

const REPLACEMENTS: Record<string, string> = {
  "\u2212": "\u2013", // minus sign → en dash, which prints at the same width
  "\u2248": "~",
  "\u2260": "!=",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2194": "<->",
  "\u21d2": "=>",
  "\u221d": "is proportional to",
  "\u221e": "infinity",
  "\u03c0": "pi",
  "\u0394": "Delta ",
  "\u03b4": "delta",
  "\u03bb": "lambda",
  "\u03bc": "\u00b5",
  "\u03b8": "theta",
  "\u03b1": "alpha",
  "\u03b2": "beta",
  "\u03a3": "Sum ",
  "\u03c3": "sigma",
  "\u03a9": "Ohm",
  "\u03c9": "omega",
  "\u02bf": "'",
  "\u02bc": "'",
  "\u2032": "'",
  "\u2033": '"',
  "\u2009": " ",
  "\u202f": " ",
  "\u00a0": " ",
  "\u2011": "-",
  "\u2010": "-",
};

const SUPERSCRIPTS: Record<string, string> = {
  "\u2070": "0",
  "\u00b9": "1",
  "\u00b2": "2",
  "\u00b3": "3",
  "\u2074": "4",
  "\u2075": "5",
  "\u2076": "6",
  "\u2077": "7",
  "\u2078": "8",
  "\u2079": "9",
  "\u207a": "+",
  "\u207b": "-",
  "\u207c": "=",
  "\u207d": "(",
  "\u207e": ")",
  "\u207f": "n",
  "\u2071": "i",
  "\u1d34": "H",
  "\u02b0": "h",
  "\u02e3": "x",
  "\u1d43": "a",
};

const SUBSCRIPTS: Record<string, string> = {
  "\u2080": "0",
  "\u2081": "1",
  "\u2082": "2",
  "\u2083": "3",
  "\u2084": "4",
  "\u2085": "5",
  "\u2086": "6",
  "\u2087": "7",
  "\u2088": "8",
  "\u2089": "9",
  "\u208a": "+",
  "\u208b": "-",
  "\u2091": "e",
  "\u2092": "o",
  "\u2093": "x",
  "\u2095": "h",
  "\u2096": "k",
  "\u2098": "m",
  "\u2099": "n",
  "\u209c": "t",
};

const superscriptRun = new RegExp(`[${Object.keys(SUPERSCRIPTS).join("")}]+`, "g");
const subscriptRun = new RegExp(`[${Object.keys(SUBSCRIPTS).join("")}]+`, "g");
const combiningMarks = /\p{M}/gu;

/** Maps text to characters in `drawable` (the font's character set), never throwing. */
export function toDrawable(text: string, drawable: ReadonlySet<number>) {
  const canDraw = (value: string) => [...value].every((char) => drawable.has(char.codePointAt(0)!));
  return (
    text
      .replace(/[\u221a\u221b]([0-9A-Za-z.,]+|\([^)]*\))?/g, (_, operand: string | undefined) => {
        const name = _.startsWith("\u221a") ? "sqrt" : "cbrt";
        if (!operand) return name;
        return operand.startsWith("(") ? `${name}${operand}` : `${name}(${operand})`;
      })
      // ² and ³ alone are drawable; a run that mixes them with others (10⁻³) is written x^(-3) style.
      .replace(superscriptRun, (run) => (canDraw(run) ? run : `^${[...run].map((char) => SUPERSCRIPTS[char]).join("")}`))
      .replace(subscriptRun, (run, offset: number, whole: string) => {
        const plain = [...run].map((char) => SUBSCRIPTS[char]).join("");
        // Chemical formulas read naturally with plain digits (H2O, CO2); symbols keep an underscore (v_e, m_0).
        return /[A-Z)]/.test(whole[offset - 1] ?? "") && /^\d+$/.test(plain) ? plain : `_${plain}`;
      })
      .replace(/./gsu, (char) => {
        if (drawable.has(char.codePointAt(0)!) || char === "\n") return char;
        const replacement = REPLACEMENTS[char];
        if (replacement !== undefined) return replacement;
        const stripped = char.normalize("NFKD").replace(combiningMarks, "");
        return stripped && canDraw(stripped) ? stripped : "?";
      })
  );
}
