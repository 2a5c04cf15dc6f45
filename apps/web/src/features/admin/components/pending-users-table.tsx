import type { PendingUser } from '@northstar/shared/auth';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { CardTableHead, cardTableBody } from '../../../components/ui/card-table-head.tsx';
import { cn } from '../../../lib/cn.ts';

interface PendingUsersTableProps {
  users: PendingUser[];
  processingId: string | null;
  labelledBy: string;
  onApprove: (user: PendingUser) => void;
  onReject: (user: PendingUser) => void;
}

export const fullName = (user: Pick<PendingUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : date.toLocaleDateString();
}

const initials = (user: PendingUser) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

// Under 640 px each row becomes a card: cells stack and show their column name (data-label).
const cell = cn(
  'px-4 py-3 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5',
  'max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase',
  'max-sm:before:tracking-wide max-sm:before:text-muted max-sm:before:content-[attr(data-label)]',
);

// Every user-supplied string is rendered as React text, never as HTML.
export function PendingUsersTable({
  users,
  processingId,
  labelledBy,
  onApprove,
  onReject,
}: PendingUsersTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-labelledby={labelledBy} tabIndex={0} className="sm:overflow-x-auto">
      <table
        aria-labelledby={labelledBy}
        className="w-full border-collapse text-sm max-sm:block sm:min-w-[44rem]"
      >
        <CardTableHead columns={['User', 'Email', 'Company', 'Registered']} />
        <tbody className={cardTableBody}>
          {users.map((user) => {
            const busy = processingId === user.id;
            const name = fullName(user);
            return (
              <tr
                key={user.id}
                className="hover:bg-raised/40 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-line max-sm:px-3 max-sm:py-2"
              >
                <td className="px-4 py-3 max-sm:block max-sm:px-0 max-sm:py-1.5">
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800 dark:bg-brand-800/50 dark:text-brand-100"
                    >
                      {initials(user)}
                    </span>
                    <span className="font-medium text-fg">{name}</span>
                  </div>
                </td>
                <td data-label="Email" className={cn(cell, 'text-muted')}>
                  <span className="min-w-0 break-all max-sm:text-right">{user.email}</span>
                </td>
                <td data-label="Company" className={cn(cell, 'text-muted')}>
                  <span className="min-w-0 max-sm:text-right">{user.company || '-'}</span>
                </td>
                <td data-label="Registered" className={cn(cell, 'whitespace-nowrap text-muted')}>
                  {formatDate(user.createdAt)}
                </td>
                <td className="px-4 py-3 max-sm:block max-sm:px-0 max-sm:pt-3 max-sm:pb-1.5">
                  <div className="flex justify-end gap-2 max-sm:[&>button]:flex-1">
                    <Button
                      size="sm"
                      variant="success"
                      disabled={busy}
                      aria-label={busy ? undefined : `Approve ${name}`}
                      onClick={() => onApprove(user)}
                    >
                      {busy ? null : <Check aria-hidden className="size-4" />}
                      {busy ? 'Processing...' : 'Approve'}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy}
                      aria-label={busy ? undefined : `Reject ${name}`}
                      onClick={() => onReject(user)}
                    >
                      {busy ? null : <X aria-hidden className="size-4" />}
                      {busy ? 'Processing...' : 'Reject'}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
