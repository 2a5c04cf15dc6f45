export interface NameMention {
  name: string;
  start: number;
  end: number;
}

/** The draft schema's limit. */
export const NAME_MAX_LENGTH = 120;

const STRONG =
  /\b(?:called|named|titled|call\s+(?:it|the\s+campaign)|name\s+(?:it|the\s+campaign)|campaign\s+name\b(?:\s+is|\s*:)?)\s*(?:"([^"\n]+)"|“([^”\n]+)”|'([^'\n]+)'|([^\n]+))/i;
// Where an unquoted name stops: punctuation or the words that start the next part of the sentence.
const TERMINATOR =
  /[,.;!?\n(]|\s+(?:for|with|on|in|targeting|aimed|that|which|and|using|budget|objective|starting|from|via|at|about|around|focused|focusing|across)\b/i;
const QUOTED_ANY = /^\s*(?:"([^"\n]+)"|“([^”\n]+)”)/;
// A short answer is a name only if it does not read like a sentence or a reply.
const NOT_A_NAME =
  /\b(?:i|i'm|i'd|we|we're|want|wanna|create|make|build|start|help|need|please|let's|lets|can|could|would|should|what|how|why|hi|hello|hey|thanks|thank|campaign|yes|no|nope|ok|okay|sure|next|back|approve|reject|modify|skip|continue|sounds|looks|good|great|fine|perfect|thanks)\b/i;

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH).trim();

function cutAtTerminator(raw: string): string {
  const stop = raw.search(TERMINATOR);
  return stop === -1 ? raw : raw.slice(0, stop);
}

/** "called Spring Sale", "named “Q3 Push”", "name it Summer Launch". */
export function extractStrongName(text: string): NameMention | null {
  const m = text.match(STRONG);
  if (!m) return null;
  const quoted = m[1] ?? m[2] ?? m[3];
  const raw = quoted ?? cutAtTerminator(m[4] ?? '');
  const name = tidy(raw);
  if (name.length < 2) return null;
  const matchEnd = (m.index ?? 0) + m[0].length;
  // The span covers the quotes too, so the name is not read again as a headline.
  if (quoted) return { name, start: matchEnd - quoted.length - 2, end: matchEnd };
  const start = matchEnd - (m[4] ?? '').length;
  return { name, start, end: start + raw.length };
}

/**
 * A bare answer to "what should we call it?": a quoted string, or the first phrase of a short message
 * ("Spring Sale for sales" -> "Spring Sale") that does not read like a sentence.
 */
export function extractLooseName(text: string): NameMention | null {
  const q = text.match(QUOTED_ANY);
  if (q) {
    const name = tidy(q[1] ?? q[2] ?? '');
    return name.length >= 2 ? { name, start: q[0].indexOf(name), end: q[0].length } : null;
  }
  const start = text.length - text.trimStart().length;
  const raw = cutAtTerminator(text.trimStart());
  // "Spring Sale campaign" names "Spring Sale".
  const name = tidy(raw.replace(/\s+campaign\s*$/i, ''));
  const words = name.split(' ').length;
  if (name.length < 2 || words > 6 || NOT_A_NAME.test(name) || /\?/.test(text)) return null;
  return { name, start, end: start + raw.length };
}
