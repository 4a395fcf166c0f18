import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from './constants';
import { paginationQuerySchema } from './pagination';

describe('paginationQuerySchema', () => {
  it('defaults to the first page of 20', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
  });
  it('caps page_size at the maximum instead of rejecting it', () => {
    expect(paginationQuerySchema.parse({ page_size: '500' }).page_size).toBe(MAX_PAGE_SIZE);
    expect(paginationQuerySchema.parse({ page_size: '100' }).page_size).toBe(100);
  });
  it('rejects pages below 1 and fractions', () => {
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page_size: '0' }).success).toBe(false);
  });
});
