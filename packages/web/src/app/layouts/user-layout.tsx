import { theme } from 'antd';
import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { useT } from '../../i18n/i18n-context';

/**
 * The frame of the /user pages (login): a centred panel, the language switch in the corner. Plain
 * elements styled with antd's tokens rather than Card and Typography: this is the first load of every
 * visitor, and those components bring editing and ellipsis machinery the login does not use.
 */
export default function UserLayout() {
  const { t } = useT();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        background: token.colorBgLayout,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 12 }}>
        <LanguageSwitch />
      </header>
      <main
        style={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', padding: 16 }}
      >
        <section
          aria-labelledby="login-title"
          style={{
            width: '100%',
            maxWidth: 400,
            marginTop: '6vh',
            padding: 32,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
            color: token.colorText,
          }}
        >
          <h1 style={{ textAlign: 'center', margin: 0, fontSize: 28, fontWeight: 600 }}>{t('app.name')}</h1>
          <p style={{ textAlign: 'center', color: token.colorTextSecondary, marginTop: 4 }}>
            {t('login.subtitle')}
          </p>
          <h2 id="login-title" style={{ fontSize: 18, fontWeight: 600 }}>
            {t('login.title')}
          </h2>
          <Outlet />
        </section>
      </main>
    </div>
  );
}
