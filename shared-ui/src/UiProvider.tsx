import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { ToastHost } from './feedback/ToastHost';
import { theme as defaultTheme, type Theme } from './theme';

export interface UiProviderProps {
  children?: ReactNode;
  /** Override for tests or a themed deployment; the portal theme otherwise. */
  theme?: Theme;
}

/**
 * Mounted once by the shell (and by a remote running alone) so every component gets the theme,
 * the global styles and the one place where toasts appear.
 */
export function UiProvider({ children, theme = defaultTheme }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}
