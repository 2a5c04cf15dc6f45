// Text helpers the fact readers share: typed lists, the clause around a span, cutting at a word.

// Separators inside a typed list: "a, b and c", "a / b", "a & b", "#summer #sale".
const SEPARATOR = /\s*(?:,|;|\||\/|&|\band\b|\bor\b|\bplus\b)\s*|\s+(?=#)/gi;

/**
 * The leading items of a typed list, with where the accepted part ends in `region`. Stops at the first
 * piece `accept` refuses (the sentence went on to something else), so only the list is claimed. With
 * `until`, the list ends where that first matches (punctuation, the next instruction).
 */
export function scanList(
  region: string,
  accept: (item: string) => boolean,
  until?: RegExp,
): { items: string[]; end: number } {
  const stop = until ? region.search(until) : -1;
  const list = stop === -1 ? region : region.slice(0, stop);
  const items: string[] = [];
  let end = 0;
  let start = 0;
  const bounds = [...list.matchAll(SEPARATOR)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
  for (let i = 0; i <= bounds.length; i++) {
    const cut = bounds[i]?.[0] ?? list.length;
    const piece = list.slice(start, cut).trim();
    if (piece) {
      if (!accept(piece)) break;
      items.push(piece);
      end = cut;
    }
    start = bounds[i]?.[1] ?? list.length;
  }
  return { items, end };
}

/** The sentence (or clause between semicolons) around a span: list-mode words are judged there. */
export function clauseAt(text: string, start: number, end = start): string {
  const from = Math.max(
    text.lastIndexOf('.', start - 1),
    text.lastIndexOf(';', start - 1),
    text.lastIndexOf('\n', start - 1),
  );
  const stops = ['.', ';', '\n'].map((c) => text.indexOf(c, end)).filter((i) => i !== -1);
  return text.slice(from + 1, stops.length ? Math.min(...stops) : text.length);
}

/** Cuts at a word boundary, so a long text never ends mid-word. */
export function clampText(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : t.slice(0, max)).replace(/[\s,;:–-]+$/, '');
}

/** Text to match literally inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
