import { PRODUCT_NAME } from '@northstar/shared/brand';
import { BarChart3, Bot, Megaphone } from 'lucide-react';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';

// Placeholder until the analytics issue lands.
const upcoming = [
  {
    Icon: BarChart3,
    title: 'Performance analytics',
    text: 'Revenue, impressions and click-through at a glance.',
  },
  { Icon: Bot, title: `${PRODUCT_NAME} AI Hub`, text: 'Plan campaigns with the AI assistant.' },
  { Icon: Megaphone, title: 'Campaigns', text: 'Build, save and launch campaigns across channels.' },
];

export default function AnalyticsRoute() {
  const firstName = useAuthStore((state) => state.user?.firstName);
  return (
    <div className="space-y-8">
      <title>{`Analytics Dashboard - ${PRODUCT_NAME}`}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics Dashboard</h1>
        <p className="mt-1 text-sm text-muted">
          Welcome{firstName ? `, ${firstName}` : ''}. Your marketing modules are on their way.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {upcoming.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-line bg-card p-5 shadow-sm">
            <Icon aria-hidden className="size-6 text-brand-500" />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
