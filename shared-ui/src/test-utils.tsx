/**
 * Test helpers for components built on shared-ui. Not exported from the package index, so
 * testing-library never ends up in an app bundle; import it by path in tests.
 */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

type UserOptions = Parameters<typeof userEvent.setup>[0];

export interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Options for the returned `user`, e.g. `{ advanceTimers: jest.advanceTimersByTime }`. */
  user?: UserOptions;
}

function Wrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** render() inside the portal theme, plus a user-event instance for the test. */
export function renderWithTheme(
  ui: ReactElement,
  { user, ...options }: RenderWithThemeOptions = {},
) {
  return { user: userEvent.setup(user), ...render(ui, { wrapper: Wrapper, ...options }) };
}
