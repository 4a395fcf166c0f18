import { z } from 'zod';
import { defineJob } from '../../lib/jobs';
import { sendReviewInvitations } from './reviews.service';

/**
 * "How was your trip?": invites the travelers of bookings that ended (safari: its last day is over;
 * trip: arrived) to review them, by notification and email, exactly once per booking.
 */
export const reviewInvitationJob = defineJob({
  kind: 'review-invitations',
  payload: z.object({}),
  maxAttempts: 3,
  backoffMs: () => 60_000,
  async run(_payload, { app, log }) {
    const invited = await sendReviewInvitations(app.db, app.config.publicUrl);
    if (invited.length > 0) log.info({ invited: invited.length }, 'review invitations');
  },
});
