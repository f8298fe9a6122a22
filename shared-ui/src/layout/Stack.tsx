import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { SpaceKey } from '../theme';

interface FlexProps {
  /** Gap from the theme's spacing scale, so spacing stays on the scale. */
  $gap?: SpaceKey;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap?: boolean;
}

/** Children one under another with an even gap. */
export const Stack = styled.div<FlexProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  align-items: ${({ $align = 'stretch' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
`;

/** Children side by side with an even gap, centred on the cross axis by default. */
export const Row = styled.div<FlexProps>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
`;
