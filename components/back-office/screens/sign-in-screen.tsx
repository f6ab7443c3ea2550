import { useStaffT } from '../translations';
import { Panel, ScreenHeading } from '../ui';

/** Signing in: with a passkey on this device, or with a one-time link emailed to a staff address. */
export function SignInScreen() {
  const t = useStaffT();
  return (
    <>
      <ScreenHeading>{t('signIn.heading')}</ScreenHeading>
      <Panel>
        <p>{t('signIn.notSignedIn')}</p>
      </Panel>
    </>
  );
}
