import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@northstar/shared/brand';
import { Bot, ChartLine, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LogoMark, Wordmark } from '../../components/ui/wordmark.tsx';
import { ThemeToggleButton } from '../../features/theme/components/theme-toggle-button.tsx';
import { SiteFooter } from '../layouts/public-layout.tsx';

const highlights = [
  {
    Icon: Bot,
    title: 'AI campaign assistant',
    text: 'Build a campaign in a guided, nine-step conversation, from goals to launch.',
  },
  {
    Icon: ChartLine,
    title: 'Simulated market pricing',
    text: 'See CPM, CPC and competition as you plan, with projections and holdout testing.',
  },
  {
    Icon: ShieldCheck,
    title: 'Regulated channels',
    text: 'Compliance checks for cannabis, gambling, crypto and more, before you spend.',
  },
];

export default function LandingRoute() {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-canvas">
      <title>{`${PRODUCT_NAME} - ${PRODUCT_TAGLINE}`}</title>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-24 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-500)_0%,transparent_60%)] opacity-20"
      />
      <header className="relative z-10 mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Wordmark className="text-lg" />
        <ThemeToggleButton />
      </header>

      <main className="relative z-10 flex flex-1 flex-col items-center px-4 pb-16 pt-12 text-center sm:px-6 sm:pt-20">
        <LogoMark className="size-16 drop-shadow-xl sm:size-20" />
        <h1 className="mt-6 text-6xl font-extrabold tracking-tight text-fg sm:text-8xl">{PRODUCT_NAME}</h1>
        <p className="mt-4 max-w-xl text-lg text-muted sm:text-2xl">{PRODUCT_TAGLINE}</p>
        <div className="mt-10 flex w-full max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
          <Link to="/login" className={buttonClasses('primary', 'lg', 'sm:min-w-40')}>
            Sign In
          </Link>
          <Link to="/register" className={buttonClasses('secondary', 'lg', 'sm:min-w-40')}>
            Register
          </Link>
        </div>

        <section aria-labelledby="highlights" className="mt-20 w-full max-w-5xl">
          <h2 id="highlights" className="sr-only">
            What you get
          </h2>
          <ul className="grid gap-4 text-left sm:grid-cols-3">
            {highlights.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-line bg-card/80 p-5 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-800/40 dark:text-brand-100">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-fg">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
