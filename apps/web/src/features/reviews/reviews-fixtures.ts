import type { AdminReview, MyReview, ReceivedReview, ReviewInvitation } from '@dala/shared';

const subject = {
  kind: 'safari' as const,
  id: 7,
  title: 'Serengeti Great Migration Safari',
  slug: 'serengeti-great-migration-safari',
  operator_name: 'Kilele Safaris',
};

export const invitation: ReviewInvitation = {
  booking_id: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  booking_reference: 'DR-ABCD2345',
  subject,
  start_date: '2026-11-10',
  end_date: '2026-11-14',
};

const base = {
  author_name: 'Neema M.',
  rating: 5,
  title: 'Unforgettable',
  text: 'Our guide found the herds every day <b>and</b> the camp was wonderful.',
  photos: [],
  verified_booking: true as const,
  created_at: '2026-11-16T08:00:00.000Z',
  edited_at: null,
  reply: null,
};

export const myReview: MyReview = {
  ...base,
  id: 11,
  subject,
  booking_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  booking_reference: 'DR-EFGH6789',
  editable_until: '2026-12-16T08:00:00.000Z',
  can_edit: true,
  hidden: false,
  hidden_reason: null,
};

export const receivedReview: ReceivedReview = {
  ...base,
  id: 21,
  author_name: 'Sarah T.',
  subject,
  booking_reference: 'DR-JKLM2345',
  travel_date: '2026-10-01',
  hidden: false,
  hidden_reason: null,
};

export const adminReview: AdminReview = {
  ...receivedReview,
  author_email: 'sarah.thompson@example.com',
  hidden_at: null,
  hidden_by_name: null,
};

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 10 });
