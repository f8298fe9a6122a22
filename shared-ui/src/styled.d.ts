import 'styled-components';
import type { Theme } from './theme';

// Every styled component in the portal sees the typed theme as `props.theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
