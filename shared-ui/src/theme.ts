/**
 * The portal's look: calm blue for actions, red only where money is shown, neutral greys for
 * everything else. Components read these values through styled-components' DefaultTheme
 * (see styled.d.ts), so a remote never hard-codes a colour or a size.
 */
export const theme = {
  colors: {
    primary: '#1e5fd8',
    primaryHover: '#3b76e3',
    primaryActive: '#1749ad',
    primarySoft: '#e9f0fc',
    /** Prices and amounts stand out in red, as on Chinese commerce sites. */
    price: '#e4393c',
    danger: '#d93026',
    dangerHover: '#e5534a',
    success: '#1f9d55',
    warning: '#f29900',
    text: '#1f2329',
    textSecondary: '#4e5969',
    textMuted: '#86909c',
    border: '#dcdfe6',
    borderLight: '#ebeef5',
    background: '#f5f6f8',
    surface: '#ffffff',
    disabledText: '#b8bec8',
    disabledBg: '#f2f3f5',
    overlay: 'rgba(15, 23, 42, 0.45)',
    /** Placeholder bars of the locked sample row. */
    sample: '#e5e7eb',
    /** One colour per member level that carries a badge (2, 3, 4, 6). */
    level: {
      2: '#2f9e8f',
      3: '#1e5fd8',
      4: '#c27c0e',
      6: '#6b4fbb',
    } as Record<number, string>,
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radii: {
    sm: '2px',
    md: '4px',
    lg: '8px',
    pill: '999px',
  },
  fontSizes: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '20px',
    xxl: '24px',
  },
  fonts: {
    /** Chinese system fonts first so Latin fallbacks never pick the CJK glyphs. */
    body: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    mono: 'Menlo, Consolas, "Liberation Mono", monospace',
  },
  lineHeights: {
    body: 1.6,
    heading: 1.35,
  },
  shadows: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08)',
    popup: '0 8px 24px rgba(15, 23, 42, 0.16)',
  },
  layout: {
    maxWidth: '1200px',
  },
  /** Layers in one place so a dialog, its toasts and the loading overlay stack predictably. */
  zIndex: {
    overlay: 900,
    dialog: 1000,
    toast: 1100,
  },
};

export type Theme = typeof theme;
export type SpaceKey = keyof Theme['space'];
