import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { JianceListScreen } from './jiance/JianceListScreen';
import { JianceScreen } from './jiance/JianceScreen';
import { WatchListScreen } from './manage/WatchListScreen';
import { NoticeManageScreen } from './notice/manage/NoticeManageScreen';
import { NoticeOverviewScreen } from './notice/overview/NoticeOverviewScreen';
import { NoticeResultScreen } from './notice/result/NoticeResultScreen';
import { AnnouncementScreen } from './notice/subject/AnnouncementScreen';
import { OverviewScreen } from './overview/OverviewScreen';
import { WatchResultScreen } from './result/WatchResultScreen';

/**
 * The watch screens by route path (see App.tsx): the public entry /jiance and the member's
 * watches, their results and the overview; announcement customisation and /announcement.
 */
export const WATCH_SCREENS: Record<string, ComponentType<RemoteAppProps>> = {
  '/jiance': JianceScreen,
  '/jiance/list': JianceListScreen,
  '/monitorManage': WatchListScreen,
  '/nomonitor': WatchListScreen,
  '/monitorManage/result': WatchResultScreen,
  '/overview': OverviewScreen,
  '/noticeManage': NoticeManageScreen,
  '/noticeManage/noticeResult': NoticeResultScreen,
  '/noticeOverview': NoticeOverviewScreen,
  '/announcement': AnnouncementScreen,
};
