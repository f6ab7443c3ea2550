import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ResellersDocument, type StaffResellerFieldsFragment } from '@/graphql/generated/staff-operations';
import { ParkChoice, useChosenPark } from '../park-choice';
import { useStaffT } from '../translations';
import { NewKey } from './new-key';
import { ResellerForm } from './reseller-form';
import { ResellerList } from './reseller-list';
import { DeskBar, Panel, ScreenHeading } from '../ui';

type Reseller = StaffResellerFieldsFragment;

/**
 * Resellers (owners only), one park at a time: who sells the park's activities through the OCTO API
 * (docs/octo.md), each with a key of their own. Making one shows its key this once; revoking asks first.
 * The server checks and audits every change.
 */
export function ResellersScreen() {
  const t = useStaffT();
  const { parks, parkId, setParkId } = useChosenPark();
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(ResellersDocument, { variables: { parkId }, skip: !parkId });
  const desk = data?.resellers;

  return (
    <>
      <ScreenHeading>{t('resellers.heading')}</ScreenHeading>
      <p>{t('resellers.intro')}</p>
      <DeskBar>
        <ParkChoice
          name="reseller-park"
          label={t('resellers.park')}
          parks={parks}
          value={parkId}
          framed={false}
          onChange={(next) => {
            setParkId(next);
            setMaking(false);
            setMade(null);
            setNotice(null);
          }}
        />
        {desk && !making && !made && (
          <Button
            type="button"
            onClick={() => {
              setNotice(null);
              setMaking(true);
            }}
          >
            {t('resellers.new')}
          </Button>
        )}
      </DeskBar>
      <div role="status">{notice && <Notice $tone="success">{notice}</Notice>}</div>
      {made && <NewKey name={made.name} apiKey={made.key} onDone={() => setMade(null)} />}
      {loading && !desk && <p>{t('loading')}</p>}
      {error && !desk && (
        <Notice role="alert" $tone="error">
          {t('errors.load')}
        </Notice>
      )}
      {desk && making && (
        <Panel>
          <ResellerForm
            parkId={desk.parkId}
            onMade={(reseller: Reseller, key: string) => {
              setMaking(false);
              setMade({ name: reseller.name, key });
              void refetch();
            }}
            onFailed={() => void refetch()}
            onCancel={() => setMaking(false)}
          />
        </Panel>
      )}
      {desk && <ResellerList resellers={desk.resellers} onRevoked={(reseller) => setNotice(t('resellers.revoked', { name: reseller.name }))} />}
    </>
  );
}
