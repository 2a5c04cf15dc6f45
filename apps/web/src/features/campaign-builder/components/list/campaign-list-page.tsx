import { BuilderCards } from './builder-cards.tsx';
import { CampaignSection } from './campaign-section.tsx';
import { TemplateSection } from './template-section.tsx';

/**
 * /dashboard/campaign-builder: the ways into the builders, then the user's own campaigns, then the
 * templates (their launched campaigns first, the built-in examples last).
 */
export function CampaignListPage() {
  return (
    <div className="space-y-10">
      <div className="space-y-5">
        <div>
          <h1 className="text-title">Campaign Builder</h1>
          <p className="mt-1 text-sm text-muted">
            Start a campaign, reuse a template or pick up where you left off.
          </p>
        </div>
        <BuilderCards />
      </div>
      <CampaignSection />
      <TemplateSection />
    </div>
  );
}
