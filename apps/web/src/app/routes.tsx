import { type ReactElement, useEffect } from 'react';
import { type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { bindNavigator } from '../lib/navigation.ts';
import { paths } from '../lib/paths.ts';
import { type LazyScreen, lazyScreen } from './shell/lazyScreen.tsx';
import { PageLayout } from './shell/PageLayout.tsx';
import { routeBranches } from './shell/routeBranches.ts';
import { TabLayout } from './shell/TabLayout.tsx';
import { useAddressCatchUp } from './shell/useAddressCatchUp.ts';

/**
 * THE route table (docs/architecture.md "Layout"). Every screen is lazy so the first load stays small; later
 * issues add their routes here, with their paths in lib/paths.ts.
 */
const HomeScreen = lazyScreen(() => {
  // The entry page's data and texts load beside its code, not after it renders (preloadHome.ts). Only a
  // head start: if it cannot load (offline, or a test that ends first), the screen reads them itself.
  import('../features/social-services/preloadHome.ts').then(
    ({ preloadHome }) => preloadHome(),
    () => undefined,
  );
  return import('./screens/common/HomeScreen.tsx');
});
const SceneTabScreen = lazyScreen(() => import('./screens/common/SceneTabScreen.tsx'));
const AlertTabScreen = lazyScreen(() => import('./screens/common/AlertTabScreen.tsx'));
const MeScreen = lazyScreen(() => import('./screens/users/MeScreen.tsx'));
const WebviewScreen = lazyScreen(() => import('./screens/common/WebviewScreen.tsx'));
const WaitLoginScreen = lazyScreen(() => import('./screens/auth/WaitLoginScreen.tsx'));
const LoginScreen = lazyScreen(() => import('./screens/auth/LoginScreen.tsx'));
const RegisterScreen = lazyScreen(() => import('./screens/auth/RegisterScreen.tsx'));
const SmsLoginScreen = lazyScreen(() => import('./screens/auth/SmsLoginScreen.tsx'));
const BindLoginScreen = lazyScreen(() => import('./screens/auth/BindLoginScreen.tsx'));
const BindRegisterScreen = lazyScreen(() => import('./screens/auth/BindRegisterScreen.tsx'));
const AccountScreen = lazyScreen(() => import('./screens/users/AccountScreen.tsx'));
const AvatarScreen = lazyScreen(() => import('./screens/users/AvatarScreen.tsx'));
const ResetPasswordScreen = lazyScreen(() => import('./screens/users/ResetPasswordScreen.tsx'));
const LanguageScreen = lazyScreen(() => import('./screens/users/LanguageScreen.tsx'));
const AboutScreen = lazyScreen(() => import('./screens/users/AboutScreen.tsx'));
const AssessmentHomeScreen = lazyScreen(() => import('./screens/assessments/AssessmentHomeScreen.tsx'));
const AssessmentNewScreen = lazyScreen(() => import('./screens/assessments/AssessmentNewScreen.tsx'));
const AssessmentFillScreen = lazyScreen(() => import('./screens/assessments/AssessmentFillScreen.tsx'));
const AssessmentResultScreen = lazyScreen(() => import('./screens/assessments/AssessmentResultScreen.tsx'));
const AssessmentReportScreen = lazyScreen(() => import('./screens/assessments/AssessmentReportScreen.tsx'));
const AssessmentReviewScreen = lazyScreen(() => import('./screens/assessments/AssessmentReviewScreen.tsx'));
const AssessmentDueScreen = lazyScreen(() => import('./screens/assessments/AssessmentDueScreen.tsx'));
const AssessmentTemplatesScreen = lazyScreen(
  () => import('./screens/assessments/AssessmentTemplatesScreen.tsx'),
);
// social services
const ProjectListScreen = lazyScreen(() => import('./screens/social-services/ProjectListScreen.tsx'));
const ProjectDetailScreen = lazyScreen(() => import('./screens/social-services/ProjectDetailScreen.tsx'));
const ApplyScreen = lazyScreen(() => import('./screens/social-services/ApplyScreen.tsx'));
const HistoryScreen = lazyScreen(() => import('./screens/social-services/HistoryScreen.tsx'));
const ApplicationDetailScreen = lazyScreen(
  () => import('./screens/social-services/ApplicationDetailScreen.tsx'),
);
const InboxScreen = lazyScreen(() => import('./screens/social-services/InboxScreen.tsx'));
const PersonScreen = lazyScreen(() => import('./screens/social-services/PersonScreen.tsx'));
const SummaryScreen = lazyScreen(() => import('./screens/social-services/SummaryScreen.tsx'));
const ServiceListScreen = lazyScreen(() => import('./screens/social-services/ServiceListScreen.tsx'));
const RecordFormScreen = lazyScreen(() => import('./screens/social-services/RecordFormScreen.tsx'));
const StatsScreen = lazyScreen(() => import('./screens/social-services/StatsScreen.tsx'));
const HealthScreen = lazyScreen(() => import('./screens/social-services/HealthScreen.tsx'));
const RecordDetailScreen = lazyScreen(() => import('./screens/social-services/RecordDetailScreen.tsx'));
const MineScreen = lazyScreen(() => import('./screens/social-services/MineScreen.tsx'));
const GroupListScreen = lazyScreen(() => import('./screens/social-services/GroupListScreen.tsx'));
const GroupDetailScreen = lazyScreen(() => import('./screens/social-services/GroupDetailScreen.tsx'));
const GroupApplyScreen = lazyScreen(() => import('./screens/social-services/GroupApplyScreen.tsx'));
const SkillApplyScreen = lazyScreen(() => import('./screens/social-services/SkillApplyScreen.tsx'));
const GroupMineScreen = lazyScreen(() => import('./screens/social-services/GroupMineScreen.tsx'));
const GroupReviewScreen = lazyScreen(() => import('./screens/social-services/GroupReviewScreen.tsx'));
const MemberActivateScreen = lazyScreen(() => import('./screens/social-services/MemberActivateScreen.tsx'));
const NewsListScreen = lazyScreen(() => import('./screens/news/NewsListScreen.tsx'));
const NewsDetailScreen = lazyScreen(() => import('./screens/news/NewsDetailScreen.tsx'));
// administrators
const AdminHomeScreen = lazyScreen(() => import('./screens/admin/AdminHomeScreen.tsx'));
const AdminProjectsScreen = lazyScreen(() => import('./screens/admin/AdminProjectsScreen.tsx'));
const AdminProjectScreen = lazyScreen(() => import('./screens/admin/AdminProjectScreen.tsx'));
const AdminGroupsScreen = lazyScreen(() => import('./screens/admin/AdminGroupsScreen.tsx'));
const AdminGroupScreen = lazyScreen(() => import('./screens/admin/AdminGroupScreen.tsx'));
const AdminNewsScreen = lazyScreen(() => import('./screens/admin/AdminNewsScreen.tsx'));
const AdminArticleScreen = lazyScreen(() => import('./screens/admin/AdminArticleScreen.tsx'));
const AdminBannersScreen = lazyScreen(() => import('./screens/admin/AdminBannersScreen.tsx'));
const AdminBannerScreen = lazyScreen(() => import('./screens/admin/AdminBannerScreen.tsx'));
const AdminAuditScreen = lazyScreen(() => import('./screens/admin/AdminAuditScreen.tsx'));
const AdminProductsScreen = lazyScreen(() => import('./screens/admin/AdminProductsScreen.tsx'));
const AdminProductScreen = lazyScreen(() => import('./screens/admin/AdminProductScreen.tsx'));
const AdminProductDetailScreen = lazyScreen(() => import('./screens/admin/AdminProductDetailScreen.tsx'));
const AdminThingsModelScreen = lazyScreen(() => import('./screens/admin/AdminThingsModelScreen.tsx'));
const AdminProductImportScreen = lazyScreen(() => import('./screens/admin/AdminProductImportScreen.tsx'));
// devices and groups
const DeviceListScreen = lazyScreen(() => import('./screens/devices/DeviceListScreen.tsx'));
const DeviceDetailScreen = lazyScreen(() => import('./screens/devices/DeviceDetailScreen.tsx'));
const DeviceAddScreen = lazyScreen(() => import('./screens/devices/DeviceAddScreen.tsx'));
const DeviceGroupListScreen = lazyScreen(() => import('./screens/devices/DeviceGroupListScreen.tsx'));
const DeviceGroupFormScreen = lazyScreen(() => import('./screens/devices/DeviceGroupFormScreen.tsx'));
const DeviceGroupDevicesScreen = lazyScreen(() => import('./screens/devices/DeviceGroupDevicesScreen.tsx'));
const DeviceSimulateScreen = lazyScreen(() => import('./screens/devices/DeviceSimulateScreen.tsx'));
const DeviceSubDeviceLinkScreen = lazyScreen(() => import('./screens/devices/DeviceSubDeviceLinkScreen.tsx'));
// sharing, timers, scenes, alerts
const SceneEditScreen = lazyScreen(() => import('./screens/scenes/SceneEditScreen.tsx'));
const SceneLogScreen = lazyScreen(() => import('./screens/scenes/SceneLogScreen.tsx'));
const TimerListScreen = lazyScreen(() => import('./screens/timers/TimerListScreen.tsx'));
const TimerEditScreen = lazyScreen(() => import('./screens/timers/TimerEditScreen.tsx'));
const ShareListScreen = lazyScreen(() => import('./screens/shares/ShareListScreen.tsx'));
const ShareDetailScreen = lazyScreen(() => import('./screens/shares/ShareDetailScreen.tsx'));
const AlertDetailScreen = lazyScreen(() => import('./screens/alerts/AlertDetailScreen.tsx'));
const AlertWorkbenchScreen = lazyScreen(() => import('./screens/alerts/AlertWorkbenchScreen.tsx'));
// device linking, map pickers, mobile monitoring
const ProvisionScreen = lazyScreen(() => import('./screens/linking/ProvisionScreen.tsx'));
const DeviceScanScreen = lazyScreen(() => import('./screens/linking/DeviceScanScreen.tsx'));
const DeviceRelateScreen = lazyScreen(() => import('./screens/linking/DeviceRelateScreen.tsx'));
const ChooseLocationScreen = lazyScreen(() => import('./screens/linking/ChooseLocationScreen.tsx'));
const OpenLocationScreen = lazyScreen(() => import('./screens/linking/OpenLocationScreen.tsx'));
const PhoneMonitorScreen = lazyScreen(() => import('./screens/linking/PhoneMonitorScreen.tsx'));
// device log, statistics, live monitor
const DeviceLogScreen = lazyScreen(() => import('./screens/logs/DeviceLogScreen.tsx'));
const DeviceStatisticScreen = lazyScreen(() => import('./screens/logs/DeviceStatisticScreen.tsx'));
const DeviceMonitorScreen = lazyScreen(() => import('./screens/monitoring/DeviceMonitorScreen.tsx'));
// OTA and video
const AdminFirmwareScreen = lazyScreen(() => import('./screens/ota/AdminFirmwareScreen.tsx'));
const DevicePlayerScreen = lazyScreen(() => import('./screens/video/DevicePlayerScreen.tsx'));
const DevicePlayerAppScreen = lazyScreen(() => import('./screens/video/DevicePlayerAppScreen.tsx'));
const NotFoundScreen = lazyScreen(() => import('./screens/common/NotFoundScreen.tsx'));

export const routes: RouteObject[] = [
  {
    element: <TabLayout />,
    children: [
      { path: paths.home, element: <HomeScreen /> },
      { path: paths.tabScene, element: <SceneTabScreen /> },
      { path: paths.tabAlert, element: <AlertTabScreen /> },
      { path: paths.tabUser, element: <MeScreen /> },
    ],
  },
  {
    element: <PageLayout />,
    children: [
      { path: paths.webview, element: <WebviewScreen /> },
      { path: paths.waitLogin, element: <WaitLoginScreen /> },
      { path: paths.login, element: <LoginScreen /> },
      { path: paths.register, element: <RegisterScreen /> },
      { path: paths.smsLogin, element: <SmsLoginScreen /> },
      { path: paths.bindLogin, element: <BindLoginScreen /> },
      { path: paths.bindRegister, element: <BindRegisterScreen /> },
      { path: paths.account, element: <AccountScreen /> },
      { path: paths.avatar, element: <AvatarScreen /> },
      { path: paths.resetPassword, element: <ResetPasswordScreen /> },
      { path: paths.language, element: <LanguageScreen /> },
      { path: paths.about, element: <AboutScreen /> },
      { path: paths.assessmentHome, element: <AssessmentHomeScreen /> },
      { path: paths.assessmentNew, element: <AssessmentNewScreen /> },
      { path: paths.assessmentFill, element: <AssessmentFillScreen /> },
      { path: paths.assessmentResult, element: <AssessmentResultScreen /> },
      { path: paths.assessmentReport, element: <AssessmentReportScreen /> },
      { path: paths.assessmentReview, element: <AssessmentReviewScreen /> },
      { path: paths.assessmentTemplates, element: <AssessmentTemplatesScreen /> },
      { path: paths.assessmentDue, element: <AssessmentDueScreen /> },
      { path: paths.socialServicesProjects, element: <ProjectListScreen /> },
      { path: paths.socialServicesProjectDetail, element: <ProjectDetailScreen /> },
      { path: paths.socialServicesApply, element: <ApplyScreen /> },
      { path: paths.socialServicesHistory, element: <HistoryScreen /> },
      { path: paths.socialServicesApplication, element: <ApplicationDetailScreen /> },
      { path: paths.socialServicesInbox, element: <InboxScreen /> },
      { path: paths.socialServicesPerson, element: <PersonScreen /> },
      { path: paths.socialServicesSummary, element: <SummaryScreen /> },
      { path: paths.socialServicesServiceList, element: <ServiceListScreen /> },
      { path: paths.socialServicesSingleForm, element: <RecordFormScreen /> },
      { path: paths.socialServicesVisitForm, element: <RecordFormScreen /> },
      { path: paths.socialServicesFollowUpForm, element: <RecordFormScreen /> },
      { path: paths.socialServicesStats, element: <StatsScreen /> },
      { path: paths.socialServicesHealth, element: <HealthScreen /> },
      { path: paths.socialServicesRecordDetail, element: <RecordDetailScreen /> },
      { path: paths.socialServicesMine, element: <MineScreen /> },
      { path: paths.groupList, element: <GroupListScreen /> },
      { path: paths.groupDetail, element: <GroupDetailScreen /> },
      { path: paths.groupApply, element: <GroupApplyScreen /> },
      { path: paths.groupSkill, element: <SkillApplyScreen /> },
      { path: paths.groupMine, element: <GroupMineScreen /> },
      { path: paths.groupReview, element: <GroupReviewScreen /> },
      { path: paths.memberActivate, element: <MemberActivateScreen /> },
      { path: paths.newsList, element: <NewsListScreen /> },
      { path: paths.newsDetail, element: <NewsDetailScreen /> },
      { path: paths.adminHome, element: <AdminHomeScreen /> },
      { path: paths.adminProjects, element: <AdminProjectsScreen /> },
      { path: paths.adminProject, element: <AdminProjectScreen /> },
      { path: paths.adminGroups, element: <AdminGroupsScreen /> },
      { path: paths.adminGroup, element: <AdminGroupScreen /> },
      { path: paths.adminNews, element: <AdminNewsScreen /> },
      { path: paths.adminArticle, element: <AdminArticleScreen /> },
      { path: paths.adminBanners, element: <AdminBannersScreen /> },
      { path: paths.adminBanner, element: <AdminBannerScreen /> },
      { path: paths.adminAudit, element: <AdminAuditScreen /> },
      { path: paths.adminProducts, element: <AdminProductsScreen /> },
      { path: paths.adminProduct, element: <AdminProductScreen /> },
      { path: paths.adminProductDetail, element: <AdminProductDetailScreen /> },
      { path: paths.adminThingsModel, element: <AdminThingsModelScreen /> },
      { path: paths.adminProductImport, element: <AdminProductImportScreen /> },
      { path: paths.deviceList, element: <DeviceListScreen /> },
      { path: paths.deviceDetail, element: <DeviceDetailScreen /> },
      { path: paths.deviceAdd, element: <DeviceAddScreen /> },
      { path: paths.deviceGroupList, element: <DeviceGroupListScreen /> },
      { path: paths.deviceGroupForm, element: <DeviceGroupFormScreen /> },
      { path: paths.deviceGroupDevices, element: <DeviceGroupDevicesScreen /> },
      { path: paths.deviceSimulate, element: <DeviceSimulateScreen /> },
      { path: paths.deviceSubDeviceLink, element: <DeviceSubDeviceLinkScreen /> },
      { path: paths.sceneEdit, element: <SceneEditScreen /> },
      { path: paths.sceneLog, element: <SceneLogScreen /> },
      { path: paths.timerList, element: <TimerListScreen /> },
      { path: paths.timerEdit, element: <TimerEditScreen /> },
      { path: paths.shareList, element: <ShareListScreen /> },
      { path: paths.shareDetail, element: <ShareDetailScreen /> },
      { path: paths.alertDetail, element: <AlertDetailScreen /> },
      { path: paths.alertWorkbench, element: <AlertWorkbenchScreen /> },
      { path: paths.deviceProvision, element: <ProvisionScreen /> },
      { path: paths.deviceScan, element: <DeviceScanScreen /> },
      { path: paths.deviceRelate, element: <DeviceRelateScreen /> },
      { path: paths.chooseLocation, element: <ChooseLocationScreen /> },
      { path: paths.openLocation, element: <OpenLocationScreen /> },
      { path: paths.phoneMonitor, element: <PhoneMonitorScreen /> },
      { path: paths.deviceLog, element: <DeviceLogScreen /> },
      { path: paths.deviceStatistic, element: <DeviceStatisticScreen /> },
      { path: paths.deviceMonitor, element: <DeviceMonitorScreen /> },
      { path: paths.adminFirmware, element: <AdminFirmwareScreen /> },
      { path: paths.devicePlayer, element: <DevicePlayerScreen /> },
      { path: paths.devicePlayerApp, element: <DevicePlayerAppScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

const table = routeBranches(routes);

/**
 * The route table on screen (inside App's HashRouter), with navigation from outside React (lib/navigation.ts)
 * bound to it. The declarative router rather than a data router: the app uses no loaders, actions or
 * blockers, and the data router's code was ~55 KB of the script every page starts with. It renders the branch
 * the address matches, matched once per address (shell/routeBranches.ts says why).
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    bindNavigator((to, options) => void navigate(to, options));
    return () => bindNavigator(undefined);
  }, [navigate]);
  useAddressCatchUp();
  const { pathname } = useLocation();
  return useRoutes(table.branch(pathname));
}

/**
 * Loads the code of the screen the address opens (main.tsx awaits it before the first render), so the static
 * shell of index.html is replaced by that screen rather than by an empty layout while its code downloads.
 */
export function preloadFirstScreen(location: Location = window.location): Promise<unknown> {
  const pathname = location.hash.replace(/^#/, '').split('?')[0] || '/';
  const matches = table.matches(pathname) ?? [];
  return Promise.all(
    matches.map((match) => {
      const screen = (match.route.element as ReactElement | undefined)?.type as
        | Partial<LazyScreen>
        | undefined;
      return screen?.preload?.();
    }),
  );
}
