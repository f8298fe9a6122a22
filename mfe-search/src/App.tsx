import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { RemoteRoot } from 'shared-ui';
import { DetailScreen } from './detail/DetailScreen';
import { GazetteScreen } from './gazette/GazetteScreen';
import { SearchPage } from './search/SearchPage';
import { GoodsClassesScreen } from './tools/GoodsClassesScreen';
import { GraphicElementsScreen } from './tools/GraphicElementsScreen';
import { MiniProgramScreen } from './tools/MiniProgramScreen';

/** Screens by route path; a route without one shows its heading until its domain work lands. */
const SCREENS: Record<string, ComponentType<RemoteAppProps>> = {
  '/search': SearchPage,
  '/search/searchinfo': SearchPage,
  '/search/tmd': DetailScreen,
  '/gonggao': GazetteScreen,
  '/tool/index': GraphicElementsScreen,
  '/tool/goodsclass': GoodsClassesScreen,
  '/tool/miniprogram': MiniProgramScreen,
};

/** The route root the shell renders for every route this remote owns. */
export function App(props: RemoteAppProps) {
  return <RemoteRoot app="mfe-search" release={__RELEASE__} screens={SCREENS} {...props} />;
}
