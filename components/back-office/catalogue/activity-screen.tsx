import { useMutation, useQuery } from '@apollo/client/react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { CatalogueActivityDocument, SetActivityOnSaleDocument, type DeskActivityDetailFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { SaleStatus } from './catalogue-parts';
import { DetailsForm } from './details-form';
import { ListingForm } from './listing-form';
import { RidersForm } from './riders-form';
import { ExtrasPanel, PriceRulesPanel } from './extras-panels';
import { TicketTypeForm } from './ticket-type-form';
import { ConfirmStep, isForbidden, Panel, RowButtons } from '../ui';

const Back = styled.p`
  margin: 0 0 8px;
`;

const Heading = styled.h1`
  font-size: 28px;
  margin: 8px 0 8px;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  margin: 0 0 16px;
`;

const Tickets = styled.div`
  display: grid;
  gap: 12px;
  margin-bottom: 12px;
`;

type Activity = DeskActivityDetailFieldsFragment;

/**
 * One activity of the catalogue (issue #23): on sale or retired, its ticket types with their titles in
 * both languages and prices (changed, added, retired), who can ride it, and its details. Another park's activity, or none,
 * gets "not found" (the API says FORBIDDEN either way).
 */
/** The activity page's panels, each saying what its own form saved. */
type Place = 'sale' | 'tickets' | 'listing' | 'riders' | 'prices' | 'extras' | 'details';

export function CatalogueActivityScreen() {
  const t = useStaffT();
  const { query } = useRouter();
  const id = typeof query.activityId === 'string' ? query.activityId : '';
  const { data, loading, error } = useQuery(CatalogueActivityDocument, { variables: { id }, skip: !id });
  const [changed, setChanged] = useState<Activity | null>(null);
  // Said in the panel whose form saved it, where the member is looking (a long page's top is out of sight).
  const [notice, setNotice] = useState<{ at: Place; text: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [setOnSale, switching] = useMutation(SetActivityOnSaleDocument);
  const activity = changed ?? data?.catalogueActivity;

  const changedAt = (at: Place) => (next: Activity, message: string) => {
    setChanged(next);
    setNotice({ at, text: message });
    setAdding(false);
  };
  const said = (at: Place) => (
    <div role="status">
      {notice?.at === at && (
        <Notice $tone="success" style={{ marginTop: 12 }}>
          {notice.text}
        </Notice>
      )}
    </div>
  );

  const switchSale = async (onSale: boolean) => {
    if (!activity) return;
    setFailed(false);
    try {
      const result = (await setOnSale({ variables: { id: activity.id, onSale } })).data?.setActivityOnSale;
      if (result?.__typename !== 'CatalogueActivitySaved') throw new Error('not changed');
      setAsking(false);
      changedAt('sale')(result.activity, t(onSale ? 'catalogue.broughtBack' : 'catalogue.retired', { title: activity.title }));
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <Back>
        <a href="/catalogue">{t('catalogue.back')}</a>
      </Back>
      {!activity && (
        <>
          <Head>
            <title>{`${t('catalogue.heading')} · ${t('title')}`}</title>
          </Head>
          {loading && <p>{t('loading')}</p>}
          {error && (
            <Notice role="alert" $tone="error">
              {isForbidden(error) ? t('catalogue.errors.notFound') : t('errors.load')}
            </Notice>
          )}
        </>
      )}
      {activity && (
        <>
          <Head>
            <title>{`${activity.title} · ${t('title')}`}</title>
          </Head>
          <Heading>{activity.title}</Heading>
          <Facts>
            <SaleStatus status={activity.status} />
            <span>{t(`catalogue.type.${activity.type}`)}</span>
            <span>{t('catalogue.position', { position: activity.position })}</span>
            {activity.pages.map((page) => (
              <a key={page.url} href={page.url} target="_blank" rel="noreferrer" lang={page.language}>
                {t('catalogue.viewPage', { site: t(`catalogue.language.${page.language}`) })}
              </a>
            ))}
          </Facts>
          <Panel aria-labelledby="sale-heading">
            <h2 id="sale-heading">{t('catalogue.sale.heading')}</h2>
            <p>{t(activity.status === 'retired' ? 'catalogue.sale.retiredText' : 'catalogue.sale.onSaleText')}</p>
            {asking ? (
              <ConfirmStep
                danger
                question={t('catalogue.retireQuestion', { title: activity.title })}
                confirm={t('catalogue.retireConfirm')}
                cancel={t('catalogue.keep')}
                busy={switching.loading}
                onConfirm={() => void switchSale(false)}
                onCancel={() => setAsking(false)}
              />
            ) : (
              <RowButtons>
                {activity.status === 'retired' ? (
                  <Button type="button" disabled={switching.loading} onClick={() => void switchSale(true)}>
                    {t('catalogue.bringBack')}
                  </Button>
                ) : (
                  <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
                    {t('catalogue.retire')}
                  </Button>
                )}
              </RowButtons>
            )}
            {failed && (
              <Notice role="alert" $tone="error">
                {t('catalogue.errors.failed')}
              </Notice>
            )}
            {said('sale')}
          </Panel>
          {activity.type !== 'ThirdPartyActivity' && (
            <Panel aria-labelledby="tickets-heading">
              <h2 id="tickets-heading">{t('catalogue.tickets.heading')}</h2>
              <p>{t('catalogue.tickets.intro')}</p>
              <Tickets>
                {activity.variations.map((variation) => (
                  <TicketTypeForm key={`${variation.id}-${variation.price}-${variation.status}-${variation.title.en}-${variation.title.zhHant}`} activity={activity} variation={variation} onChanged={changedAt('tickets')} />
                ))}
                {adding && <TicketTypeForm activity={activity} variation={null} onChanged={changedAt('tickets')} onCancel={() => setAdding(false)} />}
              </Tickets>
              {said('tickets')}
              {!adding && (
                <Button type="button" $variant="secondary" onClick={() => setAdding(true)}>
                  {t('catalogue.tickets.new')}
                </Button>
              )}
            </Panel>
          )}
          {activity.listing && (
            <Panel>
              <ListingForm key={JSON.stringify(activity.listing)} activity={activity} onChanged={changedAt('listing')} />
              {said('listing')}
            </Panel>
          )}
          {activity.type !== 'ThirdPartyActivity' && (
            <Panel>
              <RidersForm key={JSON.stringify(activity.riders)} activity={activity} onChanged={changedAt('riders')} />
              {said('riders')}
            </Panel>
          )}
          <PriceRulesPanel activity={activity} onChanged={changedAt('prices')} said={said('prices')} />
          <ExtrasPanel activity={activity} onChanged={changedAt('extras')} said={said('extras')} />
          <Panel>
            <DetailsForm key={JSON.stringify(activity.details)} activity={activity} onChanged={changedAt('details')} />
            {said('details')}
          </Panel>
        </>
      )}
    </>
  );
}
