import type { User } from '@dala/shared';
import { NotificationBell } from '../../features/notifications';
import { UserMenu } from './user-menu';

/**
 * The header's signed-in pieces (spec §2): the notification bell and, from lg up, the user menu.
 * Their own chunk (header.tsx loads it lazily): a guest's page never needs them.
 */
export default function SignedInActions({ user }: { user: User }) {
  return (
    <>
      <NotificationBell />
      <div className="hidden lg:block">
        <UserMenu user={user} />
      </div>
    </>
  );
}
