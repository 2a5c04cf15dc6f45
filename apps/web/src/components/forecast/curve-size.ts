/** The curve's height, shared by its frame and the lazily loaded chart so nothing shifts when it lands. */
export const CURVE_HEIGHT_PX = 200;
