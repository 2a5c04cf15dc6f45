import { Clock, type LucideIcon, Sparkles, Users, Wallet } from 'lucide-react';
import { useId } from 'react';

interface Recommendation {
  title: string;
  text: string;
  impact: string;
  Icon: LucideIcon;
}

// The three AI recommendation cards of the spec (sample content).
export const RECOMMENDATIONS: readonly Recommendation[] = [
  {
    title: 'Budget Optimization',
    text: 'Move 15% of the "Brand Awareness Q2" budget to "Summer Sale 2025", which returns 4.2x on spend.',
    impact: 'Estimated +$3,800 revenue this month',
    Icon: Wallet,
  },
  {
    title: 'Audience Expansion',
    text: 'Add a 1% lookalike of your converters to "Lead Generation B2B" to reach similar decision makers.',
    impact: 'Estimated +18% qualified leads',
    Icon: Users,
  },
  {
    title: 'Schedule Optimization',
    text: 'Your clicks convert best between 6 pm and 10 pm. Concentrate delivery in those hours on weekdays.',
    impact: 'Estimated -9% cost per conversion',
    Icon: Clock,
  },
];

export function Recommendations() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <Sparkles aria-hidden className="size-4.5 text-brand-500" />
        AI Recommendations
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {RECOMMENDATIONS.map(({ title, text, impact, Icon }) => (
          <li key={title} className="flex flex-col rounded-xl border border-line bg-card p-5 shadow-sm">
            <span className="flex size-9 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
              <Icon aria-hidden className="size-4.5" />
            </span>
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 flex-1 text-sm text-muted">{text}</p>
            <p className="mt-3 text-sm font-medium text-success">{impact}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
