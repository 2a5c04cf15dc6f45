// Shared by the chart and its placeholder, so the page does not jump when the chart arrives.
export const CHART_HEIGHT_PX = 280;
