// The nine builder steps (docs/product.md#builder-steps).
export const STEP_COUNT = 9;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type StepKey = `page${StepNumber}`;

export const BUILDER_STEPS: readonly { number: StepNumber; key: StepKey; title: string }[] = [
  { number: 1, key: 'page1', title: 'Campaign Setup' },
  { number: 2, key: 'page2', title: 'Goals & Tracking' },
  { number: 3, key: 'page3', title: 'Platform Selection' },
  { number: 4, key: 'page4', title: 'Audience & Location' },
  { number: 5, key: 'page5', title: 'Creative Assets' },
  { number: 6, key: 'page6', title: 'Compliance Review' },
  { number: 7, key: 'page7', title: 'Budget & Schedule' },
  { number: 8, key: 'page8', title: 'Bidding & Optimization' },
  { number: 9, key: 'page9', title: 'Review & Launch' },
];

export const STEP_NUMBERS = BUILDER_STEPS.map((s) => s.number);

export const isStepNumber = (n: number): n is StepNumber => Number.isInteger(n) && n >= 1 && n <= STEP_COUNT;

export const stepKey = (n: StepNumber): StepKey => `page${n}`;

/** Label of the Next button: step 9's forward action is the launch. */
export const nextButtonLabel = (currentStep: number) =>
  currentStep >= STEP_COUNT ? 'Launch Campaign' : 'Next';
