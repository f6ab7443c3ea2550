import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { DeskActivityDetailFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { ExtraForm } from './extra-form';
import { PriceRuleForm, type RuleKind } from './price-rules';
import { Panel, RowButtons } from '../ui';

const Cards = styled.div`
  display: grid;
  gap: 12px;
  margin-bottom: 12px;
`;

type Activity = DeskActivityDetailFieldsFragment;

interface Props {
  activity: Activity;
  onChanged: (activity: Activity, message: string) => void;
  /** What the panel's last save said, shown at its foot (components/back-office/catalogue/activity-screen.tsx). */
  said?: ReactNode;
}

/** A form's key that changes with what the server answered, so the form shows it. */
const keyOf = (value: object) => JSON.stringify(value);

/** Add-ons (bookable activities) and upgrades to packages, each with its price. */
export function ExtrasPanel({ activity, onChanged, said }: Props) {
  const t = useStaffT();
  const [adding, setAdding] = useState(false);
  const changed = (next: Activity, message: string) => {
    setAdding(false);
    onChanged(next, message);
  };
  if (activity.type !== 'BookableActivity') return null;
  return (
    <Panel aria-labelledby="extras-heading">
      <h2 id="extras-heading">{t('catalogue.addOns.heading')}</h2>
      <p>{t('catalogue.addOns.intro')}</p>
      <Cards>
        {activity.addOns.map((addOn) => (
          <ExtraForm key={keyOf(addOn)} activity={activity} extra={{ kind: 'addOn', addOn }} onChanged={changed} />
        ))}
        {adding && <ExtraForm activity={activity} extra={{ kind: 'addOn', addOn: null }} onChanged={changed} onCancel={() => setAdding(false)} />}
      </Cards>
      {!adding && (
        <Button type="button" $variant="secondary" onClick={() => setAdding(true)}>
          {t('catalogue.addOns.new')}
        </Button>
      )}
      {activity.upgrades.length > 0 && (
        <>
          <h2 style={{ marginTop: 24 }}>{t('catalogue.addOns.upgrades')}</h2>
          <Cards>
            {activity.upgrades.map((upgrade) => (
              <ExtraForm key={keyOf(upgrade)} activity={activity} extra={{ kind: 'upgrade', upgrade }} onChanged={changed} />
            ))}
          </Cards>
        </>
      )}
      {said}
    </Panel>
  );
}

/** The weekend uplift and the peak days' uplifts of every ticket price. */
export function PriceRulesPanel({ activity, onChanged, said }: Props) {
  const t = useStaffT();
  const [adding, setAdding] = useState<RuleKind | null>(null);
  const changed = (next: Activity, message: string) => {
    setAdding(null);
    onChanged(next, message);
  };
  if (activity.type === 'ThirdPartyActivity') return null;
  const hasWeekend = activity.priceRules.some((rule) => rule.kind === 'weekend');
  return (
    <Panel aria-labelledby="rules-heading">
      <h2 id="rules-heading">{t('catalogue.rules.heading')}</h2>
      <p>{t('catalogue.rules.intro')}</p>
      <Cards>
        {activity.priceRules.map((rule) => (
          <PriceRuleForm key={keyOf(rule)} activity={activity} rule={rule} onChanged={changed} />
        ))}
        {adding && <PriceRuleForm activity={activity} rule={{ kind: adding }} onChanged={changed} onCancel={() => setAdding(null)} />}
      </Cards>
      {!adding && (
        <RowButtons>
          {!hasWeekend && (
            <Button type="button" $variant="secondary" onClick={() => setAdding('weekend')}>
              {t('catalogue.rules.newWeekend')}
            </Button>
          )}
          <Button type="button" $variant="secondary" onClick={() => setAdding('dates')}>
            {t('catalogue.rules.newDates')}
          </Button>
          {activity.variations.some((variation) => variation.status === 'onSale') && (
            <Button type="button" $variant="secondary" onClick={() => setAdding('price')}>
              {t('catalogue.rules.newPrice')}
            </Button>
          )}
        </RowButtons>
      )}
      {said}
    </Panel>
  );
}
