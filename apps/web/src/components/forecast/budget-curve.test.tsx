import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { completeDraft } from '@northstar/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { forecastStub, missingResponse } from '../../test/forecast-fixtures.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { BudgetCurve } from './budget-curve.tsx';

const FORECASTS = 'POST /api/v1/forecasts';

const draftWith = (totalBudget: number): CampaignDraft => {
  const base = completeDraft({ campaignName: 'Curve' });
  return {
    ...base,
    objective: 'leads',
    budget: { ...base.budget, totalBudget, budgetType: 'lifetime' },
  };
};

function renderCurve(draft: CampaignDraft | null) {
  const client = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <BudgetCurve draft={draft} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    rerenderWith: (next: CampaignDraft | null) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <BudgetCurve draft={next} />
        </QueryClientProvider>,
      ),
  };
}

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});

describe('the budget curve', () => {
  it('shows the plan’s results, its cost per result and the cost of the next one, in the objective’s unit', async () => {
    const forecast = forecastStub(1000);
    const { calls } = mockFetch({ [FORECASTS]: jsonResponse(200, forecast) });
    renderCurve(draftWith(1000));
    expect(screen.getByRole('status', { name: 'Loading the forecast' })).toBeInTheDocument();
    const results = await screen.findByTestId('forecast-plan-results');
    const plan = forecast.points.find((p) => p.budget === 1000);
    const next = forecast.points.find((p) => p.budget === 2000);
    if (!plan || !next) throw new Error('no plan');
    const n = (x: number) => Math.round(x).toLocaleString('en-US');
    expect(results).toHaveTextContent(`${n(plan.results.low)} – ${n(plan.results.high)} leads`);
    expect(screen.getByText('At your plan ($1,000)')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'At your plan ($1,000)',
      'Cost per lead',
      'Next lead costs',
    ]);
    const marginal = (next.budget - plan.budget) / (next.results.mid - plan.results.mid);
    expect(screen.getByTestId('forecast-marginal')).toHaveTextContent(`about $${marginal.toFixed(2)}`);
    expect(screen.getByText('between $1,000 and $2,000')).toBeInTheDocument();
    expect(screen.getByText(/simulated market: ranges, not promises/)).toBeInTheDocument();
    // The request carries the draft itself, as the contract asks.
    expect(calls(FORECASTS)[0]?.body).toEqual({ draft: draftWith(1000) });
  });

  it('lists every point as a table, the plan marked, reachable by keyboard', async () => {
    mockFetch({ [FORECASTS]: jsonResponse(200, forecastStub(1000)) });
    const user = userEvent.setup();
    renderCurve(draftWith(1000));
    await screen.findByTestId('forecast-plan-results');
    await user.tab();
    expect(screen.getByText('Show the curve as a table').closest('summary')).toHaveFocus();
    await user.keyboard('{Enter}');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => (r as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      '$250',
      '$500',
      '$1,000 (your plan)',
      '$2,000',
      '$4,000',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
  });

  it('asks once more for a draft edited in quick succession, for the settled draft', async () => {
    const { calls } = mockFetch({
      [FORECASTS]: [jsonResponse(200, forecastStub(1000)), jsonResponse(200, forecastStub(3000))],
    });
    const { rerenderWith } = renderCurve(draftWith(1000));
    await screen.findByText('At your plan ($1,000)');
    rerenderWith(draftWith(2000));
    rerenderWith(draftWith(2500));
    rerenderWith(draftWith(3000));
    expect(await screen.findByText('At your plan ($3,000)')).toBeInTheDocument();
    const budgets = calls(FORECASTS).map(
      (c) => (c.body as { draft: CampaignDraft }).draft.budget.totalBudget,
    );
    expect(budgets).toEqual([1000, 3000]);
  });

  it('says what to add, never a number, when the server has too little to forecast from', async () => {
    mockFetch({ [FORECASTS]: jsonResponse(422, missingResponse(['budget', 'platforms'])) });
    renderCurve(draftWith(0));
    expect(await screen.findByTestId('forecast-missing')).toHaveTextContent(
      'Add a budget and platforms to see a forecast.',
    );
    expect(screen.queryByTestId('forecast-plan-results')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('asks for nothing before there is a campaign, and says what it needs', () => {
    const { fetchMock } = mockFetch({});
    renderCurve(null);
    expect(screen.getByTestId('forecast-missing')).toHaveTextContent(
      'Add a budget and platforms to see a forecast.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the forecast fails, and draws it once it comes', async () => {
    mockFetch({
      [FORECASTS]: [
        // The first try and the app's three retries of a server fault.
        errorResponse(500, 'INTERNAL', 'boom'),
        errorResponse(500, 'INTERNAL', 'boom'),
        errorResponse(500, 'INTERNAL', 'boom'),
        errorResponse(500, 'INTERNAL', 'boom'),
        jsonResponse(200, forecastStub(1000)),
      ],
    });
    const user = userEvent.setup();
    renderCurve(draftWith(1000));
    expect(await screen.findByText('The forecast could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('forecast-plan-results')).toBeInTheDocument());
  });

  it('refuses an answer that breaks the contract rather than drawing it', async () => {
    mockFetch({ [FORECASTS]: jsonResponse(200, { unit: 'leads', points: 'many' }) });
    renderCurve(draftWith(1000));
    expect(await screen.findByText('The forecast could not be loaded.')).toBeInTheDocument();
  });
});
