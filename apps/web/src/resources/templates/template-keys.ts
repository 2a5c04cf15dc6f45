/** Under their own root; a campaign write invalidates it too: launched campaigns are "Recently Launched" cards. */
export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
};
