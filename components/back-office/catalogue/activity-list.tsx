import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { MoveActivityDocument, SetActivityOnSaleDocument, type CatalogueDeskFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { refusal, SaleStatus } from './catalogue-parts';
import { ConfirmStep, RowButtons } from '../ui';

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The place beside the title; the buttons below them on a phone, beside them at a desk. */
const Item = styled.li<{ $retired: boolean }>`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr);
  gap: 10px 8px;
  align-items: baseline;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme, $retired }) => ($retired ? theme.colors.surface : '#fff')};
  p {
    margin: 0;
  }
  > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 48px minmax(0, 1fr) auto;
    align-items: center;
    > :nth-child(n + 3) {
      grid-column: auto;
    }
  }
`;

const Position = styled.span`
  font-size: 22px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

const Title = styled.div`
  display: grid;
  gap: 4px;
  h2 {
    margin: 0;
    font-size: 20px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

type Desk = CatalogueDeskFieldsFragment;
type Activity = Desk['activities'][number];

/**
 * A park's activities as cards, in the public site's order: the place, title (opening the activity),
 * type, status and lowest price; move up or down, retire after asking, bring back.
 */
export function ActivityList({ desk: initial }: { desk: Desk }) {
  const t = useStaffT();
  const { money } = useStaffFormats();
  const [desk, setDesk] = useState(initial);
  const [asking, setAsking] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [move, moving] = useMutation(MoveActivityDocument);
  const [setOnSale, switching] = useMutation(SetActivityOnSaleDocument);
  const busy = moving.loading || switching.loading;

  const moveActivity = async (activity: Activity, direction: 'up' | 'down') => {
    setMessage(null);
    try {
      const result = (await move({ variables: { id: activity.id, direction } })).data?.moveActivity;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'CatalogueDeskSaved') {
        setDesk(result.catalogue);
        setMessage({ tone: 'success', text: t('catalogue.moved', { title: activity.title, position: result.catalogue.activities.find((a) => a.id === activity.id)?.position ?? '' }) });
      } else setMessage({ tone: 'error', text: t(refusal(result.problems)) });
    } catch {
      setMessage({ tone: 'error', text: t('catalogue.errors.failed') });
    }
  };

  const switchSale = async (activity: Activity, onSale: boolean) => {
    setMessage(null);
    try {
      const result = (await setOnSale({ variables: { id: activity.id, onSale } })).data?.setActivityOnSale;
      if (result?.__typename !== 'CatalogueActivitySaved') throw new Error('not changed');
      const changed = result.activity;
      setAsking(null);
      setDesk({ ...desk, activities: desk.activities.map((a) => (a.id === changed.id ? { ...a, status: changed.status } : a)) });
      setMessage({ tone: 'success', text: t(onSale ? 'catalogue.broughtBack' : 'catalogue.retired', { title: activity.title }) });
    } catch {
      setMessage({ tone: 'error', text: t('catalogue.errors.failed') });
    }
  };

  return (
    <>
      <div role="status">{message?.tone === 'success' && <Notice $tone="success">{message.text}</Notice>}</div>
      {message?.tone === 'error' && (
        <Notice role="alert" $tone="error">
          {message.text}
        </Notice>
      )}
      <List aria-label={t('catalogue.listLabel', { park: desk.parkName })}>
        {desk.activities.map((activity, index) => (
          <Item key={activity.id} $retired={activity.status === 'retired'}>
            <Position aria-hidden="true">{activity.position}</Position>
            <Title>
              <h2>
                <a href={`/catalogue/${encodeURIComponent(activity.id)}`}>{activity.title}</a>
                <SaleStatus status={activity.status} />
              </h2>
              <Muted>
                {t(`catalogue.type.${activity.type}`)}
                {activity.fromPrice !== null && ` · ${t('catalogue.fromPrice', { price: money(activity.fromPrice, desk.currency) })}`}
              </Muted>
            </Title>
            {asking === activity.id ? (
              <ConfirmStep
                danger
                question={t('catalogue.retireQuestion', { title: activity.title })}
                confirm={t('catalogue.retireConfirm')}
                cancel={t('catalogue.keep')}
                busy={busy}
                onConfirm={() => void switchSale(activity, false)}
                onCancel={() => setAsking(null)}
              />
            ) : (
              <RowButtons>
                <Button type="button" $variant="secondary" disabled={busy || index === 0} aria-label={t('catalogue.moveUpLabel', { title: activity.title })} onClick={() => void moveActivity(activity, 'up')}>
                  {t('catalogue.moveUp')}
                </Button>
                <Button type="button" $variant="secondary" disabled={busy || index === desk.activities.length - 1} aria-label={t('catalogue.moveDownLabel', { title: activity.title })} onClick={() => void moveActivity(activity, 'down')}>
                  {t('catalogue.moveDown')}
                </Button>
                {activity.status === 'retired' ? (
                  <Button type="button" $variant="secondary" disabled={busy} aria-label={t('catalogue.bringBackLabel', { title: activity.title })} onClick={() => void switchSale(activity, true)}>
                    {t('catalogue.bringBack')}
                  </Button>
                ) : (
                  <Button type="button" $variant="secondary" disabled={busy} aria-label={t('catalogue.retireLabel', { title: activity.title })} onClick={() => setAsking(activity.id)}>
                    {t('catalogue.retire')}
                  </Button>
                )}
              </RowButtons>
            )}
          </Item>
        ))}
      </List>
    </>
  );
}
