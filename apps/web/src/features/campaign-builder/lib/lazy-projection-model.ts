// The projection model the market ticker loads after the first paint; through this module only the two
// calls it makes are kept, not the whole @northstar/shared/projections entry (ADR 0023).
export { forecastView, projectionFromPoint } from '@northstar/shared/projections';
