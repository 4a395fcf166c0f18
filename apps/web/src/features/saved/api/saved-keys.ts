import type { SavedFilter } from '@dala/shared';

/** Query keys of saved listings: every heart shares `ids`; /saved and the dashboard card read `list`. */
export const SAVED_KEYS = {
  all: ['saved'] as const,
  ids: ['saved', 'ids'] as const,
  lists: ['saved', 'list'] as const,
  list: (filter: SavedFilter, page: number, pageSize: number) =>
    ['saved', 'list', filter, page, pageSize] as const,
};
