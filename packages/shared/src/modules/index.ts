// @northstar/shared/modules: The dashboard's modules and sidebar.
export * from './modules.ts';
