// The draft's bounds the forms show, without zod (draft.ts's schema enforces them).

export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 40;
export const DESCRIPTION_MAX_LENGTH = 500;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
