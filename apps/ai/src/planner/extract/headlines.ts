// Headlines are the only free text the planner copies verbatim, so they come from quotes or an explicit
// "headline:" label, never from the rest of a sentence.

/** The draft schema's headline limit. */
export const HEADLINE_MAX_LENGTH = 150;
export const HEADLINES_MAX = 15;

const QUOTED = /"([^"\n]+)"|“([^”\n]+)”|«([^»\n]+)»/g;
const LABELLED = /\bheadlines?\s*(?:\d+\s*)?[:=-]\s*([^\n"“]+)/gi;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Cuts at a word boundary so a long headline never ends mid-word. */
export function clampHeadline(text: string, max = HEADLINE_MAX_LENGTH): string {
  const t = clean(text);
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : t.slice(0, max)).replace(/[\s,;:–-]+$/, '');
}

/**
 * Quoted strings ("..." or “...”) and "headline: ..." lines; each trimmed, capped at the schema's length,
 * duplicates (case-insensitive) dropped, at most 15. `skip` removes text already used (the campaign name).
 */
export function extractHeadlines(text: string, skip: readonly string[] = []): string[] {
  const found: string[] = [];
  const add = (raw: string | undefined) => {
    if (!raw) return;
    const h = clampHeadline(raw);
    if (h.length < 2 || skip.some((s) => s.toLowerCase() === h.toLowerCase())) return;
    if (!found.some((f) => f.toLowerCase() === h.toLowerCase())) found.push(h);
  };
  for (const m of text.matchAll(QUOTED)) add(m[1] ?? m[2] ?? m[3]);
  if (found.length === 0) {
    for (const m of text.matchAll(LABELLED)) for (const part of (m[1] ?? '').split(/\s*[|;]\s*/)) add(part);
  }
  return found.slice(0, HEADLINES_MAX);
}

// --- reading headline lists and edits ---------------------------------------------------------------

/** Where an unquoted headline ends: a sentence end, a new line, or where the message moves to other copy. */
const LINE_END =
  /[.!?](?=\s|$)|\n|,?\s+(?:and\s+)?(?=(?:ctas?|calls?\s+to\s+action|buttons?|desc(?:ription)?s?|ad\s+(?:text|description|body|copy)|body\s+(?:text|copy)|primary\s+text|budget|objective|kpi|platforms?|targeting)\b\s*(?::|=|-\s|\bis\b|[A-Z"“']))|,\s+(?=(?:ctas?|desc(?:ription)?s?|budget)\b)/i;

/** The text of one unquoted headline list ("A / B | C; D"), cut where it ends; [parts, length used]. */
export function splitHeadlineList(body: string): { parts: string[]; used: number } {
  const stop = body.search(LINE_END);
  const text = stop === -1 ? body : body.slice(0, stop);
  const parts = text
    .split(/\s*[|;]\s*|\s+\/\s+/)
    .map((p) =>
      clean(p)
        .replace(/[.,;:]+$/, '')
        .replace(/^'([^']+)'$/, '$1'),
    )
    .filter((p) => p.length >= 2);
  return { parts, used: text.length };
}

const NUMBERED_ITEM = /(?:^|\s)(?:#?\d{1,2}[.):]|\(\d{1,2}\))\s+/g;

/** "1) A 2) B 3) C" or "1. A\n2. B": the items of a numbered list of at least two, in order. */
export function numberedItems(text: string): { items: string[]; start: number; end: number } | null {
  const marks = [...text.matchAll(NUMBERED_ITEM)];
  // Consecutive numbers from 1: "1) ... 2) ..." (a lone "1." or a price is not a list).
  const seq: RegExpMatchArray[] = [];
  for (const m of marks) {
    const n = Number(m[0].replace(/\D/g, ''));
    if (n === seq.length + 1) seq.push(m);
    else if (n === 1) seq.splice(0, seq.length, m);
  }
  if (seq.length < 2) return null;
  const items: string[] = [];
  for (let i = 0; i < seq.length; i++) {
    const from = (seq[i]?.index ?? 0) + (seq[i]?.[0].length ?? 0);
    const to = i + 1 < seq.length ? (seq[i + 1]?.index ?? text.length) : text.length;
    let item = text.slice(from, to);
    if (i === seq.length - 1) item = item.split(/\n|[.!?]\s/)[0] ?? item;
    const h = clean(item).replace(/[.,;:]+$/, '');
    if (h.length >= 2) items.push(h);
  }
  const start = seq[0]?.index ?? 0;
  const last = items.at(-1) ?? '';
  const end = text.indexOf(last, seq.at(-1)?.index ?? 0) + last.length;
  return items.length >= 2 ? { items, start, end } : null;
}

// "- A", "• A", "* A" at the start of a line.
const BULLET = /^[ \t]*[-•*–·▪][ \t]+(\S.*)$/;
// "use:", "use these instead:", "go with mine:", "my own:": the advertiser's own lines follow.
const OWN_LIST =
  /\b(?:use|go\s+with|try|take|run\s+with|stick\s+with)\b[^:\n]{0,30}:[ \t]*|\b(?:mine|my\s+own(?:\s+\w+)?|ours|our\s+own(?:\s+\w+)?|these\s+instead)[ \t]*:[ \t]*/i;

const tidy = (line: string) =>
  clean(line)
    .replace(/[.,;:]+$/, '')
    .replace(/^["“']|["”']$/g, '');

/**
 * The advertiser's own lines in list form: bullets ("- A\n- B", "• A\n• B"), or the lines after
 * "use:" / "go with mine:" (one a line, or split by ";" or "|"). At least two; null otherwise.
 */
export function listedLines(text: string): { items: string[]; start: number; end: number } | null {
  const items: string[] = [];
  let start = -1;
  let end = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    const m = BULLET.exec(line);
    if (m?.[1]) {
      if (start < 0) start = offset;
      items.push(tidy(m[1]));
      end = offset + line.length;
    }
    offset += line.length + 1;
  }
  if (items.filter((i) => i.length >= 2).length >= 2)
    return { items: items.filter((i) => i.length >= 2), start, end };
  const label = OWN_LIST.exec(text);
  if (!label) return null;
  const from = label.index + label[0].length;
  const body = text.slice(from);
  const rows = body
    .split('\n')
    .map(tidy)
    .filter((r) => r.length >= 2);
  const listed = rows.length >= 2 ? rows : (rows[0] ?? '').split(/\s*[|;]\s*/).map(tidy);
  const kept = listed.filter((r) => r.length >= 2);
  return kept.length >= 2 ? { items: kept, start: label.index, end: text.length } : null;
}

export const ORDINAL = String.raw`(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|top|bottom|(?:number|no\.?|#)\s*\d{1,2})`;
const ORDINAL_INDEX: Readonly<Record<string, number>> = {
  first: 0,
  '1st': 0,
  top: 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  last: -1,
  bottom: -1,
};

/** The list index an ordinal names (-1 for the last); null when it names none. */
export function ordinalIndex(word: string, length: number): number | null {
  const w = word.toLowerCase().replace(/\s+/g, '');
  const n = /\d/.test(w) ? Number(w.replace(/\D/g, '')) - 1 : ORDINAL_INDEX[w];
  if (n === undefined || Number.isNaN(n)) return null;
  const at = n < 0 ? length + n : n;
  return at >= 0 && at < length ? at : null;
}

const STOP = new Set([
  'that',
  'this',
  'with',
  'from',
  'your',
  'ours',
  'they',
  'them',
  'have',
  'were',
  'replace',
  'change',
  'swap',
  'headline',
  'headlines',
  'line',
  'offer',
  'dont',
  "don't",
]);
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}%$€£]+/u)
    .filter((w) => w.length >= 4 && !STOP.has(w));

/** "replace that one": the only line that shares words with the rest of the message; null if unclear. */
export function referencedLine(lines: readonly string[], context: string): number | null {
  const said = new Set(words(context));
  const scores = lines.map((l) => words(l).filter((w) => said.has(w)).length);
  const best = Math.max(0, ...scores);
  if (best === 0) return lines.length === 1 ? 0 : null;
  return scores.filter((s) => s === best).length === 1 ? scores.indexOf(best) : null;
}
