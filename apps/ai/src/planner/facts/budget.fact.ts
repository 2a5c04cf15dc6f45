import { CURRENCIES } from '@northstar/shared/campaign';
import { checkBudget, DEFAULT_DURATION_DAYS, scheduleDays } from '@northstar/shared/projections';
import { z } from 'zod';
import { formatMoney } from '../format.ts';
import { type MoneyReading, readBudget } from '../read/money.ts';
import { readRelativeBudget } from '../read/relative-budget.ts';
import { endAfter } from '../read/schedule.ts';
import { budgetText } from '../steps/step-7-budget.ts';
import { defineFact, type FactApplication } from './fact-types.ts';

// The budget: "20 grand", "$25k total", "2.5k a day", "$5k per month for 3 months". A range is asked
// back, and an amount too small to run is confirmed first ("did you mean $20,000?").

type BudgetValue = Pick<MoneyReading, 'amount' | 'currency' | 'period' | 'duration' | 'range'>;

// A currency named anywhere in the message ("3 grand a month, in quid") is the amount's.
const CURRENCY_WORD = /[$€£]|\b(?:usd|eur|gbp|cad|aud|dollars?|bucks|euros?|pounds?|quid|sterling)\b/i;

const UNIT_DAYS = { day: 1, week: 7, month: 30 } as const;

export const budgetFact = defineFact<BudgetValue>({
  key: 'budget',
  step: 7,
  scope: 'anywhere',
  prompt: 'What is the budget?',
  examples: ['$25,000 total', '20 grand', '$500 a day', '$5k per month for 3 months'],
  read(message, ctx) {
    const bareNumbers = ctx.step === 7 || ctx.awaiting === 'budget';
    const reading = readBudget(message.text, { bareNumbers });
    if (reading?.role !== 'budget') {
      // "If we doubled the budget": relative to the budget the campaign has.
      const relative = readRelativeBudget(message.text);
      const current = ctx.draft.budget.totalBudget;
      if (!relative || !(current > 0)) return [];
      message.claim(relative.start, relative.end);
      const period = ctx.draft.budget.budgetType === 'daily' ? 'day' : 'total';
      const amount = Math.round(current * relative.factor * 100) / 100;
      return [{ key: 'budget', op: 'set', value: { amount, currency: ctx.draft.budget.currency, period } }];
    }
    message.claim(reading.start, reading.end);
    for (const [start, end] of reading.replaced ?? []) message.claim(start, end);
    const { amount, period, duration, range } = reading;
    // "Actually make it 30k" on a £12k budget is £30k: an amount without a currency keeps the campaign's.
    const currency =
      reading.explicit || CURRENCY_WORD.test(message.raw) ? reading.currency : ctx.draft.budget.currency;
    return [
      {
        key: 'budget',
        op: 'set',
        value: { amount, currency, period, ...(duration ? { duration } : {}), ...(range ? { range } : {}) },
      },
    ];
  },
  apply(fact, { draft }) {
    const { amount, currency, period, duration, range } = fact.value;
    const money = (n: number) => formatMoney(n, currency);
    if (range) {
      const [low, high] = range;
      return {
        confirm: {
          question: `You said ${money(low)} to ${money(high)}. Shall I plan with ${money(amount)}, the middle of that range? Approve it, or tell me the exact amount.`,
          summary: `Budget ${money(amount)} total`,
          patch: { budget: { totalBudget: amount, currency, budgetType: 'lifetime' } },
        },
      };
    }
    const start = draft.schedule.startDate;
    let endDate = draft.schedule.endDate;
    let total = amount;
    let budgetType: 'daily' | 'lifetime' = period === 'day' ? 'daily' : 'lifetime';
    let rate = '';
    if (period === 'day' && duration && start) {
      // "$300 a day for 2 weeks": a daily budget, and the duration sets the end date.
      endDate = endAfter(start, duration);
      rate = ` for ${duration.count} ${duration.unit}${duration.count === 1 ? '' : 's'}`;
    } else if (period === 'week' || period === 'month') {
      // A rate becomes the total over its duration (or the schedule, or one period when neither is known).
      if (duration && start) {
        endDate = endAfter(start, duration);
        total =
          duration.unit === period
            ? amount * duration.count
            : Math.round((amount * (scheduleDays(start, endDate) ?? 30)) / UNIT_DAYS[period]);
      } else if (start && endDate) {
        total = Math.round(
          (amount * (scheduleDays(start, endDate) ?? UNIT_DAYS[period])) / UNIT_DAYS[period],
        );
      } else if (start) {
        endDate = endAfter(start, { count: 1, unit: period });
      }
      budgetType = 'lifetime';
      rate = ` (${money(amount)} a ${period}${duration ? ` for ${duration.count} ${duration.unit}${duration.count === 1 ? '' : 's'}` : ''})`;
    }
    const days = (start && endDate ? scheduleDays(start, endDate) : null) ?? DEFAULT_DURATION_DAYS;
    const patch = {
      budget: { totalBudget: total, currency, budgetType },
      ...(endDate !== draft.schedule.endDate ? { schedule: { endDate } } : {}),
    };
    const sanity = checkBudget({
      amount: total,
      budgetType,
      currency,
      days,
      platforms: draft.platforms.selected,
    });
    if (!sanity.ok) {
      const application: FactApplication = { warnings: [sanity.message] };
      if (sanity.suggestion)
        application.confirm = {
          question:
            sanity.reason === 'implausibly_small'
              ? `${sanity.message} Did you mean ${money(sanity.suggestion)}? Approve it, or tell me the amount.`
              : `${sanity.message} The least that runs is ${money(sanity.suggestion)}: approve it, or tell me another amount.`,
          summary: `Budget ${budgetText(sanity.suggestion, currency, budgetType)}`,
          patch: { ...patch, budget: { ...patch.budget, totalBudget: sanity.suggestion } },
        };
      return sanity.suggestion
        ? { confirm: application.confirm }
        : {
            patch,
            said: `budget ${budgetText(total, currency, budgetType)}${rate}`,
            warnings: [sanity.message],
          };
    }
    return { patch, said: `budget ${budgetText(total, currency, budgetType)}${rate}` };
  },
  llm: {
    field: 'budget',
    describe: '{ amount, currency (USD|EUR|GBP|CAD|AUD), perDay: true for a daily budget }',
    schema: z.object({
      amount: z.number().positive().max(1e9),
      currency: z.enum(CURRENCIES).optional(),
      perDay: z.boolean().optional(),
    }),
    toFacts: (value) => {
      const parsed = z
        .object({
          amount: z.number().positive().max(1e9),
          currency: z.enum(CURRENCIES).optional(),
          perDay: z.boolean().optional(),
        })
        .safeParse(value);
      if (!parsed.success) return [];
      const { amount, currency = 'USD', perDay } = parsed.data;
      return [{ key: 'budget', op: 'set', value: { amount, currency, period: perDay ? 'day' : 'total' } }];
    },
  },
});
