import styled from 'styled-components';
import { screensFor } from '../navigation';
import { PasskeysPanel } from '../passkeys-panel';
import { useStaffShell } from '../staff-context';
import { useStaffT } from '../translations';
import { Panel, ScreenHeading } from '../ui';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 88px;
    padding: 12px;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-size: 18px;
    font-weight: 800;
    text-align: center;
    text-decoration: none;
  }
`;

/** The start screen: what this member can do, as big targets for a phone at the gate. */
export function StaffHomeScreen() {
  const t = useStaffT();
  const { staff } = useStaffShell();
  if (!staff) return null;
  return (
    <>
      <ScreenHeading>{t('home.heading')}</ScreenHeading>
      <Tiles>
        {screensFor(staff.actions).map((screen) => (
          <li key={screen.href}>
            <a href={screen.href}>{t(screen.label)}</a>
          </li>
        ))}
      </Tiles>
      <Panel aria-labelledby="account-heading">
        <h2 id="account-heading">{t('home.account')}</h2>
        <p>{t('home.role', { role: t(`role.${staff.role}`) })}</p>
        <p>{t('home.parks', { parks: staff.parks.map((park) => park.name).join(', ') })}</p>
      </Panel>
      <PasskeysPanel />
    </>
  );
}
