import type { StructureSpan, ValueSpan } from './spans.ts';

// The shape of a message: quoted text, list items (bullets, numbered lines, "headline 1: …", pipes),
// what a negation or removal covers, and which sentences ask something.

const QUOTE =
  /"([^"\n]{1,200})"|“([^”\n]{1,200})”|«([^»\n]{1,200})»|(?<![\p{L}\p{N}])'([^'\n]{1,120})'(?![\p{L}\p{N}])/gu;

export function quoteSpans(text: string): ValueSpan[] {
  return [...text.matchAll(QUOTE)].map((m) => ({
    kind: 'quote',
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    text: m[0],
    value: (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim(),
  }));
}

const BULLET_LINE = /^[ \t]*([-*•–·]|\d{1,2}[.)]|\(\d{1,2}\))[ \t]+(\S[^\n]*)$/gm;
const LABELLED =
  /\b(?:headline|description|desc|cta|option|line|version|variant)\s?#?(\d{1,2})\s?[:=)-]\s?/gi;
const LINE = /[^\n]+/g;

function item(
  text: string,
  start: number,
  end: number,
  index: number,
  marker: 'bullet' | 'number' | 'pipe' | 'label',
): StructureSpan {
  // Trim the item's own spaces and a trailing comma or semicolon.
  while (start < end && /[\s]/.test(text[start] ?? '')) start++;
  while (end > start && /[\s,;]/.test(text[end - 1] ?? '')) end--;
  return { kind: 'item', start, end, text: text.slice(start, end), index, marker };
}

function bulletItems(text: string): StructureSpan[] {
  const out: StructureSpan[] = [];
  for (const m of text.matchAll(BULLET_LINE)) {
    const end = (m.index ?? 0) + m[0].length;
    const marker = /\d/.test(m[1] ?? '') ? 'number' : 'bullet';
    out.push(item(text, end - (m[2] ?? '').length, end, out.length + 1, marker));
  }
  return out;
}

function labelledItems(text: string): StructureSpan[] {
  const marks = [...text.matchAll(LABELLED)];
  return marks.map((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const next = marks[i + 1]?.index ?? text.length;
    const newline = text.indexOf('\n', start);
    return item(text, start, newline >= 0 && newline < next ? newline : next, Number(m[1]), 'label');
  });
}

function pipeItems(text: string): StructureSpan[] {
  const out: StructureSpan[] = [];
  for (const line of text.matchAll(LINE)) {
    if (!line[0].includes('|')) continue;
    let from = line.index ?? 0;
    const lineEnd = from + line[0].length;
    for (let at = text.indexOf('|', from); from < lineEnd; at = text.indexOf('|', from)) {
      const end = at === -1 || at > lineEnd ? lineEnd : at;
      const piece = item(text, from, end, out.length + 1, 'pipe');
      if (piece.end > piece.start) out.push(piece);
      from = end + 1;
    }
  }
  return out.length >= 2 ? out : [];
}

/** List items of one kind: bullets or numbered lines first, then labelled ones, then pipes. */
export function listItems(text: string): StructureSpan[] {
  const bullets = bulletItems(text);
  if (bullets.length >= 2) return bullets;
  const labelled = labelledItems(text);
  if (labelled.length >= 2) return labelled;
  return pipeItems(text);
}

// A cue before what it removes ("no tiktok", "scrap LinkedIn", "anything but Google") ...
const CUE_BEFORE =
  /\b(?:no|not|without|except|excluding|exclude|drop|remove|scrap|ditch|skip|cut|lose|nix|kill|forget|minus|never|don'?t|do\s+not|no\s+more|(?:anything|everything|all|anywhere)\s+but|other\s+than|apart\s+from|besides|rather\s+than|instead\s+of)\b/gi;
// ... or after it ("we tried tiktok last year, waste of money", "LinkedIn is a no").
const CUE_AFTER =
  /\b(?:waste\s+of\s+(?:money|time)|didn'?t\s+work|did\s+not\s+work|never\s+worked|flopped|(?:is|was)\s+a\s+no|no\s+thanks|not\s+for\s+us)\b/gi;
// Where a scope ends: a clause mark, a dash between words, or "but" turning the sentence.
const CLAUSE_END = /[,;.!?\n]|\s[-–—]\s|\bbut\b/g;

// A negation also stops where the sentence chooses again: "no tablets just desktop and mobile".
const SCOPE_END = /[,;.!?\n]|\s[-–—]\s|\b(?:but|just|only|instead)\b/g;

function clauseEnd(text: string, from: number): number {
  SCOPE_END.lastIndex = from;
  const m = SCOPE_END.exec(text);
  return m ? m.index : text.length;
}

function clauseStart(text: string, before: number): number {
  let start = 0;
  CLAUSE_END.lastIndex = 0;
  for (let m = CLAUSE_END.exec(text); m && m.index < before; m = CLAUSE_END.exec(text))
    start = m.index + m[0].length;
  return start;
}

// A thing named in a complaint is left out: "our signup flow is awful on mobile", "tablets convert
// badly". The complaint judges its own clause, unless the clause chooses ("only", "just", "target").
const COMPLAINT =
  /\b(?:awful|terrible|horrible|bad|badly|broken|sucks?|poor(?:ly)?|crap(?:py)?|clunky|janky|buggy|glitchy|slow|ugly|unusable|a\s+mess|messy|a\s+nightmare|painful|(?:does|do|is|are)(?:\s+not|n'?t)\s+(?:work|convert|load|render|great|good|ready|optimi[sz]ed|supported)|(?:doesn'?t|don'?t|never)\s+(?:work|convert|load|render)|not\s+(?:great|good|ready|optimi[sz]ed|supported))\b/i;
const COMPLAINT_CLAUSE = /[^,;.!?\n()]+/g;
const CLAUSE_WORD = /\b(?:but|because|since|as|cause|cuz|coz|though|although|while|so)\b/gi;
const CHOOSES = /\b(?:only|just|show|run|target)\b/i;

function complaintSpans(text: string): StructureSpan[] {
  const out: StructureSpan[] = [];
  for (const part of text.matchAll(COMPLAINT_CLAUSE)) {
    const from = part.index ?? 0;
    // Clause words split a part further ("mobile only because the site is awful on desktop").
    const cuts = [
      from,
      ...[...part[0].matchAll(CLAUSE_WORD)].map((m) => from + (m.index ?? 0)),
      from + part[0].length,
    ];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const start = cuts[i] as number;
      const end = cuts[i + 1] as number;
      const clause = text.slice(start, end);
      const cue = COMPLAINT.exec(clause);
      if (!cue || CHOOSES.test(clause)) continue;
      out.push({ kind: 'negation', start, end, text: clause, cue: cue[0], scope: { start, end } });
    }
  }
  return out;
}

export function negationSpans(text: string): StructureSpan[] {
  const out: StructureSpan[] = complaintSpans(text);
  for (const m of text.matchAll(CUE_BEFORE)) {
    const end = (m.index ?? 0) + m[0].length;
    const scope = { start: end, end: clauseEnd(text, end) };
    out.push({
      kind: 'negation',
      start: m.index ?? 0,
      end: scope.end,
      text: text.slice(m.index ?? 0, scope.end),
      cue: m[0],
      scope,
    });
  }
  for (const m of text.matchAll(CUE_AFTER)) {
    const cueAt = m.index ?? 0;
    let start = clauseStart(text, cueAt);
    // The cue opens its own clause ("…, waste of money"): it judges the clause before.
    if (/^\s*$/.test(text.slice(start, cueAt))) start = clauseStart(text, Math.max(0, start - 1));
    const scope = { start, end: cueAt };
    const end = cueAt + m[0].length;
    out.push({ kind: 'negation', start, end, text: text.slice(start, end), cue: m[0], scope });
  }
  return out;
}

const SENTENCE = /[^.!?\n]+[.!?]*/g;
const ASKS =
  /^\s*(?:what|how|why|when|where|which|who|can|could|would|should|is|are|do|does|did|will|any\s+idea|any\s+thoughts)\b/i;

export function questionSpans(text: string): StructureSpan[] {
  const out: StructureSpan[] = [];
  for (const m of text.matchAll(SENTENCE)) {
    const sentence = m[0];
    if (!sentence.trimEnd().endsWith('?') && !ASKS.test(sentence)) continue;
    const start = (m.index ?? 0) + (sentence.length - sentence.trimStart().length);
    const end = (m.index ?? 0) + sentence.trimEnd().length;
    out.push({ kind: 'question', start, end, text: text.slice(start, end) });
  }
  return out;
}
