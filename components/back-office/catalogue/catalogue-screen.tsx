import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { CatalogueDocument } from '@/graphql/generated/staff-operations';
import { ParkChoice, useChosenPark } from '../park-choice';
import { useStaffT } from '../translations';
import { ActivityList } from './activity-list';
import { NewActivityForm } from './new-activity-form';
import { Button } from '@/components/ui/button';
import { Panel, ScreenHeading } from '../ui';

/**
 * The catalogue (issue #23), for managers and owners, one park at a time: its activities in the order the
 * public site lists them, each with its type, whether it is on sale, and its lowest price; moved up or
 * down, retired or brought back here, and opened for its ticket types, prices and details.
 */
export function CatalogueScreen() {
  const t = useStaffT();
  const { parks, parkId, setParkId } = useChosenPark();
  const [creating, setCreating] = useState(false);
  const { data, loading, error } = useQuery(CatalogueDocument, { variables: { parkId }, skip: !parkId });
  const desk = data?.catalogue;

  return (
    <>
      <ScreenHeading>{t('catalogue.heading')}</ScreenHeading>
      <p>{t('catalogue.intro')}</p>
      <ParkChoice
        name="catalogue-park"
        label={t('catalogue.park')}
        parks={parks}
        value={parkId}
        onChange={(next) => {
          setParkId(next);
          setCreating(false);
        }}
      />
      {loading && !desk && <p>{t('loading')}</p>}
      {error && !desk && (
        <Notice role="alert" $tone="error">
          {t('errors.load')}
        </Notice>
      )}
      {desk && !creating && (
        <p>
          <Button type="button" onClick={() => setCreating(true)}>
            {t('catalogue.new.open')}
          </Button>
        </p>
      )}
      {desk && creating && (
        <Panel>
          <NewActivityForm key={desk.parkId} desk={desk} onCancel={() => setCreating(false)} />
        </Panel>
      )}
      {desk && <ActivityList key={desk.parkId} desk={desk} />}
    </>
  );
}
