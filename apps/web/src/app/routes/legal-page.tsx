import { PRODUCT_NAME } from '@northstar/shared/brand';
import type { ReactNode } from 'react';
import { PublicLayout } from '../layouts/public-layout.tsx';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** Shared body of the terms and privacy pages: a title, a date and short plain-language sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <PublicLayout>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <article className="space-y-8">
        <header className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-base text-muted">{intro}</p>
        </header>
        {sections.map((section) => (
          <section key={section.heading} className="space-y-2">
            <h2 className="text-heading">{section.heading}</h2>
            <div className="space-y-2 text-sm leading-6 text-muted">{section.body}</div>
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
