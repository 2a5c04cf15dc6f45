// A message as the readers see it. `text` keeps the message's length and positions, but spans that a
// reader has claimed (and quoted copy) are blanked, so no two facts are read from the same words: the
// "€35" of "tCPA €35" is the bid's, never the budget's.

const QUOTED = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»/g;

export interface Quote {
  text: string;
  start: number;
  end: number;
}

export class MessageText {
  /** The message as typed (trimmed, bounded). */
  readonly raw: string;
  /** Quoted strings, in order: copy or a name, read only by the readers that want quotes. */
  readonly quotes: readonly Quote[];
  private masked: string;

  constructor(raw: string) {
    this.raw = raw;
    const quotes: Quote[] = [];
    for (const m of raw.matchAll(QUOTED)) {
      const start = m.index ?? 0;
      quotes.push({ text: m[0].slice(1, -1).trim(), start, end: start + m[0].length });
    }
    this.quotes = quotes;
    this.masked = raw.replace(QUOTED, (q) => ' '.repeat(q.length));
  }

  /** The unclaimed text, quotes blanked; positions match `raw`. */
  get text(): string {
    return this.masked;
  }

  /** Marks raw[start, end) as read. */
  claim(start: number, end: number): void {
    if (end <= start) return;
    this.masked = this.masked.slice(0, start) + ' '.repeat(end - start) + this.masked.slice(end);
  }

  private readonly claimedQuotes = new Set<number>();

  /** Quotes no reader has taken yet. */
  freeQuotes(): Quote[] {
    return this.quotes.filter((q) => !this.claimedQuotes.has(q.start));
  }

  claimQuote(q: Quote): void {
    this.claimedQuotes.add(q.start);
  }

  /** Free quotes one after another from `at`, with only `gap` (separators) before each. */
  quotesFrom(at: number, gap: RegExp): Quote[] {
    const out: Quote[] = [];
    let pos = at;
    for (const q of this.freeQuotes()) {
      if (q.start < pos) continue;
      if (!gap.test(this.raw.slice(pos, q.start))) break;
      out.push(q);
      pos = q.end;
    }
    return out;
  }

  /** Up to `size` characters of unclaimed text before / after a position. */
  before(at: number, size = 30): string {
    return this.masked.slice(Math.max(0, at - size), at);
  }
  after(at: number, size = 30): string {
    return this.masked.slice(at, at + size);
  }
}
