import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { JianceListScreen } from './jiance/JianceListScreen';
import { JianceScreen } from './jiance/JianceScreen';
import { WatchListScreen } from './manage/WatchListScreen';
import { OverviewScreen } from './overview/OverviewScreen';
import { WatchResultScreen } from './result/WatchResultScreen';

/**
 * The watch screens by route path (see App.tsx): the public entry /jiance and the member's
 * watches, their results and the overview. Archives and announcements are still headings.
 */
export const WATCH_SCREENS: Record<string, ComponentType<RemoteAppProps>> = {
  '/jiance': JianceScreen,
  '/jiance/list': JianceListScreen,
  '/monitorManage': WatchListScreen,
  '/nomonitor': WatchListScreen,
  '/monitorManage/result': WatchResultScreen,
  '/overview': OverviewScreen,
};
