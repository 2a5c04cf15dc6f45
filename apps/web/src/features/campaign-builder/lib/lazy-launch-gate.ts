// The launch gate, imported dynamically on launch: a dynamic import of the @northstar/shared/campaign
// entry itself would keep every module of the entry in one chunk (ADR 0023).
export { launchFindings } from '@northstar/shared/campaign';
