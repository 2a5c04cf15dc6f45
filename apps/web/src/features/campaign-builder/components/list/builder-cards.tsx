import type { CampaignType } from '@northstar/shared/campaign/schemas';
import { ArrowRight, Globe2, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { builderPath, PREVIEW_PATH } from '../../lib/paths.ts';
import { useBuilderStore } from '../../stores/builder.store.ts';

interface CardProps {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  badge?: string;
  onClick?: () => void;
}

function BuilderCard({ to, icon, title, text, badge, onClick }: CardProps) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className="group flex h-full flex-col gap-3 rounded-xl border border-line bg-card p-5 shadow-sm transition-colors hover:border-brand-500"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-800/40 dark:text-brand-100">
          {icon}
        </span>
        {badge ? (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
            {badge}
          </span>
        ) : null}
      </div>
      <div className="flex-1">
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-muted">{text}</p>
      </div>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-link">
        Start building
        <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}

/** The three ways into a builder. Universal and regulated start a new campaign. */
export function BuilderCards() {
  const startNew = (type: CampaignType) => () => useBuilderStore.getState().startNew(type);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <BuilderCard
        to={builderPath('universal')}
        onClick={startNew('universal')}
        icon={<Globe2 aria-hidden className="size-5" />}
        title="Universal Channels"
        text="Search and social: Google Ads, Facebook, Instagram, TikTok and LinkedIn."
      />
      <BuilderCard
        to={builderPath('regulated')}
        onClick={startNew('regulated')}
        icon={<ShieldCheck aria-hidden className="size-5" />}
        title="Regulated Channels"
        text="Cannabis, CBD, Adult, Gambling, Crypto and Forex, with compliance checks per network and country."
      />
      <BuilderCard
        to={PREVIEW_PATH}
        icon={<Sparkles aria-hidden className="size-5" />}
        title="Professional Builder"
        badge="NEW"
        text="Test our new 9-step professional interface"
      />
    </div>
  );
}
