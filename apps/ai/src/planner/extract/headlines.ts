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
