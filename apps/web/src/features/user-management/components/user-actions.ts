import type { AdminUser } from '@northstar/shared/admin';
import type { UserAction } from '../api/users.api.ts';

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

export type ActionKind = UserAction['kind'];

export interface ActionButton {
  kind: ActionKind;
  label: string;
  variant: 'success' | 'danger' | 'secondary';
  /** Why the button is disabled (e.g. on the admin's own row); undefined when it is enabled. */
  blockedReason?: string;
}

export const SELF_BLOCKED = 'You cannot disable or demote your own account.';

/** Which actions a row offers, by status and role; an admin's own row cannot disable or demote. */
export function actionsFor(user: AdminUser, currentUserId: string): ActionButton[] {
  const self = user.id === currentUserId;
  const actions: ActionButton[] = [];
  if (user.status === 'pending') {
    actions.push({ kind: 'approve', label: 'Approve', variant: 'success' });
    actions.push({ kind: 'reject', label: 'Reject', variant: 'danger' });
  }
  if (user.status === 'rejected') actions.push({ kind: 'approve', label: 'Approve', variant: 'success' });
  if (user.status === 'approved') {
    actions.push({
      kind: 'disable',
      label: 'Disable',
      variant: 'danger',
      blockedReason: self ? SELF_BLOCKED : undefined,
    });
  }
  if (user.status === 'disabled') actions.push({ kind: 'enable', label: 'Enable', variant: 'success' });
  if (user.status === 'approved' || user.status === 'disabled') {
    actions.push(
      user.role === 'admin'
        ? {
            kind: 'demote',
            label: 'Demote',
            variant: 'secondary',
            blockedReason: self ? SELF_BLOCKED : undefined,
          }
        : { kind: 'promote', label: 'Promote', variant: 'secondary' },
    );
  }
  return actions;
}

/** Actions that take something away ask first. */
export const CONFIRMATIONS: Partial<
  Record<ActionKind, (user: AdminUser) => { title: string; text: string; confirm: string }>
> = {
  disable: (user) => ({
    title: `Disable ${fullName(user)}?`,
    text: `${user.email} is signed out at once and cannot sign in until an admin enables the account again.`,
    confirm: 'Disable account',
  }),
  demote: (user) => ({
    title: `Remove admin rights from ${fullName(user)}?`,
    text: 'They lose access to the admin tools and are signed out, so their next sign-in starts as a regular user.',
    confirm: 'Remove admin rights',
  }),
  promote: (user) => ({
    title: `Make ${fullName(user)} an admin?`,
    text: 'Admins can approve, reject, disable and promote every user.',
    confirm: 'Make admin',
  }),
};

export const SUCCESS_MESSAGES: Record<ActionKind, (user: AdminUser) => string> = {
  approve: (user) => `${fullName(user)} was approved and will receive an email.`,
  reject: (user) => `${fullName(user)} was rejected.`,
  enable: (user) => `${fullName(user)} can sign in again.`,
  disable: (user) => `${fullName(user)} was disabled and signed out.`,
  promote: (user) => `${fullName(user)} is now an admin.`,
  demote: (user) => `${fullName(user)} is no longer an admin.`,
};

export const REJECT_PROMPT = 'Please provide a reason for rejection:';
