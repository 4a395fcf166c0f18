import {
  INBOX_REFRESH_MS,
  THREAD_REFRESH_MS,
  type ChatMessage,
  type InboxQuery,
  type StartConversation,
  type Thread,
} from '@dala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useIsSignedIn } from '../../auth';

/** Query keys of messaging: everything under ['messaging'] is dropped together after a change. */
export const messagingKeys = {
  all: ['messaging'] as const,
  unread: ['messaging', 'unread'] as const,
  inbox: (query: Partial<InboxQuery>) => ['messaging', 'inbox', query] as const,
  listings: ['messaging', 'listings'] as const,
  thread: (id: string) => ['messaging', 'thread', id] as const,
  draft: (choice: DraftChoice) => ['messaging', 'draft', choice] as const,
};

export type DraftChoice = { booking_id?: string; safari_id?: number; trip_id?: number };

/** The header badge's unread total, refreshed while the app is open. */
export function useUnreadMessages() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: messagingKeys.unread,
    queryFn: ({ signal }) => callApi('GET /messages/unread-count', {}, { signal }),
    enabled: signedIn,
    staleTime: 15_000,
    refetchInterval: signedIn ? INBOX_REFRESH_MS : false,
  });
}

export function useInbox(query: Partial<InboxQuery>) {
  return useQuery({
    queryKey: messagingKeys.inbox(query),
    queryFn: ({ signal }) => callApi('GET /messages/conversations', { query }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
  });
}

/** An operator's listings with conversations (the inbox's listing filter). */
export function useInboxListings(enabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.listings,
    queryFn: ({ signal }) => callApi('GET /messages/listings', {}, { signal }),
    enabled,
  });
}

/** The newest page of a thread, asked again every few seconds while it is open. */
export function useThread(id: string) {
  return useQuery({
    queryKey: messagingKeys.thread(id),
    queryFn: ({ signal }) => callApi('GET /messages/conversations/:id', { params: { id } }, { signal }),
    refetchInterval: THREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** Older messages of a thread (before the first one shown). */
export function fetchOlderMessages(id: string, beforeSeq: number) {
  return callApi('GET /messages/conversations/:id', { params: { id }, query: { before_seq: beforeSeq } });
}

export function useDraft(choice: DraftChoice, enabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.draft(choice),
    queryFn: ({ signal }) => callApi('GET /messages/draft', { query: choice }, { signal }),
    enabled,
  });
}

/** Marks a thread read; the unread total comes back with the answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('POST /messages/conversations/:id/read', { params: { id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(messagingKeys.unread, answer);
      void queryClient.invalidateQueries({ queryKey: ['messaging', 'inbox'] });
    },
  });
}

/** Sends a message in a thread; it shows at once in the thread's cached page. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi('POST /messages/conversations/:id/messages', { params: { id }, body: { body } }),
    onSuccess: (message: ChatMessage) => {
      queryClient.setQueryData<Thread>(messagingKeys.thread(id), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? {
              ...thread,
              messages: [...thread.messages, message],
              conversation: { ...thread.conversation, message_count: message.seq },
            }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: ['messaging', 'inbox'] });
    },
  });
}

/** The first message about a booking or listing (or the next one, when the conversation exists). */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartConversation) => callApi('POST /messages/conversations', { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
