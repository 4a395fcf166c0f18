/**
 * The job queue (transactional outbox): see queue.ts and docs/decisions/004-one-booking-core.md, "Background work". The recurring
 * jobs (scheduled.ts) are the app's to start: they import modules, which import this file.
 */
export {
  defaultBackoffMs,
  defineJob,
  enqueue,
  JobWorker,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type JobWorkerOptions,
  type Schedule,
} from './queue';
export { enqueueMail, mailJob } from './mail-job';
