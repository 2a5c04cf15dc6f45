import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { z } from 'zod';
import { joinList } from '../format.ts';
import { defineFact, type Fact, type FactOp } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';

// Reporting (step 2): how often ("weekly reports", "send me a report every month"), to whom (e-mail
// addresses, added to the list) and as what (PDF, CSV or the dashboard): "weekly reports to
// anna@acme.com as PDF". One fact carries whichever parts the message gives. Nothing is read unless the
// message speaks of reports, so a billing e-mail or a daily budget is never taken for reporting.

type Reporting = CampaignDraft['reporting'];
type Frequency = Reporting['frequency'];
type Format = Reporting['format'];
interface ReportingValue {
  frequency?: Frequency;
  format?: Format;
  recipients?: string[];
  /** Addresses that look like e-mails but are not valid, to say so. */
  invalid?: string[];
  /** A frequency we do not offer ("bi-weekly"), to say so. */
  unsupported?: string;
}

const RECIPIENTS_MAX = 20;

// Not "updates": "we post weekly updates" is content, not reporting.
// "reprots": as people type it.
const REPORTS = 'rep(?:or|ro)ts?|reporting|recaps?|digests?|summar(?:y|ies)';
const REPORT_WORD = new RegExp(`\\b(?:${REPORTS})\\b`, 'i');
// A file sent is a report: "email me a pdf each week", "send the csv to ...".
const FILES = 'pdfs?|csvs?|spreadsheets?|excel|xlsx';
const SENT_FILE = new RegExp(
  String.raw`\b(?:send|sent|e-?mail|mail|deliver|share|export)\b(?:[^.;!?\n]|\.(?=\S)){0,30}?\b(?:${FILES})\b`,
  'i',
);
const PERIOD_WORDS: Record<string, Frequency> = { day: 'daily', week: 'weekly', month: 'monthly' };
// "weekly reports", "daily performance summary"
const FREQ_BEFORE = new RegExp(
  String.raw`(?<!bi-?)\b(daily|weekly|monthly)\s+(?:(?:e-?mail|pdf|csv|performance|status|progress)\s+)?(?:${REPORTS})\b`,
  'gi',
);
// "report weekly", "send me a report every month", "reporting frequency: monthly", "reports every monday"
const DAYS = 'mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun';
const PERIOD = [
  String.raw`(?:every|each|once\s+a|per|a)\s+(day|week|month)`,
  String.raw`(?:every|each|on)\s+((?:${DAYS})(?:day)?s?|weekend)`,
  String.raw`(?:every|each)\s+(morning|evening|night|weekday|business\s+day)`,
  String.raw`(?:on\s+)?(?:the\s+)?(first|1st|start|end|last\s+day)\s+of\s+(?:every|each|the)\s+month`,
  String.raw`(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)days)`,
].join('|');
const FREQ_AFTER = new RegExp(
  String.raw`\b(?:${REPORTS}|${FILES})\b(?:[^.;!?\n]|\.(?=\S)){0,40}?(?<!bi-?)\b(?:(daily|weekly|monthly)|${PERIOD})\b(?!\s+(?:budget|spend|cap))`,
  'gi',
);
// "every monday, send the report"
const FREQ_NEAR = new RegExp(
  String.raw`(?<!bi-?)\b(?:(daily|weekly|monthly)|${PERIOD})\b(?!\s+(?:budget|spend|cap|limit))(?:[^.;!?\n]|\.(?=\S)){0,40}?\b(?:${REPORTS}|${FILES})\b`,
  'gi',
);
// "send a monthly csv to finance@...": a file, or an e-mail with an address, is a report too.
const FREQ_FILE =
  /(?<!bi-?)\b(daily|weekly|monthly)\s+(?:(?:performance|results?|status|progress)\s+)?(?:csvs?|pdfs?|spreadsheets?|excel|xlsx|exports?|stats|numbers|snapshots?|rundowns?|(?:e-?mails?|updates?)(?=[^.;!?\n]{0,40}@))\b/gi;
const FILE_CUE = new RegExp(FREQ_FILE.source, 'i');

// Frequencies the product does not offer: read so the reply can say so, never dropped in silence.
const UNSUPPORTED = new RegExp(
  String.raw`\b(bi-?weekly|fortnightly|every\s+(?:two|2|other)\s+weeks?|quarterly|hourly|twice\s+a\s+(?:week|month))\s+(?:${REPORTS})\b|\b(?:${REPORTS})\b(?:[^.;!?\n]|\.(?=\S)){0,40}?\b(bi-?weekly|fortnightly|every\s+(?:two|2|other)\s+weeks?|quarterly|hourly|twice\s+a\s+(?:week|month))\b`,
  'i',
);
const FORMAT =
  /\b(?:as|in|via|on|a|an)?\s*(?:(pdfs?)|(csvs?|excel|spreadsheets?|xlsx)|((?:the\s+)?dashboard))\b(?:\s+(?:files?|format|exports?|attachments?|only))?/gi;
const EMAIL = /[^\s@,;:<>()"'[\]]{1,64}@[^\s@,;:<>()"'[\]]{1,255}/g;
const NOT_REPORTS_BEFORE = /\b(?:billing|invoices?|payment|receipts?|contact|reply|support)\b[^@]{0,25}$/i;
const REMOVE_BEFORE =
  /\b(?:remove|drop|take|stop\s+(?:sending|emailing|e-mailing)(?:\s+\w+){0,2}\s+to|don'?t\s+(?:send|email|e-mail)(?:\s+\w+){0,2}\s+to|no\s+longer(?:\s+\w+){0,3}\s+to|not\s+to|except)\s+(?:[^\s@]+@[^\s@]+\s*(?:,|and|&)\s*)*$/i;
const ONLY_BEFORE = /\b(?:only|just)\b[^@.;]{0,30}$/i;

const emailSchema = z.email().max(254);
const llmSchema = z.strictObject({
  frequency: z.enum(['daily', 'weekly', 'monthly']).optional(),
  recipients: z.array(emailSchema).max(RECIPIENTS_MAX).optional(),
  format: z.enum(['pdf', 'csv', 'dashboard']).optional(),
});

/** The frequency a regex match names: a word (daily), a period (week) or a day (monday -> weekly). */
function frequencyOf(m: RegExpMatchArray): Frequency | null {
  const [, word, period, day, daily, monthDay, days] = m;
  if (word) return word.toLowerCase() as Frequency;
  if (period) return PERIOD_WORDS[period.toLowerCase()] ?? null;
  if (day || days) return 'weekly';
  if (daily) return 'daily';
  if (monthDay) return 'monthly';
  return null;
}

function readFrequency(text: string): { value: Frequency; start: number; end: number } | null {
  for (const pattern of [FREQ_BEFORE, FREQ_FILE, FREQ_AFTER, FREQ_NEAR]) {
    for (const m of text.matchAll(pattern)) {
      const value = frequencyOf(m);
      if (value === 'daily' || value === 'weekly' || value === 'monthly') {
        const start = m.index ?? 0;
        return { value, start, end: start + m[0].length };
      }
    }
  }
  return null;
}

export const reportingFact = defineFact<ReportingValue>({
  key: 'reporting',
  step: 2,
  scope: 'anywhere',
  prompt:
    'How should reports go out: daily, weekly or monthly, to which e-mails, as PDF, CSV or the dashboard?',
  examples: ['weekly reports to anna@acme.com as PDF', 'send me a report every month', 'csv reports please'],
  read(message, ctx) {
    const text = message.text;
    if (
      !REPORT_WORD.test(text) &&
      !FILE_CUE.test(text) &&
      !SENT_FILE.test(text) &&
      ctx.awaiting !== 'reporting'
    )
      return [];
    const claims: [number, number][] = [];
    const value: ReportingValue = {};
    const frequency = readFrequency(text);
    const unsupported = frequency ? null : text.match(UNSUPPORTED);
    if (frequency) {
      value.frequency = frequency.value;
      claims.push([frequency.start, frequency.end]);
    } else if (unsupported) {
      value.unsupported = (unsupported[1] ?? unsupported[2] ?? '').toLowerCase();
      claims.push([unsupported.index ?? 0, (unsupported.index ?? 0) + unsupported[0].length]);
    }
    for (const m of text.matchAll(FORMAT)) {
      // "the dashboard" is a format only next to a report word ("dashboard only", "reports on the dashboard").
      const start = m.index ?? 0;
      if (m[3] && !REPORT_WORD.test(text.slice(Math.max(0, start - 40), start + m[0].length + 30))) continue;
      value.format = m[1] ? 'pdf' : m[2] ? 'csv' : 'dashboard';
      claims.push([start, start + m[0].length]);
      break;
    }
    const added: string[] = [];
    const removed: string[] = [];
    const invalid: string[] = [];
    let op: FactOp = ctx.act === 'correction' ? 'replace' : 'add';
    for (const m of text.matchAll(EMAIL)) {
      const start = m.index ?? 0;
      const address = m[0].replace(/[.!?]+$/, '');
      const before = text.slice(Math.max(0, start - 60), start);
      if (NOT_REPORTS_BEFORE.test(before)) continue;
      claims.push([start, start + address.length]);
      if (!emailSchema.safeParse(address).success) {
        invalid.push(address);
        continue;
      }
      const email = address.toLowerCase();
      if (REMOVE_BEFORE.test(before)) removed.push(email);
      else {
        if (ONLY_BEFORE.test(before)) op = 'replace';
        if (!added.includes(email)) added.push(email);
      }
    }
    if (added.length) value.recipients = added;
    if (invalid.length) value.invalid = invalid;
    for (const [start, end] of claims) message.claim(start, end);
    const facts: Fact<ReportingValue>[] = [];
    if (Object.keys(value).length) facts.push({ key: 'reporting', op, value });
    if (removed.length) facts.push({ key: 'reporting', op: 'remove', value: { recipients: removed } });
    return facts;
  },
  apply(fact, { draft }) {
    const current = draft.reporting;
    const warnings = (fact.value.invalid ?? []).map(
      (a) => `“${a}” is not a valid e-mail address, so I left it out.`,
    );
    if (fact.value.unsupported)
      warnings.push(
        `Reports can go out daily, weekly or monthly, not ${fact.value.unsupported}; it stays ${current.frequency}.`,
      );
    const patch: Partial<Reporting> = {};
    if (fact.op !== 'remove') {
      if (fact.value.frequency) patch.frequency = fact.value.frequency;
      if (fact.value.format) patch.format = fact.value.format;
    }
    const emails = fact.value.recipients ?? [];
    if (emails.length) {
      if (fact.op === 'remove') {
        const missing = emails.filter((e) => !current.recipients.includes(e));
        if (missing.length)
          warnings.push(`${joinList(missing)} ${missing.length > 1 ? 'were' : 'was'} not getting reports.`);
      }
      const next = applyListOp(current.recipients, fact.op, emails);
      if (next.length > RECIPIENTS_MAX)
        warnings.push(
          `Reports go to at most ${RECIPIENTS_MAX} addresses, so I left out ${joinList(next.slice(RECIPIENTS_MAX))}.`,
        );
      patch.recipients = next.slice(0, RECIPIENTS_MAX);
    }
    if (Object.keys(patch).length === 0) return { warnings };
    const parts = [
      patch.frequency,
      patch.recipients && (patch.recipients.length ? `to ${joinList(patch.recipients)}` : 'to no one'),
      patch.format &&
        (patch.format === 'dashboard' ? 'on the dashboard' : `as ${patch.format.toUpperCase()}`),
    ].filter(Boolean);
    return { patch: { reporting: patch }, said: `reporting ${parts.join(', ')}`, warnings };
  },
  llm: {
    field: 'reporting',
    describe:
      'reporting the advertiser asks for: frequency (daily|weekly|monthly), recipient e-mails, format (pdf|csv|dashboard)',
    schema: llmSchema,
    toFacts: (value) => {
      const parsed = llmSchema.safeParse(value);
      if (!parsed.success) return [];
      const data: ReportingValue = {};
      if (parsed.data.frequency) data.frequency = parsed.data.frequency;
      if (parsed.data.format) data.format = parsed.data.format;
      if (parsed.data.recipients?.length)
        data.recipients = parsed.data.recipients.map((e) => e.toLowerCase());
      return Object.keys(data).length ? [{ key: 'reporting', op: 'add', value: data }] : [];
    },
  },
});
