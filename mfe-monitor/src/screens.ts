import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { FavouritesScreen } from './archive/favourites/FavouritesScreen';
import { ArchiveScreen } from './archive/records/ArchiveScreen';
import { RenewalScreen } from './archive/renewal/RenewalScreen';
import { SubjectsScreen } from './archive/subjects/SubjectsScreen';
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
 * The screens by route path (see App.tsx): the public entry /jiance, the member's watches,
 * their results and the overview, the trademark archive (subjects, their archives,
 * renewals, favourites), announcement customisation and /announcement. A route missing here
 * shows its heading.
 */
export const SCREENS: Record<string, ComponentType<RemoteAppProps>> = {
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
  '/bodyManage': SubjectsScreen,
  '/bodyArchives': ArchiveScreen,
  '/renewal': RenewalScreen,
  '/collection': FavouritesScreen,
};
