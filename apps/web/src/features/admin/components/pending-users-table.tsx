import type { PendingUser } from '@northstar/shared/auth';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

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

const headerCell = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted';

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
    <section aria-labelledby={labelledBy} tabIndex={0} className="overflow-x-auto">
      <table aria-labelledby={labelledBy} className="w-full min-w-[44rem] border-collapse text-sm">
        <thead className="border-b border-line bg-raised/60">
          <tr>
            <th scope="col" className={headerCell}>
              User
            </th>
            <th scope="col" className={headerCell}>
              Email
            </th>
            <th scope="col" className={headerCell}>
              Company
            </th>
            <th scope="col" className={headerCell}>
              Registered
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => {
            const busy = processingId === user.id;
            const name = fullName(user);
            return (
              <tr key={user.id} className="hover:bg-raised/40">
                <td className="px-4 py-3">
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
                <td className="break-all px-4 py-3 text-muted">{user.email}</td>
                <td className="px-4 py-3 text-muted">{user.company || '-'}</td>
                <td className="whitespace-nowrap px-4 py-3 text-muted">{formatDate(user.createdAt)}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
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
