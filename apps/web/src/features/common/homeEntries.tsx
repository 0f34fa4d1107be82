import {
  AppstoreOutline,
  BellOutline,
  CalendarOutline,
  ContentOutline,
  FileOutline,
  GlobalOutline,
  HeartOutline,
  InformationCircleOutline,
  SetOutline,
  TeamOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths.ts';

export interface HomeEntry {
  key: string;
  /** Key in the common namespace. */
  labelKey:
    | 'home.entries.apply'
    | 'home.entries.history'
    | 'home.entries.groups'
    | 'home.entries.news'
    | 'home.entries.assessments'
    | 'home.entries.devices'
    | 'home.entries.scene'
    | 'home.entries.alerts'
    | 'home.entries.account'
    | 'home.entries.language'
    | 'home.entries.about';
  icon: ReactNode;
  path: string;
  requiresLogin: boolean;
  /** Tab roots are switched to (replace), pages are pushed. */
  tab?: boolean;
}

/**
 * The home quick-entry grid, data-driven: only entries whose routes exist. Later issues put theirs first
 * (service requests, my appointments, assessments, my devices) when they add the routes.
 */
export const HOME_ENTRIES: readonly HomeEntry[] = [
  // social services: service requests start at project selection, appointments need an account
  {
    key: 'apply',
    labelKey: 'home.entries.apply',
    icon: <HeartOutline />,
    path: paths.socialServicesProjects,
    requiresLogin: false,
  },
  {
    key: 'history',
    labelKey: 'home.entries.history',
    icon: <CalendarOutline />,
    path: paths.socialServicesHistory,
    requiresLogin: true,
  },
  // housing/service groups: anyone browses, applying asks for an account
  {
    key: 'groups',
    labelKey: 'home.entries.groups',
    icon: <TeamOutline />,
    path: paths.groupList,
    requiresLogin: false,
  },
  {
    key: 'assessments',
    labelKey: 'home.entries.assessments',
    icon: <FileOutline />,
    path: paths.assessmentHome,
    requiresLogin: false,
  },
  // devices: the user's own and shared devices need an account
  {
    key: 'devices',
    labelKey: 'home.entries.devices',
    icon: <AppstoreOutline />,
    path: paths.deviceList,
    requiresLogin: true,
  },
  {
    key: 'news',
    labelKey: 'home.entries.news',
    icon: <ContentOutline />,
    path: paths.newsList,
    requiresLogin: false,
  },
  {
    key: 'scene',
    labelKey: 'home.entries.scene',
    icon: <SetOutline />,
    path: paths.tabScene,
    requiresLogin: true,
    tab: true,
  },
  {
    key: 'alerts',
    labelKey: 'home.entries.alerts',
    icon: <BellOutline />,
    path: paths.tabAlert,
    requiresLogin: true,
    tab: true,
  },
  {
    key: 'account',
    labelKey: 'home.entries.account',
    icon: <UserSetOutline />,
    path: paths.account,
    requiresLogin: true,
  },
  {
    key: 'language',
    labelKey: 'home.entries.language',
    icon: <GlobalOutline />,
    path: paths.language,
    requiresLogin: false,
  },
  {
    key: 'about',
    labelKey: 'home.entries.about',
    icon: <InformationCircleOutline />,
    path: paths.about,
    requiresLogin: false,
  },
];
