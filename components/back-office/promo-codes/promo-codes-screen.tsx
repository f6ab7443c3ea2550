import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PromoCodesDocument, type StaffPromoCodeFieldsFragment } from '@/graphql/generated/staff-operations';
import { ParkChoice, useChosenPark } from '../park-choice';
import { useStaffT } from '../translations';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodeList } from './promo-code-list';
import { DeskBar, Panel, ScreenHeading } from '../ui';

type Code = StaffPromoCodeFieldsFragment;

/**
 * Promo codes (issue #22), for managers and owners, one park at a time: its codes with their uses,
 * a form to create or change one, and disabling one after asking. Every change is checked and audited
 * by the server, which also decides the park of a code by the code itself.
 */
export function PromoCodesScreen() {
  const t = useStaffT();
  const { parks, parkId, setParkId } = useChosenPark();
  const [editing, setEditing] = useState<Code | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(PromoCodesDocument, { variables: { parkId }, skip: !parkId });
  const desk = data?.promoCodes;

  const saved = (code: Code, created: boolean) => {
    setEditing(null);
    setNotice(t(created ? 'promoCodes.created' : 'promoCodes.saved', { code: code.code }));
    void refetch();
  };

  return (
    <>
      <ScreenHeading>{t('promoCodes.heading')}</ScreenHeading>
      <p>{t('promoCodes.intro')}</p>
      <DeskBar>
        <ParkChoice
          name="promo-park"
          label={t('promoCodes.park')}
          parks={parks}
          value={parkId}
          framed={false}
          onChange={(next) => {
            setParkId(next);
            setEditing(null);
            setNotice(null);
          }}
        />
        {desk && editing === null && (
          <Button
            type="button"
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('promoCodes.new')}
          </Button>
        )}
      </DeskBar>
      <div role="status">{notice && <Notice $tone="success">{notice}</Notice>}</div>
      {loading && !desk && <p>{t('loading')}</p>}
      {error && !desk && (
        <Notice role="alert" $tone="error">
          {t('errors.load')}
        </Notice>
      )}
      {desk && editing !== null && (
        <Panel>
          <PromoCodeForm key={editing === 'new' ? 'new' : editing.id} desk={desk} editing={editing === 'new' ? null : editing} onSaved={saved} onCancel={() => setEditing(null)} />
        </Panel>
      )}
      {desk && (
        <PromoCodeList
          desk={desk}
          onEdit={(code) => {
            setNotice(null);
            setEditing(code);
            window.scrollTo({ top: 0 });
          }}
          onDisabled={(code) => setNotice(t('promoCodes.disabled', { code: code.code }))}
        />
      )}
    </>
  );
}
