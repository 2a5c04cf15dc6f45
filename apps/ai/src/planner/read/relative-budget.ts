// A budget said relative to the current one: "if we doubled the budget", "cut it in half", "50% more
// spend", "triple the budget". The factor is applied to the draft's budget by the budget fact.

const BUDGET = String.raw`(?:budget|spend|spending|investment)`;
const FACTORS: readonly [RegExp, (m: RegExpMatchArray) => number][] = [
  [
    new RegExp(
      String.raw`\b(?:doubl(?:e|ed|ing)|twice)\b[^.?!]{0,25}\b${BUDGET}\b|\b${BUDGET}\b[^.?!]{0,25}\bdoubl(?:e|ed)\b`,
      'i',
    ),
    () => 2,
  ],
  [
    new RegExp(
      String.raw`\btripl(?:e|ed|ing)\b[^.?!]{0,25}\b${BUDGET}\b|\b${BUDGET}\b[^.?!]{0,25}\btripl(?:e|ed)\b`,
      'i',
    ),
    () => 3,
  ],
  [
    new RegExp(
      String.raw`\b(?:halv(?:e|ed|ing)|cut\s+(?:it|the\s+${BUDGET})\s+in\s+half|half\s+the\s+${BUDGET})\b`,
      'i',
    ),
    () => 0.5,
  ],
  [
    new RegExp(
      String.raw`\b(\d{1,3})\s*(?:%|percent)\s+(more|less|higher|lower|extra)\b[^.?!]{0,20}\b${BUDGET}\b|\b${BUDGET}\b[^.?!]{0,20}\b(?:up|down|by)\s+(\d{1,3})\s*(?:%|percent)`,
      'i',
    ),
    (m) => {
      const pct = Number(m[1] ?? m[3]);
      const down = /less|lower/i.test(m[2] ?? '') || /\bdown\b/i.test(m[0]);
      return down ? 1 - pct / 100 : 1 + pct / 100;
    },
  ],
];

export interface RelativeBudget {
  factor: number;
  start: number;
  end: number;
}

export function readRelativeBudget(text: string): RelativeBudget | null {
  for (const [pattern, factor] of FACTORS) {
    const m = text.match(pattern);
    if (!m) continue;
    const value = factor(m);
    if (!(value > 0) || value > 100) continue;
    const start = m.index ?? 0;
    return { factor: value, start, end: start + m[0].length };
  }
  return null;
}
