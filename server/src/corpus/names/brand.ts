/**
 * A mark's name and look as a holder uses it across filings. `design` fixes the logo's
 * shapes and `palette` its colours, so the same brand filed again draws the same logo and a
 * family variant keeps the emblem in other colours.
 */
export interface Brand {
  name: string;
  script: 'cn' | 'latin' | 'mixed' | 'figure';
  /** has a logo (device or combined mark); always true for 图形 */
  figurative: boolean;
  design: number;
  palette: number;
}

/** The name figurative-only marks carry on the register. */
export const FIGURE_NAME = '图形';
