// The product's name lives here only, so a rename is one line.
export const PRODUCT_NAME = 'Northstar';
export const PRODUCT_SLUG = PRODUCT_NAME.toLowerCase();
export const PRODUCT_TAGLINE = 'The next generation advertising platform';

export const HUB_MODULE_ID = `${PRODUCT_SLUG}-hub`;
export const HUB_PATH = `/dashboard/${HUB_MODULE_ID}`;
export const HUB_TITLE = `${PRODUCT_NAME} AI Hub`;
export const LOADING_TEXT = `Loading ${PRODUCT_NAME} Platform...`;
export const AI_SETTINGS_TAB = `${PRODUCT_NAME} AI`;

/** Every browser storage key starts with this prefix. */
export const storageKey = (name: string) => `${PRODUCT_SLUG}-${name}`;
export const AUTH_STORAGE_KEY = storageKey('auth');
