import { authRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthScaffold } from '../../../features/auth/components/AuthScaffold.tsx';
import { RegisterForm } from '../../../features/auth/components/RegisterForm.tsx';
import { useSignIn } from '../../../features/auth/hooks/useSignIn.ts';
import { AuthParam } from '../../../features/auth/params.ts';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { useApiMutation } from '../../../lib/queries.ts';

/** WeChat identity without an account: create one and bind it (POST /auth/bind/register). */
export default function BindRegisterScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const bindId = params.get(AuthParam.bindId) ?? '';
  const signIn = useSignIn();
  const bindRegister = useApiMutation(authRoutes.bindRegister, { showsRefusal: true });
  return (
    <AuthScaffold title={t('bind.registerTitle')} subtitle={t('bind.registerSubtitle')}>
      {bindId ? (
        <RegisterForm
          submitLabel={t('bind.registerSubmit')}
          send={(body) => bindRegister.mutateAsync({ body: { ...body, bindId } })}
          onDone={({ token }) => signIn(token)}
        />
      ) : (
        <EmptyState title={t('bind.missing')} />
      )}
    </AuthScaffold>
  );
}
