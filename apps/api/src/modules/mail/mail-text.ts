// User-typed text (names, an admin's rejection reason) placed in an e-mail. Two risks:
// - control characters: CR/LF in a subject is header injection; in a body it forges lines; bidi
//   overrides and isolates (U+202A-U+202E, U+2066-U+2069, "Trojan Source") make text read differently
//   from what it is ("\u202Etxt.exe");
// - autolinking: mail clients turn anything that looks like a URL or a domain into a link, so a first
//   name of "evil.com" would arrive as a clickable link in our own e-mail. The standard remedy in
//   e-mail templates is a zero-width non-joiner (U+200C, `&zwnj;`) inside the address: it renders as
//   nothing, and "evil.\u200Ccom" is no longer a domain to a linkifier.

/** C0 and C1 controls (CR, LF, TAB, ESC, NEL...), line and paragraph separators, the BOM. */
const CONTROLS = /[\p{Cc}\u2028\u2029\uFEFF]/gu;
/** Bidirectional marks, embeddings, overrides and isolates. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const ZWNJ = '\u200C';

/** One line of plain text: controls become spaces, bidi characters go, runs of spaces shrink to one. */
export function singleLine(text: string): string {
  return text.replace(BIDI, '').replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Like singleLine, but line breaks survive as "\n" (at most one blank line in a row). */
export function multiLine(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .split('\n')
    .map(singleLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Breaks every would-be URL, domain or address: a ZWNJ after each ".", ":" or "@" inside a word. */
export function unlinkable(text: string): string {
  return text.replace(/([.:@])(?=\S)/g, `$1${ZWNJ}`);
}

/** A user's one-line text (a name) for a mail's subject or body. */
export const userLine = (text: string) => unlinkable(singleLine(text));

/** A user's paragraph text (a reason) for a mail's body. */
export const userParagraph = (text: string) => unlinkable(multiLine(text));
