import { createHashRouter, type RouteObject } from 'react-router';
import { bindNavigator } from '../lib/navigation.ts';
import { paths } from './paths.ts';
import { lazyScreen } from './shell/lazyScreen.tsx';
import { PageLayout } from './shell/PageLayout.tsx';
import { TabLayout } from './shell/TabLayout.tsx';

/**
 * THE route table (ARCHITECTURE §2). Every screen is lazy so the first load stays small; later issues add
 * their routes here, with their paths in paths.ts.
 */
const HomeScreen = lazyScreen(() => import('./screens/common/HomeScreen.tsx'));
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
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  const router = createHashRouter(routes);
  bindNavigator((to, options) => void router.navigate(to, options));
  return router;
}
