import type { PublicUser } from '@northstar/shared/auth';
import { AI_SETTINGS_TAB } from '@northstar/shared/brand';
import { BellRing } from 'lucide-react';
import { type TabItem, Tabs } from '../../../components/ui/tabs.tsx';
import { type AiSettings, AiTab } from './ai-tab.tsx';
import { type AppearanceControls, AppearanceTab } from './appearance-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SecurityTab } from './security-tab.tsx';

export type SettingsTabId = 'profile' | 'appearance' | 'notifications' | 'security' | 'ai';

export const SETTINGS_TABS: ReadonlyArray<TabItem<SettingsTabId>> = [
  { id: 'profile', label: 'Profile' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
  { id: 'ai', label: AI_SETTINGS_TAB },
];

export const isSettingsTab = (value: string | null): value is SettingsTabId =>
  SETTINGS_TABS.some((tab) => tab.id === value);

interface SettingsPageProps {
  user: PublicUser;
  tab: SettingsTabId;
  onTabChange: (tab: SettingsTabId) => void;
  onProfileSaved: (user: PublicUser) => void;
  appearance: AppearanceControls;
  onSaveAi: (settings: AiSettings) => Promise<boolean>;
  onSignedOut: (message: string) => void;
}

export function SettingsPage({
  user,
  tab,
  onTabChange,
  onProfileSaved,
  appearance,
  onSaveAi,
  onSignedOut,
}: SettingsPageProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-title">Settings</h1>
        <p className="mt-1 text-sm text-muted">
          Your profile, the look of the app, security and the AI assistant.
        </p>
      </div>
      <div className="rounded-xl border border-line bg-card px-4 pb-6 shadow-sm sm:px-6">
        <Tabs label="Settings" tabs={SETTINGS_TABS} selected={tab} onSelect={onTabChange}>
          {tab === 'profile' ? <ProfileTab user={user} onSaved={onProfileSaved} /> : null}
          {tab === 'appearance' ? <AppearanceTab {...appearance} /> : null}
          {tab === 'notifications' ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center">
              <BellRing aria-hidden className="size-8 text-muted" />
              <h2 className="text-heading">Notifications - Coming Soon</h2>
              <p className="max-w-sm text-sm text-muted">
                Choose which campaign alerts and account e-mails you receive. We are building it.
              </p>
            </div>
          ) : null}
          {tab === 'security' ? <SecurityTab userId={user.id} onSignedOut={onSignedOut} /> : null}
          {tab === 'ai' ? <AiTab saved={user.preferences?.ai} onSave={onSaveAi} /> : null}
        </Tabs>
      </div>
    </div>
  );
}
