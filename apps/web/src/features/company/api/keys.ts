/** Query keys of the company feature. */
export const companyKeys = {
  own: ['company', 'own'] as const,
  public: (slug: string, preview: boolean) =>
    ['company', 'public', slug, preview ? 'preview' : 'public'] as const,
  /** Under the public pages' key: a profile change refetches them too. */
  reviews: (slug: string) => ['company', 'public', slug, 'reviews'] as const,
};
