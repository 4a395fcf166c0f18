import type { Schedule } from '../../lib/jobs';

/**
 * The recurring jobs of `messaging` (run once per period across every process): none. A burst's email
 * is a delayed job queued by the message that starts the burst (unread-mail.ts), deduplicated by key.
 */
export const messagingSchedules: Schedule[] = [];
