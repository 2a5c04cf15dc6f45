import { PRODUCT_NAME } from '@northstar/shared/brand';
import { LegalPage } from './legal-page.tsx';

const sections = [
  {
    heading: 'What we keep',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Account details: your name, email address, company and phone number (the last two only if you give
          them), and a salted hash of your password, never the password itself.
        </li>
        <li>Preferences: theme, colours, dashboard layout, time zone and language.</li>
        <li>Campaigns and templates you create, and your conversations with the AI assistant.</li>
      </ul>
    ),
  },
  {
    heading: 'Sessions',
    body: (
      <p>
        Signing in creates a session that lasts 30 days with "Remember me" and 12 hours without it. The
        session token is kept in your browser's storage (not a cookie) and on our server, so signing out,
        resetting your password or an administrator disabling your account ends it at once. We use no tracking
        or advertising cookies.
      </p>
    ),
  },
  {
    heading: 'Email',
    body: (
      <p>
        We email you only about your account: the outcome of your registration review and password reset links
        you ask for. Reset links work once and expire after 30 minutes.
      </p>
    ),
  },
  {
    heading: 'Who sees your data',
    body: (
      <p>
        Our team sees registration details in order to review them. We do not sell your data. Ad networks
        receive campaign data only when you launch a campaign on them.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        To see, correct or delete your data, write to{' '}
        <span className="font-medium text-fg">privacy@northstar.local</span>.
      </p>
    ),
  },
];

export default function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`What ${PRODUCT_NAME} keeps about you, why, and for how long.`}
      sections={sections}
    />
  );
}
