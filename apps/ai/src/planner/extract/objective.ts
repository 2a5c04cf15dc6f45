import type { Objective } from '@northstar/shared/campaign/draft';

export interface ObjectiveMention {
  objective: Objective;
  start: number;
  end: number;
  /** Said as the objective ("objective: leads", "goal is sales"), not just a word in passing. */
  explicit: boolean;
}

// "we sell CBD oils" says what the business is, not what the campaign is for; "sell more" is a goal.
const NOT_AFTER_SELLER =
  /(?<!\b(?:we|i|they|who|which|that|we're|we\s+are|i'm|i\s+am|they're)(?:\s+(?:also|mainly|mostly|only|just|primarily|currently|already|basically|now))?\s+)/
    .source;

// Order matters only for ties at the same position; the earliest mention wins. Common misspellings
// are part of each family ("awarness", "trafic", "engagment", "instals").
const WORDS: readonly { objective: Objective; pattern: RegExp }[] = [
  {
    objective: 'app_installs',
    pattern:
      /\b(?:app\s+)?(?:installs?|instals?|installations?|downloads?)\b|\bapp\s+(?:promotion|growth|users)\b|\b(?:download|install|get)\s+(?:the|our)\s+app\b/gi,
  },
  {
    objective: 'awareness',
    pattern:
      /\b(?:brand\s+)?(?:awareness|awarness|awarenes|awarenss|awereness)\b|\bbranding\b|\bbrand\s+(?:building|lift|recognition|visibility)\b|\bvisibility\b|\b(?:get|getting|spread|spreading)\s+(?:the\s+word|our\s+name|the\s+name|ourselves|us)\s+out\b|\bspread\s+the\s+word\b|\b(?:get|be|become|getting)\s+(?:better\s+|more\s+|well\s+)?known\b|\bput\s+(?:us|ourselves)\s+on\s+the\s+map\b|\b(?:know|hear|heard|learn)\s+(?:about|of)\s+(?:us|our\s+(?:brand|business|company|shop|store|app|product))\b/gi,
  },
  {
    objective: 'traffic',
    pattern:
      /\b(?:traffic|trafic|trafffic)\b|\b(?:website|site|web|blog|store|shop)\s+(?:visits|visitors|traffic|views)\b|\bvisits\b|\bvisitors\b|\breaders(?:hip)?\b|\bpage\s*views\b|\b(?:drive|send|bring|get)\s+(?:more\s+)?(?:people|users|folks|shoppers|customers)\s+to\s+(?:our|the|my)\s+(?:site|website|blog|store|shop|page|menu|landing\s+page)\b|\b(?:reading|visiting|browsing)\s+(?:our|the|my)\s+(?:blog|site|website|articles?|posts|online\s+store|web\s*shop|menu)\b/gi,
  },
  {
    objective: 'engagement',
    pattern:
      /\b(?:engagement|engagment|engagemnt|engagemen)\b|\bengag(?:e|ing)\b|\binteractions?\b|\blikes\b|\bcomments\b|\bshares\b|\bfollowers\b|\breactions\b|\bcommunity\s+(?:building|growth)\b/gi,
  },
  {
    objective: 'leads',
    pattern:
      /\blead\s*gen(?:eration)?\b|\bleads\b|\bsign[- ]?ups\b|\bregistrations\b|\bsubscribers\b|\bdemo(?:\s+requests?|\s+bookings?|s)\b|\b(?:bookings|booked\s+(?:calls|demos|appointments|consultations))\b|\bappointments\b|\bconsultations\b|\b(?:enquiries|inquiries)\b|\bquote\s+requests\b|\bform\s+(?:fills|submissions)\b|\bcontact\s+requests\b|\bnewsletter\s+subscri(?:bers|ptions)\b/gi,
  },
  {
    objective: 'sales',
    pattern: new RegExp(
      String.raw`\b(?:sales|conversions|purchases|revenue|e-?commerce)\b|\bonline\s+orders\b|\b(?:more|online)\s+(?:orders|pre-?orders|purchases|buyers)\b|\bpre-?orders\b|\bcheckouts\b|${NOT_AFTER_SELLER}\bsell(?:ing)?\b(?!\s+(?:to|through|via|on|in)\b)`,
      'gi',
    ),
  },
];

const EXPLICIT_BEFORE =
  /\b(?:objective|objetive|objectve|goal|aim|focus|optimi[sz]e\s+for|for)\b[\s:=-]*(?:is|be|of|to|on|should\s+be|will\s+be)?[\s:=-]*(?:more\s+|get\s+|drive\s+|driving\s+)?$/i;

// A misspelt objective after its label ("objective: awarness", "goal is trafic").
const LABELLED_WORD = /\b(?:objective|goal)\s*(?:is|:|=|-|should\s+be)?\s*([a-z][a-z-]{3,14})\b/gi;
const CANONICAL: readonly [string, Objective][] = [
  ['awareness', 'awareness'],
  ['traffic', 'traffic'],
  ['engagement', 'engagement'],
  ['leads', 'leads'],
  ['sales', 'sales'],
  ['conversions', 'sales'],
  ['purchases', 'sales'],
  ['installs', 'app_installs'],
  ['downloads', 'app_installs'],
];

/** Edit distance with transpositions, for short words only. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

function misspelt(text: string): ObjectiveMention[] {
  const found: ObjectiveMention[] = [];
  for (const m of text.matchAll(LABELLED_WORD)) {
    const word = (m[1] ?? '').toLowerCase();
    const hit = CANONICAL.find(
      ([c]) => Math.abs(c.length - word.length) <= 2 && distance(word, c) <= (c.length > 5 ? 2 : 1),
    );
    if (!hit) continue;
    const start = (m.index ?? 0) + m[0].length - word.length;
    found.push({ objective: hit[1], start, end: start + word.length, explicit: true });
  }
  return found;
}

/** Objective words in text, earliest first. */
export function findObjectives(text: string): ObjectiveMention[] {
  const found: ObjectiveMention[] = [];
  for (const { objective, pattern } of WORDS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const before = text.slice(Math.max(0, start - 30), start);
      found.push({ objective, start, end: start + m[0].length, explicit: EXPLICIT_BEFORE.test(before) });
    }
  }
  if (found.length === 0) found.push(...misspelt(text));
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The campaign objective in text. With `loose` (the planner is on step 1 or asked for it) any objective
 * word counts; otherwise only one said as the objective ("change the objective to leads").
 */
export function extractObjective(text: string, opts: { loose?: boolean } = {}): ObjectiveMention | null {
  const all = findObjectives(text);
  return (opts.loose ? all[0] : all.find((m) => m.explicit)) ?? null;
}
