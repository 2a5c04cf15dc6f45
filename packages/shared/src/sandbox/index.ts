// @northstar/shared/sandbox: the sandbox delivery simulator.
export * from './budget.ts';
export * from './clock.ts';
export * from './day-plan.ts';
export * from './holdout.ts';
export * from './lift.ts';
export * from './platform-day.ts';
export * from './platform-factors.ts';
export * from './simulator.ts';
export * from './types.ts';
