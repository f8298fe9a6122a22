import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';
import { ChildScreen } from './child/ChildScreen';
import { AnnouncementScreen } from './messages/AnnouncementScreen';
import { ReminderScreen } from './messages/ReminderScreen';
import { PersonalInfoScreen } from './personal/PersonalInfoScreen';

/** This folder's screens by route path (see App.tsx): the member centre's own pages. */
export const MEMBER_SCREENS: Record<string, ComponentType<RemoteAppProps>> = {
  '/personalInfo': PersonalInfoScreen,
  '/child': ChildScreen,
  '/message': ReminderScreen,
  '/sysMessage': AnnouncementScreen,
};
