import { CURRENCIES } from '@northstar/shared/campaign';
import { deviceSchema } from '@northstar/shared/campaign/schemas';
import { ALL_DEVICES, ALL_GENDERS, DEVICES, GENDERS } from '../lexicon/audience.ts';
import { FREQUENCY_CAP_CUES, IMPRESSION_UNITS } from '../lexicon/delivery.ts';
import { CURRENCY_WORDS } from '../lexicon/money.ts';
import { adDescriptionsFact } from './ad-descriptions.fact.ts';
import { agesFact } from './ages.fact.ts';
import { allocationFact } from './allocation.fact.ts';
import { assetsFact } from './assets.fact.ts';
import { attributionFact } from './attribution.fact.ts';
import { biddingFact } from './bidding.fact.ts';
import { budgetFact } from './budget.fact.ts';
import { budgetTypeFact } from './budget-type.fact.ts';
import { callsToActionFact } from './calls-to-action.fact.ts';
import { categoryFact } from './category.fact.ts';
import { certificationsFact } from './certifications.fact.ts';
import { copyRequestFact } from './copy-request.fact.ts';
import { countriesFact } from './countries.fact.ts';
import { customGoalsFact } from './custom-goals.fact.ts';
import { descriptionFact } from './description.fact.ts';
import type { FactDefinition, FactOp } from './fact-types.ts';
import { headlinesFact } from './headlines.fact.ts';
import { industryFact } from './industry.fact.ts';
import { interestsFact } from './interests.fact.ts';
import { entitySlot } from './kinds/entity.ts';
import { entityListSlot } from './kinds/entity-list.ts';
import { rateSlot } from './kinds/rate.ts';
import { nameFact } from './name.fact.ts';
import { objectiveFact } from './objective.fact.ts';
import { offersFact } from './offers.fact.ts';
import { pacingFact } from './pacing.fact.ts';
import { platformsFact } from './platforms.fact.ts';
import { primaryKpiFact } from './primary-kpi.fact.ts';
import { regionsFact } from './regions.fact.ts';
import { reportingFact } from './reporting.fact.ts';
import { scheduleFact } from './schedule.fact.ts';
import { secondaryKpisFact } from './secondary-kpis.fact.ts';
import { applyOrderOf } from './slot-order.ts';
import { tagsFact } from './tags.fact.ts';
import { unsupportedPlatformsFact } from './unsupported-platforms.fact.ts';

// The slot catalogue: every campaign fact the assistant understands, declared once (ADR 0022). A
// declaration says where the fact goes in the draft, what kind of value it holds, which recogniser spans
// fill it, how it changes the draft and what it depends on. The order slots are applied in is derived
// from the dependencies (slot-order.ts). Adding a slot: one declaration here, its words in lexicon/, and
// cases in apps/ai/eval/cases/ (docs/planner.md).

export type AnyFact = FactDefinition<never>;

/** What a slot holds; the generic kinds (kinds/) fill entity lists, entities and rates from recogniser spans. */
export type SlotValue =
  | 'entity-list'
  | 'entity'
  | 'money'
  | 'rate'
  | 'ratio'
  | 'number-range'
  | 'date-range'
  | 'text'
  | 'text-list'
  | 'structured';

export interface SlotDeclaration {
  key: string;
  /** The draft fields it writes ("targeting.devices"). */
  paths: readonly string[];
  value: SlotValue;
  /** Recogniser spans that fill it ("entity:device", "ratio"); empty when the slot keeps its own reader. */
  spans: readonly string[];
  ops: readonly FactOp[];
  /** Slots applied before it (their result is what it reads or checks). */
  dependsOn: readonly string[];
  fact: AnyFact;
}

export const asAny = <V>(f: FactDefinition<V>) => f as unknown as AnyFact;

type Declared = Omit<SlotDeclaration, 'key' | 'fact' | 'spans'> & { spans?: readonly string[] };

/** A slot that keeps a reader of its own (free text, schedules, or not yet moved onto a kind). */
export const ownReader = <V>(fact: FactDefinition<V>, d: Declared): SlotDeclaration => ({
  key: fact.key,
  spans: [],
  ...d,
  fact: asAny(fact),
});

const LIST_OPS: readonly FactOp[] = ['add', 'remove', 'replace'];
const SET: readonly FactOp[] = ['set'];

export const SLOTS: readonly SlotDeclaration[] = [
  ownReader(categoryFact, {
    paths: ['campaignType', 'regulatedCategory'],
    value: 'entity',
    ops: SET,
    dependsOn: [],
  }),
  ownReader(nameFact, { paths: ['campaignName'], value: 'text', ops: SET, dependsOn: [] }),
  ownReader(objectiveFact, { paths: ['objective'], value: 'entity', ops: SET, dependsOn: [] }),
  ownReader(industryFact, { paths: ['industry'], value: 'text', ops: SET, dependsOn: [] }),
  ownReader(tagsFact, { paths: ['tags'], value: 'text-list', ops: LIST_OPS, dependsOn: [] }),
  ownReader(descriptionFact, { paths: ['description'], value: 'text', ops: SET, dependsOn: [] }),
  ownReader(primaryKpiFact, { paths: ['kpis.primary'], value: 'entity', ops: SET, dependsOn: ['objective'] }),
  ownReader(secondaryKpisFact, {
    paths: ['kpis.secondary'],
    value: 'entity-list',
    ops: LIST_OPS,
    dependsOn: ['primaryKpi'],
  }),
  ownReader(customGoalsFact, {
    paths: ['kpis.customGoals'],
    value: 'structured',
    ops: LIST_OPS,
    dependsOn: [],
  }),
  ownReader(attributionFact, {
    paths: ['conversionTracking.attributionWindow'],
    value: 'structured',
    ops: SET,
    dependsOn: [],
  }),
  ownReader(reportingFact, { paths: ['reporting'], value: 'structured', ops: SET, dependsOn: [] }),
  ownReader(platformsFact, {
    paths: ['platforms.selected'],
    value: 'entity-list',
    ops: LIST_OPS,
    dependsOn: ['category'],
  }),
  ownReader(unsupportedPlatformsFact, {
    paths: [],
    value: 'entity-list',
    ops: SET,
    dependsOn: ['platforms'],
  }),
  ownReader(certificationsFact, {
    paths: ['compliance.certifications'],
    value: 'structured',
    ops: LIST_OPS,
    dependsOn: ['category'],
  }),
  ownReader(countriesFact, {
    paths: ['targeting.geography.countries'],
    value: 'entity-list',
    ops: LIST_OPS,
    dependsOn: [],
  }),
  ownReader(regionsFact, {
    paths: ['targeting.geography.regions', 'targeting.geography.cities'],
    value: 'entity-list',
    ops: LIST_OPS,
    dependsOn: ['countries'],
  }),
  ownReader(agesFact, {
    paths: ['targeting.demographics.ageMin', 'targeting.demographics.ageMax'],
    value: 'number-range',
    ops: SET,
    dependsOn: ['category'],
  }),
  entityListSlot({
    key: 'genders',
    step: 4,
    path: 'targeting.demographics.genders',
    prompt: 'Should the ads reach women, men, or everyone?',
    examples: ['women 25-40', 'men only', 'moms', 'both men and women'],
    vocabulary: GENDERS,
    values: ['female', 'male'],
    everyValue: ALL_GENDERS,
    emptyMeansAll: true,
    allIsEmpty: true,
    label: (g) => (g === 'female' ? 'women' : 'men'),
    keepOne: `The audience can't leave out both men and women, so I kept the genders as they were.`,
    describe: 'genders to target: ["female"], ["male"], or [] for everyone; omit when not stated',
  }),
  entityListSlot({
    key: 'devices',
    step: 4,
    path: 'targeting.devices',
    prompt: 'Which devices: mobile, desktop, tablet or connected TV (or all)?',
    examples: ['mobile only', 'desktop and tablet', 'no desktop', 'CTV'],
    vocabulary: DEVICES,
    values: deviceSchema.options,
    everyValue: ALL_DEVICES,
    emptyMeansAll: true,
    label: (d) => (d === 'ctv' ? 'connected TV' : d),
    keepOne: 'Ads need at least one device, so I kept the devices as they were.',
    describe:
      'devices to show ads on (desktop, mobile, tablet, ctv); [] for all devices; omit when not stated',
  }),
  ownReader(interestsFact, {
    paths: ['targeting.interests'],
    value: 'entity-list',
    ops: LIST_OPS,
    dependsOn: [],
  }),
  ownReader(offersFact, { paths: [], value: 'text-list', ops: LIST_OPS, dependsOn: [] }),
  ownReader(headlinesFact, {
    paths: ['creatives.copy.headlines'],
    value: 'text-list',
    ops: LIST_OPS,
    dependsOn: ['category', 'offers'],
  }),
  ownReader(adDescriptionsFact, {
    paths: ['creatives.copy.descriptions'],
    value: 'text-list',
    ops: LIST_OPS,
    dependsOn: ['category', 'offers'],
  }),
  ownReader(callsToActionFact, {
    paths: ['creatives.copy.callsToAction'],
    value: 'entity-list',
    ops: LIST_OPS,
    dependsOn: ['objective'],
  }),
  ownReader(assetsFact, { paths: [], value: 'text-list', ops: SET, dependsOn: [] }),
  ownReader(scheduleFact, {
    paths: ['schedule.startDate', 'schedule.endDate'],
    value: 'date-range',
    ops: SET,
    dependsOn: [],
  }),
  // "oh that's euros not dollars", "currency: GBP"; an amount with its currency ("€40,000") is a money
  // span, the budget's.
  entitySlot({
    key: 'currency',
    step: 7,
    path: 'budget.currency',
    prompt: 'Which currency is the budget in?',
    examples: ["oh that's euros not dollars", 'currency: GBP', 'switch to pounds'],
    vocabulary: CURRENCY_WORDS,
    values: CURRENCIES,
    label: 'currency',
    describe: 'the budget currency when stated without an amount: USD | EUR | GBP | CAD | AUD',
  }),
  ownReader(budgetFact, {
    paths: ['budget.totalBudget', 'budget.currency', 'budget.budgetType'],
    value: 'money',
    ops: SET,
    dependsOn: ['schedule', 'currency', 'platforms'],
  }),
  ownReader(budgetTypeFact, {
    paths: ['budget.budgetType'],
    value: 'entity',
    ops: SET,
    dependsOn: ['budget'],
  }),
  ownReader(pacingFact, { paths: ['budget.pacing'], value: 'entity', ops: SET, dependsOn: ['budget'] }),
  ownReader(allocationFact, {
    paths: ['budget.allocation'],
    value: 'ratio',
    ops: SET,
    dependsOn: ['platforms', 'budget'],
  }),
  ownReader(biddingFact, {
    paths: ['bidding.strategy', 'bidding.optimization'],
    value: 'structured',
    ops: SET,
    dependsOn: ['objective', 'platforms', 'currency', 'budget'],
  }),
  rateSlot({
    key: 'frequencyCap',
    step: 8,
    path: 'bidding.optimization.frequencyCap',
    prompt: 'How often may one person see the ads?',
    examples: ['cap it at 3 per day', 'no more than twice a week per person', 'frequency cap 3 per week'],
    cues: FREQUENCY_CAP_CUES,
    units: IMPRESSION_UNITS,
    periods: ['day', 'week'],
    min: 1,
    max: 100,
    countField: 'impressions',
    label: 'frequency cap',
    describe: 'how often one person may see the ads: { impressions: 1-100, per: day|week }',
    dependsOn: ['bidding'],
  }),
  // A request for copy is answered once the copy the message gave is in place.
  ownReader(copyRequestFact, {
    paths: [],
    value: 'structured',
    ops: SET,
    dependsOn: ['headlines', 'descriptions', 'callsToAction'],
  }),
];

/** The order facts are applied in (each after what it depends on). */
export const APPLY_ORDER: readonly string[] = applyOrderOf(SLOTS);

/** Slots of a generic kind: they read the message's one recognition, in no particular order. */
export const SPAN_SLOTS: readonly SlotDeclaration[] = SLOTS.filter((s) => s.fact.readSpans !== undefined);

export const SLOT_BY_KEY: ReadonlyMap<string, SlotDeclaration> = new Map(SLOTS.map((s) => [s.key, s]));

/** The fact a declared slot reads and applies (tests and tools look slots up by key). */
export function slotFact(key: string): AnyFact {
  const slot = SLOT_BY_KEY.get(key);
  if (!slot) throw new Error(`no slot ${key}`);
  return slot.fact;
}
