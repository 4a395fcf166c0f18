import type { ChatMessage, ConversationSummary, Thread } from '@dala/shared';

export const bookingSubject = {
  kind: 'booking' as const,
  title: 'Serengeti Great Migration',
  booking_id: '0b6f3c52-8f0e-4c4a-9d69-0d6a1f2d9a11',
  booking_reference: 'DR-K1LELE01',
  safari_id: 7,
  safari_slug: 'serengeti-great-migration',
  trip_id: null,
  date: '2027-03-02',
};

export const conversation = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: '7d1a1c1e-1111-4a4a-8b8b-000000000001',
  subject: bookingSubject,
  my_role: 'traveler',
  counterpart_name: 'Kilele Safaris',
  last_message: {
    body: 'Our driver will meet you at 7:30.',
    sent_at: '2027-02-20T09:15:00.000Z',
    from_me: false,
    sender_name: 'Kilele Safaris',
  },
  unread_count: 1,
  message_count: 4,
  ...overrides,
});

export const message = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  body: `Message ${seq}`,
  sent_at: '2027-02-20T09:15:00.000Z',
  from_me: seq % 2 === 1,
  sender_name: seq % 2 === 1 ? 'Neema Mushi' : 'Kilele Safaris',
  ...overrides,
});

export const thread = (overrides: Partial<Thread> = {}): Thread => ({
  conversation: conversation(),
  messages: [message(1), message(2)],
  has_more: false,
  ...overrides,
});

export const inboxPage = (items: ConversationSummary[], total = items.length, unreadTotal = 1) => ({
  items,
  total,
  page: 1,
  page_size: 20,
  unread_total: unreadTotal,
});
