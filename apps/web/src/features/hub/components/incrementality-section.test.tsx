import type { Objective } from '@northstar/shared/campaign';
import {
  controlBudget,
  DEFAULT_INCREMENTALITY_CONFIG,
  type IncrementalityConfig,
  requiredSampleForConfig,
} from '@northstar/shared/incrementality';
import {
  DEFAULT_PROJECTION_INPUT,
  OBJECTIVE_BENCHMARKS,
  outcomeFor,
  projectOutcome,
} from '@northstar/shared/projections';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { launchedCampaignRoutes } from '../../../test/api-fixtures.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { formatCount, formatDollars } from '../lib/format.ts';
import { IncrementalitySection } from './incrementality-section.tsx';

const outcomeOf = (budget: number, objective: Objective) =>
  projectOutcome({
    ...DEFAULT_PROJECTION_INPUT,
    objective,
    ctr: OBJECTIVE_BENCHMARKS[objective].ctr,
    cvr: OBJECTIVE_BENCHMARKS[objective].cvr,
    budget,
  });

function Harness({ budget, objective = 'sales' }: { budget: number; objective?: Objective }) {
  const [config, setConfig] = useState<IncrementalityConfig>(DEFAULT_INCREMENTALITY_CONFIG);
  const outcome = outcomeOf(budget, objective);
  return (
    <>
      <IncrementalitySection config={config} onChange={setConfig} outcome={outcome} cpm={20} />
      <output data-testid="config">{JSON.stringify(config)}</output>
    </>
  );
}

const status = () => screen.getByTestId('incrementality-status');

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});
const config = () => JSON.parse(screen.getByTestId('config').textContent ?? '{}') as IncrementalityConfig;

describe('the incrementality test', () => {
  it('goes not started -> configuring -> ready, and Cancel returns to not started', async () => {
    // No launched campaign: Confirm Setup keeps the set-up as before (see the holdout tests).
    mockFetch(launchedCampaignRoutes([]));
    const user = userEvent.setup();
    renderAt(<Harness budget={25_000} />);
    expect(status()).toHaveTextContent('Not Started');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enable Testing' }));
    expect(status()).toHaveTextContent('Configuring');
    expect(config().enabled).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Control group' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm Setup' }));
    expect(await screen.findByTestId('no-launched-campaign')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Ready to Launch');
    expect(screen.queryByRole('combobox', { name: 'Control group' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(status()).toHaveTextContent('Not Started');
    expect(config().enabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Enable Testing' })).toBeInTheDocument();
  });

  it('shows the per-group sample from the product formula and recomputes it for a new power', async () => {
    const user = userEvent.setup();
    render(<Harness budget={25_000} />);
    const at80 = requiredSampleForConfig(DEFAULT_INCREMENTALITY_CONFIG);
    expect(screen.getByTestId('sample-size')).toHaveTextContent(formatCount(at80));
    expect(screen.getByText('80% · Good')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enable Testing' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statistical power' }), '90');
    const at90 = requiredSampleForConfig({ ...DEFAULT_INCREMENTALITY_CONFIG, statisticalPower: 90 });
    expect(at90).toBeGreaterThan(at80);
    expect(screen.getByTestId('sample-size')).toHaveTextContent(formatCount(at90));
    expect(screen.getByText('90% · Excellent')).toBeInTheDocument();
  });

  it('holds back the control share of the budget, with no ads shown', async () => {
    const user = userEvent.setup();
    render(<Harness budget={25_000} />);
    expect(screen.getByTestId('control-budget')).toHaveTextContent(formatDollars(controlBudget(25_000, 20)));
    expect(screen.getByText('no ads shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable Testing' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Control group' }), '30');
    expect(screen.getByTestId('control-budget')).toHaveTextContent('$7,500');
    expect(
      screen.getByText('True incremental ROAS is typically 60-70% of reported ROAS.'),
    ).toBeInTheDocument();
  });

  it('shows incremental ROAS for sales only; other objectives get their incremental results', () => {
    const { unmount } = render(<Harness budget={25_000} objective="sales" />);
    expect(screen.getByText('Incremental ROAS')).toBeInTheDocument();
    unmount();
    render(<Harness budget={25_000} objective="leads" />);
    expect(screen.queryByText(/ROAS/)).not.toBeInTheDocument();
    const [min, max] = outcomeOf(25_000, 'leads').results;
    expect(screen.getByText(`Incremental ${outcomeFor('leads').result.many}`)).toBeInTheDocument();
    expect(screen.getByTestId('incremental-figure')).toHaveTextContent(
      `${formatCount(Math.floor(min * 0.6))} – ${formatCount(Math.ceil(max * 0.7))}`,
    );
    expect(screen.getByText('Typically 60-70% of reported leads are truly incremental.')).toBeInTheDocument();
  });

  it('warns plainly when the budget cannot reach the sample, and not when it can', () => {
    const { unmount } = render(<Harness budget={5_000} />);
    expect(screen.getByTestId('underpowered-warning')).toHaveTextContent(/Under-powered for this budget/);
    expect(screen.getByTestId('underpowered-warning')).toHaveTextContent(
      /Raise the budget to at least \$[\d,]+/,
    );
    expect(screen.getByTestId('estimated-power')).toHaveTextContent(/Under-powered/);
    unmount();
    render(<Harness budget={500_000} />);
    expect(screen.queryByTestId('underpowered-warning')).not.toBeInTheDocument();
    expect(screen.getByTestId('estimated-power')).toHaveTextContent('100% · Excellent');
    expect(screen.getByTestId('power-verdict')).toHaveTextContent(
      'Excellent: 100% power to detect the expected 8–12% lift.',
    );
  });

  it('judges power against the expected lift: a 20% minimum lift cannot detect an 8–12% one', async () => {
    const user = userEvent.setup();
    render(<Harness budget={25_000} />);
    await user.click(screen.getByRole('button', { name: 'Enable Testing' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum detectable lift' }), '20');
    // The budget reaches enough people for a 20% lift (no budget warning) ...
    expect(screen.queryByTestId('underpowered-warning')).not.toBeInTheDocument();
    // ... but the power shown is the power to detect the 8% the test expects, and it says so.
    expect(screen.getByTestId('estimated-power')).toHaveTextContent('56% · Under-powered');
    expect(screen.getByTestId('estimated-power')).not.toHaveTextContent(/Good|Excellent/);
    expect(screen.getByTestId('power-verdict')).toHaveTextContent(
      'Under-powered: detects 20% or more, the expected lift is 8–12%.',
    );
  });
});
