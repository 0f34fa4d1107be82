/**
 * Imports that broke the rules (rules.ts) when the rules were written down, to be fixed one by one. The test
 * fails on any import not in this list, and on an entry that no longer exists: the list only shrinks. Fixing
 * one means moving the shared piece down (contracts, the shared kit, lib) or exporting it from the owner's
 * index.ts, then deleting its line here.
 */
export const KNOWN_VIOLATIONS: readonly string[] = [
  'apps/web/src/features/admin/components/AdminListScreen.tsx -> apps/web/src/features/social-services/socialServices.css (feature-internals)',
  'apps/web/src/features/admin/components/ArticleForm.tsx -> apps/web/src/features/social-services/components/FormFields.tsx (feature-internals)',
  'apps/web/src/features/admin/components/BannerForm.tsx -> apps/web/src/features/social-services/components/FormFields.tsx (feature-internals)',
  'apps/web/src/features/admin/components/GroupForm.tsx -> apps/web/src/features/social-services/components/FormFields.tsx (feature-internals)',
  'apps/web/src/features/admin/components/ProjectForm.tsx -> apps/web/src/features/social-services/components/FormFields.tsx (feature-internals)',
  'apps/web/src/features/assessments/components/PersonFilePicker.tsx -> apps/web/src/features/social-services/hooks/usePersons.ts (feature-internals)',
  'apps/web/src/features/common/components/TabBar.tsx -> apps/web/src/features/alerts/components/UnreadBadge.tsx (feature-internals)',
  'apps/web/src/features/devices/components/DeviceInfoForm.tsx -> apps/web/src/features/linking/map/pickStore.ts (feature-internals)',
  'apps/web/src/features/monitoring/components/LiveCard.tsx -> apps/web/src/features/logs/chart/uplotChart.ts (feature-internals)',
  'apps/web/src/features/monitoring/components/LiveCard.tsx -> apps/web/src/features/logs/components/LineChartView.tsx (feature-internals)',
  'apps/web/src/features/monitoring/hooks/useMonitorStream.ts -> apps/web/src/features/logs/chart/uplotChart.ts (feature-internals)',
  'apps/web/src/features/monitoring/hooks/useMonitorStream.ts -> apps/web/src/features/logs/format.ts (feature-internals)',
  'apps/web/src/features/scenes/components/AlarmActionEditor.tsx -> apps/web/src/features/alerts/components/AlertLevel.tsx (feature-internals)',
  'apps/web/src/features/scenes/components/DeviceActionEditor.tsx -> apps/web/src/features/devices/components/ThingPickers.tsx (feature-internals)',
  'apps/web/src/features/scenes/components/DeviceActionEditor.tsx -> apps/web/src/features/devices/hooks/usePickers.ts (feature-internals)',
  'apps/web/src/features/scenes/components/DeviceTriggerEditor.tsx -> apps/web/src/features/devices/components/ThingPickers.tsx (feature-internals)',
  'apps/web/src/features/scenes/components/DeviceTriggerEditor.tsx -> apps/web/src/features/devices/hooks/usePickers.ts (feature-internals)',
  'apps/web/src/features/scenes/components/SceneForm.tsx -> apps/web/src/features/devices/hooks/usePickers.ts (feature-internals)',
  'apps/web/src/features/scenes/components/TimingTriggerEditor.tsx -> apps/web/src/features/timers/components/ScheduleFields.tsx (feature-internals)',
  'apps/web/src/features/scenes/hooks/useSceneWording.ts -> apps/web/src/features/alerts/levelKey.ts (feature-internals)',
  'apps/web/src/features/scenes/hooks/useSceneWording.ts -> apps/web/src/features/devices/format.ts (feature-internals)',
  'apps/web/src/features/scenes/hooks/useSceneWording.ts -> apps/web/src/features/devices/hooks/usePickers.ts (feature-internals)',
  'apps/web/src/features/scenes/sceneModel.ts -> apps/web/src/features/timers/schedule.ts (feature-internals)',
  'apps/web/src/features/social-services/components/HomeCatalog.tsx -> apps/web/src/features/news/components/NewsRow.tsx (feature-internals)',
  'apps/web/src/features/social-services/components/MembershipForm.tsx -> apps/web/src/features/auth/components/AgreementCheck.tsx (feature-internals)',
  'apps/web/src/features/timers/components/TimerForm.tsx -> apps/web/src/features/auth/validation.ts (feature-internals)',
  'apps/web/src/features/timers/components/TimerForm.tsx -> apps/web/src/features/devices/components/ThingPickers.tsx (feature-internals)',
  'apps/web/src/features/users/components/ProfileForm.tsx -> apps/web/src/features/auth/validation.ts (feature-internals)',
  'apps/web/src/features/users/hooks/useLogout.ts -> apps/web/src/features/auth/api/authApi.ts (feature-internals)',
];
