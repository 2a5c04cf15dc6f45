import { PRODUCT_NAME } from '@northstar/shared/brand';
import { LegalPage } from './legal-page.tsx';

const sections = [
  {
    heading: 'Your account',
    body: (
      <p>
        Accounts are for advertisers, marketers and their teams. Every registration is reviewed by our team
        before the first sign-in; we may decline a registration or disable an account that breaks these terms.
        Keep your password to yourself and tell us at once if you think someone else has used your account.
      </p>
    ),
  },
  {
    heading: 'Campaigns and content',
    body: (
      <p>
        You are responsible for the campaigns you build and the creative you upload, and for following the
        rules of every ad network and country you target. Compliance checks in {PRODUCT_NAME} help you, but
        they are guidance and not legal advice. Regulated categories (such as cannabis, gambling, crypto and
        forex) may need licences or certifications that you must hold.
      </p>
    ),
  },
  {
    heading: 'Estimates and AI suggestions',
    body: (
      <p>
        Prices, projections and recommendations (including those of the AI assistant) are estimates. Actual
        reach, costs and results depend on the ad networks and may differ.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <p>
        Do not try to break, overload or probe the service, access other customers' data, or use it for
        unlawful or deceptive advertising.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms: <span className="font-medium text-fg">legal@northstar.local</span>.
      </p>
    ),
  },
];

export default function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`The short version of the rules for using ${PRODUCT_NAME}. By creating an account you agree to them.`}
      sections={sections}
    />
  );
}
