import { completeDraft } from '@northstar/shared/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { launchedCampaign } from '../../../test/api-fixtures.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { campaignForecastStub, forecastPoint } from '../../../test/forecast-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { CampaignForecastSection, verdictOf } from './campaign-forecast-section.tsx';

// Issue 22 item 3: a launched campaign's delivery so far against its forecast at launch.

const DETAILS = 'GET /api/v1/campaigns/c1';
const atLaunch = forecastPoint(4000); // results 63: band 50.4 – 75.6
const leadsCampaign = (forecast: unknown) => ({
  campaign: {
    ...launchedCampaign(),
    draft: completeDraft({ campaignName: 'Spring Sale', objective: 'leads' }),
    forecast,
  },
});
const section = () => within(screen.getByRole('region', { name: 'Forecast against delivery' }));

beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});

describe('the forecast against delivery', () => {
  it('holds each delivered figure to the projection range pro-rated to the flight so far', async () => {
    // Half the flight gone: impressions 200,000 projected (160k – 240k), 100k so far (80k – 120k).
    const forecast = campaignForecastStub(atLaunch, 0.5, {
      impressions: 100_000,
      reach: 10_000,
      clicks: 2_000,
      results: 40,
    });
    mockFetch({ [DETAILS]: jsonResponse(200, leadsCampaign(forecast)) });
    renderAt(<CampaignForecastSection campaign={launchedCampaign()} />);
    expect(await section().findByTestId('forecast-elapsed')).toHaveTextContent(
      'Sandbox delivery so far against the projection range at launch, pro-rated to the 50% of the flight that has elapsed.',
    );
    const row = (figure: string) => section().getByTestId(`forecast-row-${figure}`);
    expect(row('impressions')).toHaveTextContent('ImpressionsInside the range80,000 – 120,000100,000');
    // 80,000 people ± 20%, halved: 32,000 – 48,000; 10,000 falls short.
    expect(row('reach')).toHaveTextContent('People reachedBelow the range32,000 – 48,00010,000');
    expect(row('clicks')).toHaveTextContent('ClicksInside the range1,600 – 2,4002,000');
    // Results in the objective's unit: 63 leads ± 20%, halved: 25 – 38.
    expect(row('results')).toHaveTextContent('LeadsAbove the range25 – 3840');
    expect(section().getByText(/whole flight the projection was 50 – 76 leads/)).toBeInTheDocument();
  });

  it('says so when the campaign launched without a stored forecast', async () => {
    mockFetch({ [DETAILS]: jsonResponse(200, leadsCampaign(null)) });
    renderAt(<CampaignForecastSection campaign={launchedCampaign()} />);
    expect(
      await section().findByText(/No forecast was stored when this campaign launched/),
    ).toBeInTheDocument();
  });

  it('offers a retry when the details do not load', async () => {
    mockFetch({ [DETAILS]: errorResponse(500, 'INTERNAL', 'boom') });
    renderAt(<CampaignForecastSection campaign={launchedCampaign()} />);
    expect(await section().findByText('The forecast could not be loaded.')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks nothing for a campaign not launched', () => {
    const { fetchMock } = mockFetch({});
    renderAt(<CampaignForecastSection campaign={launchedCampaign({ launchedAt: null, status: 'draft' })} />);
    expect(screen.queryByRole('region', { name: 'Forecast against delivery' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('places a figure on the range’s edges inside it', () => {
    const band = { low: 10, mid: 15, high: 20 };
    expect([9, 10, 20, 21].map((n) => verdictOf(n, band))).toEqual(['below', 'inside', 'inside', 'above']);
  });
});
