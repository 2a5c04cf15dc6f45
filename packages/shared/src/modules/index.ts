// @northstar/shared/modules: the dashboard's modules and sidebar.
export * from './modules.ts';
