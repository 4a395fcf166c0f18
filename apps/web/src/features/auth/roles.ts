import type { User } from '@dala/shared';

export const isOperator = (user: User | null | undefined) => user?.type === 'operator';
export const isTourOperator = (user: User | null | undefined) =>
  isOperator(user) && user?.operator_type === 'tour_operator';
export const isTransporter = (user: User | null | undefined) =>
  isOperator(user) && user?.operator_type === 'transporter';
export const isAdmin = (user: User | null | undefined) => user?.type === 'admin';

/** Display name: first and last name. */
export const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim();
export const initials = (user: User) =>
  `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
