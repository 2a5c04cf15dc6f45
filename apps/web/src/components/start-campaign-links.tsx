import { HUB_PATH, HUB_TITLE } from '@northstar/shared/brand';
import { Link } from 'react-router';
import { buttonClasses } from './ui/button.tsx';

/** The two ways to create a campaign, offered wherever the user has none yet to show. */
export function StartCampaignLinks({ builderPath }: { builderPath: string }) {
  return (
    <>
      <Link to={builderPath} className={buttonClasses('primary')}>
        Open the Campaign Builder
      </Link>
      <Link to={HUB_PATH} className={buttonClasses('secondary')}>
        Plan with the {HUB_TITLE}
      </Link>
    </>
  );
}
