import { CURRENCIES, countryCodeSchema, platformIdSchema } from '@northstar/shared/campaign/draft';
import { OBJECTIVES, objectiveSchema } from '@northstar/shared/campaign/objectives';
import { PLATFORM_IDS } from '@northstar/shared/campaign/platforms';
import { z } from 'zod';
import { countryName, ISO_COUNTRY_CODES } from '../planner/extract/countries.ts';
import type { FactKey, Facts } from '../planner/extract/facts.ts';

// What an LLM may read from a message: a small, flat subset of the planner's facts. The planner stays in
// charge: these facts become plain sentences in the planner's own vocabulary, appended to the message,
// so its extractors, approvals and step logic handle them exactly like typed input.

const isoDate = z.iso.date();
// Quotes and line breaks would change how the planner's extractors split the rendered sentence.
const plainText = (max: number) =>
  z
    .string()
    .transform((s) =>
      s
        .replace(/["“”«»\n\r]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .pipe(z.string().min(1).max(max));

export const llmFactFields = {
  campaignName: plainText(80),
  objective: objectiveSchema,
  industry: plainText(40),
  platforms: z.array(platformIdSchema).min(1).max(PLATFORM_IDS.length),
  countries: z
    .array(countryCodeSchema.refine((code) => ISO_COUNTRY_CODES.has(code)))
    .min(1)
    .max(60),
  ageMin: z.int().min(13).max(65),
  ageMax: z.int().min(13).max(65),
  budgetAmount: z.number().positive().max(1e9),
  budgetCurrency: z.enum(CURRENCIES),
  budgetPerDay: z.boolean(),
  startDate: isoDate,
  endDate: isoDate,
  headlines: z.array(plainText(90)).min(1).max(5),
} as const;

type FieldName = keyof typeof llmFactFields;
export type LlmFacts = { [K in FieldName]?: z.output<(typeof llmFactFields)[K]> };

/** The schema the model is asked to fill (all optional); the JSON schema sent to the provider. */
export const llmFactsSchema = z.object(
  Object.fromEntries(Object.entries(llmFactFields).map(([k, v]) => [k, v.optional()])) as {
    [K in FieldName]: z.ZodOptional<(typeof llmFactFields)[K]>;
  },
);

/** Keeps every field that is valid on its own and drops the rest (and any unknown key). */
export function salvageFacts(value: unknown): LlmFacts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(llmFactFields)) {
    if (input[name] === undefined || input[name] === null) continue;
    const parsed = schema.safeParse(input[name]);
    if (parsed.success) out[name] = parsed.data;
  }
  const facts = out as LlmFacts;
  if (facts.ageMin !== undefined && facts.ageMax !== undefined && facts.ageMin > facts.ageMax) {
    delete facts.ageMin;
    delete facts.ageMax;
  }
  if (facts.startDate && facts.endDate && facts.startDate > facts.endDate) delete facts.endDate;
  // A currency or a cadence alone says nothing.
  if (facts.budgetAmount === undefined) {
    delete facts.budgetCurrency;
    delete facts.budgetPerDay;
  }
  return facts;
}

const SYMBOL: Partial<Record<(typeof CURRENCIES)[number], string>> = { USD: '$', EUR: '€', GBP: '£' };
const PLATFORM_WORDS: Record<string, string> = { 'google-ads': 'Google Ads' };
const platformWord = (id: string) => PLATFORM_WORDS[id] ?? id.replace(/-/g, ' ');
const objectiveLabel = (id: string) => OBJECTIVES.find((o) => o.id === id)?.label ?? id;
const money = (amount: number, currency: string) => {
  const figure = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  const symbol = SYMBOL[currency as keyof typeof SYMBOL];
  return symbol ? `${symbol}${figure}` : `${currency} ${figure}`;
};

export interface RenderedFacts {
  lines: string[];
  /** The planner fact keys the lines carry. */
  keys: Set<FactKey>;
}

/** The facts as sentences, leaving out what the planner already read from the message (its reading wins). */
export function renderFacts(facts: LlmFacts, alreadyRead: ReadonlySet<FactKey>): RenderedFacts {
  const lines: string[] = [];
  const keys = new Set<FactKey>();
  const add = (key: FactKey, line: string | null) => {
    if (!line || alreadyRead.has(key)) return;
    lines.push(line);
    keys.add(key);
  };
  add('name', facts.campaignName ? `Campaign name: ${facts.campaignName}.` : null);
  add('objective', facts.objective ? `Objective: ${objectiveLabel(facts.objective)}.` : null);
  add('industry', facts.industry ? `Industry: ${facts.industry}.` : null);
  add('platforms', facts.platforms ? `Platforms: ${facts.platforms.map(platformWord).join(', ')}.` : null);
  add('countries', facts.countries ? `Countries: ${facts.countries.map(countryName).join(', ')}.` : null);
  const ages =
    facts.ageMin !== undefined && facts.ageMax !== undefined
      ? `Ages ${facts.ageMin}-${facts.ageMax}.`
      : facts.ageMin !== undefined
        ? `Ages ${facts.ageMin}+.`
        : null;
  add('ages', ages);
  add(
    'budget',
    facts.budgetAmount !== undefined
      ? `Budget: ${money(facts.budgetAmount, facts.budgetCurrency ?? 'USD')} ${facts.budgetPerDay ? 'per day' : 'total'}.`
      : null,
  );
  const dates = [
    facts.startDate ? `Start date ${facts.startDate}.` : '',
    facts.endDate ? `End date ${facts.endDate}.` : '',
  ].join(' ');
  add('dates', dates.trim() || null);
  add('headlines', facts.headlines ? `Headlines: ${facts.headlines.map((h) => `"${h}"`).join(' ')}.` : null);
  return { lines, keys };
}

export const readFactKeys = (facts: Facts): Set<FactKey> => new Set(Object.keys(facts) as FactKey[]);
