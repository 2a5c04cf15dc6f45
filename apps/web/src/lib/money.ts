// US dollars as every page writes them (the sandbox bills in USD only): amounts in whole dollars,
// prices per click or per thousand impressions to the cent.

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$12,500" */
export const formatDollars = (value: number) => dollars.format(value);
/** "$0.43" */
export const formatCents = (value: number) => cents.format(value);
