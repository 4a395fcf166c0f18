import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { queryWholeNumber } from './input';

/** `?page=&page_size=` of every list (ARCHITECTURE §4); page_size is capped, not rejected. */
export const paginationQuerySchema = z.object({
  page: queryWholeNumber('common.pageInvalid', 1, 100_000).default(1),
  page_size: queryWholeNumber('common.pageSizeInvalid', 1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
