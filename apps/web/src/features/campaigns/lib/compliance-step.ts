/** Step 6, Compliance Review (no import of the review itself: the builder's first paint stays light). */
export const COMPLIANCE_STEP = 6;
