/** Query keys of the company feature. */
export const companyKeys = {
  own: ['company', 'own'] as const,
  public: (slug: string, preview: boolean) =>
    ['company', 'public', slug, preview ? 'preview' : 'public'] as const,
};
