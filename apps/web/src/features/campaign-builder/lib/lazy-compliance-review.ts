// The compliance review, imported dynamically (its rules are large); through this module only what the
// builder calls is kept, not the whole @northstar/shared/compliance entry (ADR 0023).
export { reviewCompliance } from '@northstar/shared/compliance';
