import { HUB_PATH } from '@northstar/shared/brand';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** An empty state offers both ways to start a campaign (StartCampaignLinks), each going where it says. */
export function expectStartCampaignLinks() {
  expect(screen.getByRole('link', { name: 'Open the Campaign Builder' })).toHaveAttribute(
    'href',
    '/dashboard/campaign-builder',
  );
  expect(screen.getByRole('link', { name: /Plan with the Northstar AI Hub/ })).toHaveAttribute(
    'href',
    HUB_PATH,
  );
}
