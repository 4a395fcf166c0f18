import type { User } from '@dala/shared';
import { Suspense } from 'react';
import { MessagesLink } from '../../features/messaging';
import { NotificationBell } from '../../features/notifications';
import { UserMenu } from './user-menu';

/**
 * The header's signed-in pieces (spec §2): the Messages link with its unread badge, the notification
 * bell and, from lg up, the user menu. Their own chunk (header.tsx loads it lazily): a guest's page
 * never needs them. The Messages link's texts load with it (its own namespace), hence the Suspense.
 */
export default function SignedInActions({ user }: { user: User }) {
  return (
    <>
      <Suspense fallback={<span className="size-10" aria-hidden />}>
        <MessagesLink />
      </Suspense>
      <NotificationBell />
      <div className="hidden lg:block">
        <UserMenu user={user} />
      </div>
    </>
  );
}
