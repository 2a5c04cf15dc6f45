import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render.tsx';
import { campaign, listItem } from '../../test/campaign-fixtures.ts';
import { CampaignSection, EMPTY_MESSAGES } from './campaign-section.tsx';

const list = (query = '') => `GET /api/v1/campaigns?${query}page=1&pageSize=10`;
const page = (items: ReturnType<typeof listItem>[], total = items.length, pageNo = 1) =>
  jsonResponse(200, { items, total, page: pageNo, pageSize: 10 });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const row = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return within(item);
};

beforeEach(() => configureApiClient({ getToken: () => 'token-abc', onUnauthorized: () => {} }));

describe('CampaignSection', () => {
  it('lists each campaign with its badges, budget, date and platforms', async () => {
    mockFetch({
      [list()]: page([
        listItem({ id: 'a', name: 'Fresh prices', status: 'ready', lastPriceUpdate: hoursAgo(71) }),
        listItem({ id: 'b', name: 'Old universal', status: 'saved', lastPriceUpdate: hoursAgo(73) }),
        listItem({
          id: 'c',
          name: 'Old regulated',
          channelType: 'regulated',
          lastPriceUpdate: hoursAgo(49),
          platforms: [],
          estimatedBudget: 1250.5,
        }),
      ]),
    });
    renderAt(<CampaignSection />);
    expect(await screen.findByText('3 campaigns')).toBeInTheDocument();

    const fresh = row('Fresh prices');
    expect(fresh.getByText('Universal')).toBeInTheDocument();
    expect(fresh.getByText('Ready')).toBeInTheDocument();
    expect(fresh.queryByText('Stale Pricing')).not.toBeInTheDocument();
    expect(fresh.getByText('$5,000')).toBeInTheDocument();
    expect(fresh.getByText(new Date('2025-03-01T10:00:00.000Z').toLocaleDateString())).toBeInTheDocument();
    expect(fresh.getByText('Google Ads (Search), Facebook')).toBeInTheDocument();
    expect(fresh.getByRole('link', { name: 'Edit Campaign' })).toHaveAttribute(
      'href',
      '/dashboard/campaign-builder/universal?edit=a',
    );

    expect(row('Old universal').getByText('Stale Pricing')).toBeInTheDocument();
    expect(row('Old universal').getByText('Saved')).toBeInTheDocument();
    const regulated = row('Old regulated');
    expect(regulated.getByText('Stale Pricing')).toBeInTheDocument();
    expect(regulated.getByText('Regulated')).toBeInTheDocument();
    expect(regulated.getByText('$1,250.50')).toBeInTheDocument();
  });

  it('shows the first-campaign empty state when there are no campaigns at all', async () => {
    mockFetch({ [list()]: page([]) });
    renderAt(<CampaignSection />);
    expect(await screen.findByText(EMPTY_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_MESSAGES.none)).toBeInTheDocument();
    expect(screen.getByText('0 campaigns')).toBeInTheDocument();
  });

  it('filters on the server by channel, status and a debounced search', async () => {
    const { calls } = mockFetch({
      [list()]: page([listItem()]),
      [list('channelType=regulated&')]: page([]),
      [list('channelType=regulated&status=ready&')]: page([]),
      [list('query=spring&channelType=regulated&status=ready&')]: page([
        listItem({ name: 'Spring regulated' }),
      ]),
    });
    const user = userEvent.setup();
    renderAt(<CampaignSection />);
    // One campaign reads in the singular.
    await screen.findByText('1 campaign');

    await user.selectOptions(screen.getByLabelText('Channel'), 'Regulated');
    expect(await screen.findByText(EMPTY_MESSAGES.filtered)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Ready');
    await waitFor(() => expect(calls(list('channelType=regulated&status=ready&'))).toHaveLength(1));

    await user.type(screen.getByPlaceholderText('Search campaigns...'), 'spring');
    expect(await screen.findByRole('heading', { name: 'Spring regulated' })).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(calls(list('query=s&channelType=regulated&status=ready&'))).toHaveLength(0);
    expect(
      Array.from((screen.getByLabelText('Channel') as HTMLSelectElement).options, (o) => o.text),
    ).toEqual(['All Channels', 'Universal', 'Regulated']);
    expect(Array.from((screen.getByLabelText('Status') as HTMLSelectElement).options, (o) => o.text)).toEqual(
      ['All Status', 'Draft', 'Saved', 'Ready', 'Scheduled', 'Active', 'Paused', 'Completed'],
    );
  });

  it('filters by the launched statuses too', async () => {
    const { calls } = mockFetch({
      [list()]: page([listItem()]),
      [list('status=paused&')]: page([listItem({ id: 'p', name: 'Paused one', status: 'paused' })]),
    });
    const user = userEvent.setup();
    renderAt(<CampaignSection />);
    await screen.findByText('1 campaign');
    await user.selectOptions(screen.getByLabelText('Status'), 'Paused');
    expect(await screen.findByRole('heading', { name: 'Paused one' })).toBeInTheDocument();
    expect(row('Paused one').getByText('Paused')).toBeInTheDocument();
    expect(calls(list('status=paused&'))).toHaveLength(1);
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    const { calls } = mockFetch({
      [list()]: [page([listItem({ id: 'd1', name: 'Doomed' })]), page([])],
      'DELETE /api/v1/campaigns/d1': jsonResponse(204),
    });
    const user = userEvent.setup();
    renderAt(<CampaignSection />);
    await screen.findByRole('heading', { name: 'Doomed' });

    await user.click(row('Doomed').getByRole('button', { name: 'Delete Campaign' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Campaign' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Are you sure you want to delete this campaign?'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('DELETE /api/v1/campaigns/d1')).toHaveLength(0);

    await user.click(row('Doomed').getByRole('button', { name: 'Delete Campaign' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('DELETE /api/v1/campaigns/d1')).toHaveLength(1));
    // The list is fetched again after the delete.
    expect(await screen.findByText(EMPTY_MESSAGES.none)).toBeInTheDocument();
  });

  it('duplicates a campaign and shows the refreshed list', async () => {
    const copy = campaign({ id: 'd2', name: 'Doomed (Copy)' });
    const { calls } = mockFetch({
      [list()]: [
        page([listItem({ id: 'd1', name: 'Original' })]),
        page([copy, listItem({ id: 'd1', name: 'Original' })]),
      ],
      'POST /api/v1/campaigns/d1/duplicate': jsonResponse(201, { campaign: copy }),
    });
    const user = userEvent.setup();
    renderAt(<CampaignSection />);
    await screen.findByRole('heading', { name: 'Original' });
    await user.click(row('Original').getByRole('button', { name: 'Duplicate Campaign' }));
    expect(await screen.findByRole('heading', { name: 'Doomed (Copy)' })).toBeInTheDocument();
    expect(calls('POST /api/v1/campaigns/d1/duplicate')).toHaveLength(1);
  });

  it('pages through results when there are more than fit on a page', async () => {
    const { calls } = mockFetch({
      [list()]: page([listItem({ name: 'First page' })], 12),
      'GET /api/v1/campaigns?page=2&pageSize=10': page([listItem({ id: 'z', name: 'Second page' })], 12, 2),
    });
    const user = userEvent.setup();
    renderAt(<CampaignSection />);
    await screen.findByText('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(calls('GET /api/v1/campaigns?page=2&pageSize=10')).toHaveLength(1);
  });
});
