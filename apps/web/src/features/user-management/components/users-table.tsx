import type { AdminUser } from '@northstar/shared/admin';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardTableHead, cardTableBody } from '../../../components/ui/card-table-head.tsx';
import { cn } from '../../../lib/cn.ts';
import { type ActionButton, actionsFor, fullName } from './user-actions.ts';

const statusTone: Record<AdminUser['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  disabled: 'neutral',
};
const statusLabel: Record<AdminUser['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  disabled: 'Disabled',
};

const formatDate = (value: string | null) => {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : date.toLocaleDateString();
};

const cell = cn(
  'px-4 py-3 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1',
  'max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase',
  'max-sm:before:tracking-wide max-sm:before:text-muted max-sm:before:content-[attr(data-label)]',
);

interface UsersTableProps {
  users: AdminUser[];
  currentUserId: string;
  processingId: string | null;
  labelledBy: string;
  onAction: (user: AdminUser, action: ActionButton) => void;
}

// User-supplied strings render as React text, never as HTML.
export function UsersTable({ users, currentUserId, processingId, labelledBy, onAction }: UsersTableProps) {
  const selfNoteId = useId();
  return (
    <table aria-labelledby={labelledBy} className="w-full border-collapse text-sm max-sm:block">
      <CardTableHead columns={['User', 'Status', 'Role', 'Registered', 'Approved by']} />
      <tbody className={cardTableBody}>
        {users.map((user) => {
          const self = user.id === currentUserId;
          const busy = processingId === user.id;
          const name = fullName(user);
          const actions = actionsFor(user, currentUserId);
          const blocked = actions.some((action) => action.blockedReason);
          return (
            <tr
              key={user.id}
              className="align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-line max-sm:px-3 max-sm:py-2"
            >
              <td className="px-4 py-3 max-sm:block max-sm:px-0 max-sm:py-1">
                <p className="font-medium break-words">
                  {name}
                  {self ? <span className="ml-1.5 text-xs font-normal text-muted">(you)</span> : null}
                </p>
                <p className="text-xs break-all text-muted">{user.email}</p>
              </td>
              <td data-label="Status" className={cell}>
                <Badge tone={statusTone[user.status]}>{statusLabel[user.status]}</Badge>
              </td>
              <td data-label="Role" className={cn(cell, 'capitalize')}>
                {user.role === 'admin' ? <Badge tone="brand">Admin</Badge> : 'User'}
              </td>
              <td data-label="Registered" className={cn(cell, 'whitespace-nowrap')}>
                {formatDate(user.createdAt)}
              </td>
              <td data-label="Approved by" className={cell}>
                {user.approvedBy ? (
                  <span className="max-sm:text-right">
                    {user.approvedBy.name}
                    <span className="block text-xs text-muted">{formatDate(user.approvedAt)}</span>
                  </span>
                ) : (
                  '-'
                )}
              </td>
              <td className="px-4 py-3 max-sm:block max-sm:px-0 max-sm:pt-2">
                <div className="flex flex-wrap justify-end gap-2 max-sm:[&>button]:flex-1">
                  {actions.map((action) => (
                    <Button
                      key={action.kind}
                      size="sm"
                      variant={action.variant}
                      disabled={busy || Boolean(action.blockedReason)}
                      aria-label={busy ? undefined : `${action.label} ${name}`}
                      aria-describedby={action.blockedReason ? selfNoteId : undefined}
                      title={action.blockedReason}
                      onClick={() => onAction(user, action)}
                    >
                      {busy ? 'Processing...' : action.label}
                    </Button>
                  ))}
                </div>
                {blocked ? (
                  <p id={selfNoteId} className="mt-1.5 text-right text-xs text-muted">
                    {actions.find((action) => action.blockedReason)?.blockedReason}
                  </p>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
