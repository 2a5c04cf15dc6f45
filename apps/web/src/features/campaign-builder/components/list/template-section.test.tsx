import { SANDBOX_NOTICE } from '@northstar/shared/analytics';
import { templateRoutes } from '@northstar/shared/contract/templates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client.ts';
import { routeResponse } from '../../../../test/contract-stubs.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render.tsx';
import { campaign, templateItem } from '../../test/campaign-fixtures.ts';
import { TemplateSection } from './template-section.tsx';

beforeEach(() => configureApiClient({ getToken: () => 'token-abc', onUnauthorized: () => {} }));

const card = (name: string) => within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);

describe('TemplateSection', () => {
  it('shows the count and every field of a template card', async () => {
    mockFetch({
      'GET /api/v1/templates': routeResponse(templateRoutes.list, 200, {
        items: [
          templateItem(),
          templateItem({
            id: 't2',
            name: 'My saved one',
            channelType: 'regulated',
            type: 'saved_template',
            performance: null,
            launchedAt: null,
            estimatedBudget: 800,
            builtIn: false,
          }),
        ],
      }),
    });
    renderAt(<TemplateSection />);
    expect(await screen.findByText('2 templates available')).toBeInTheDocument();

    const launched = card('Holiday Retail Push');
    expect(launched.getByText('Universal')).toBeInTheDocument();
    expect(launched.getByText('Recently Launched')).toBeInTheDocument();
    expect(launched.getByText('1,250,000')).toBeInTheDocument();
    expect(launched.getByText('2.50%')).toBeInTheDocument();
    expect(launched.getByText('31,250')).toBeInTheDocument();
    expect(launched.getByText('940')).toBeInTheDocument();
    expect(launched.getByText('$12,000')).toBeInTheDocument();
    expect(launched.getByText('Launched')).toBeInTheDocument();

    // A built-in sample is marked as an example, and so are its figures.
    expect(launched.getByText('Example')).toBeInTheDocument();
    expect(launched.getByText('Example figures, not from your campaigns')).toBeInTheDocument();
    expect(screen.queryByText(SANDBOX_NOTICE)).not.toBeInTheDocument();

    const saved = card('My saved one');
    expect(saved.queryByText('Example')).not.toBeInTheDocument();
    expect(saved.getByText('Regulated')).toBeInTheDocument();
    expect(saved.getByText('Saved Template')).toBeInTheDocument();
    expect(saved.queryByText('Impressions')).not.toBeInTheDocument();
    expect(saved.getByText('Created')).toBeInTheDocument();
    expect(saved.getByText('$800')).toBeInTheDocument();
  });

  it('labels the user’s own recently launched campaigns’ figures as sandbox results', async () => {
    mockFetch({
      'GET /api/v1/templates': routeResponse(templateRoutes.list, 200, {
        items: [
          templateItem({ id: 'own', name: 'My launched one', builtIn: false }),
          templateItem({ id: 'sample', name: 'A sample' }),
        ],
      }),
    });
    renderAt(<TemplateSection />);
    expect(await screen.findByText('2 templates available')).toBeInTheDocument();
    const own = card('My launched one');
    expect(own.queryByText('Example')).not.toBeInTheDocument();
    expect(own.getByText('Recently Launched')).toBeInTheDocument();
    const link = own.getByRole('link', { name: 'Sandbox results' });
    const notice = screen.getByText(SANDBOX_NOTICE).closest('p');
    expect(link).toHaveAttribute('href', `#${notice?.id}`);
    expect(card('A sample').getByText('Example')).toBeInTheDocument();
  });

  it('"Use as Template" creates the campaign and opens it in its builder', async () => {
    const created = campaign({
      id: 'new1',
      name: 'Holiday Retail Push (Template)',
      channelType: 'universal',
    });
    const { calls } = mockFetch({
      'GET /api/v1/templates': routeResponse(templateRoutes.list, 200, { items: [templateItem()] }),
      'POST /api/v1/templates/t1/use': routeResponse(templateRoutes.use, 201, { campaign: created }),
    });
    const user = userEvent.setup();
    renderAt(<TemplateSection />, { path: '/dashboard/campaign-builder' });
    await user.click(await screen.findByRole('button', { name: 'Use as Template' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/dashboard/campaign-builder/universal?edit=new1&template=t1',
    );
    expect(calls('POST /api/v1/templates/t1/use')).toHaveLength(1);
  });
});
