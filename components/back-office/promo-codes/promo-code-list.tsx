import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { DisablePromoCodeDocument, type PromoCodesQuery, type StaffPromoCodeFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { ConfirmStep, DeskCard, DeskCards, DeskCardTop, StatusBadge, type Tone } from '../ui';

/** Codes are shown as typed: in a monospace face, where 0 and O differ. */
const Top = styled(DeskCardTop)`
  h3 {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
`;

const STATUS_ORDER: Record<string, number> = { active: 0, scheduled: 0, usedUp: 1, expired: 1, disabled: 2 };

const STATUS_TONES: Record<string, Tone> = { active: 'good', scheduled: 'info', expired: 'closed', usedUp: 'closed', disabled: 'danger' };

const Uses = styled.p`
  font-weight: 700;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 6px;
  button {
    min-height: 44px;
    padding: 8px 18px;
  }
`;

type Desk = NonNullable<PromoCodesQuery['promoCodes']>;
type Code = StaffPromoCodeFieldsFragment;

interface Props {
  desk: Desk;
  onEdit: (code: Code) => void;
  onDisabled: (code: Code) => void;
}

/**
 * A park's codes as cards (a list that reads on a phone as well as at a desk): the code and where it
 * stands, its discount, its days, its uses against its limit, its activities; edit, and disable after
 * asking.
 */
export function PromoCodeList({ desk, onEdit, onDisabled }: Props) {
  const t = useStaffT();
  const { money, day } = useStaffFormats();
  const [asking, setAsking] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [disable, { loading }] = useMutation(DisablePromoCodeDocument);
  const titles = new Map(desk.activities.map((activity) => [activity.id, activity.title]));

  const window = (code: Code) => {
    if (code.validFrom && code.validUntil) return t('promoCodes.window.both', { from: day(code.validFrom), until: day(code.validUntil) });
    if (code.validFrom) return t('promoCodes.window.from', { from: day(code.validFrom) });
    if (code.validUntil) return t('promoCodes.window.until', { until: day(code.validUntil) });
    return t('promoCodes.window.always');
  };

  const confirm = async (code: Code) => {
    setFailed(null);
    try {
      const { data } = await disable({ variables: { id: code.id } });
      const result = data?.disablePromoCode;
      if (result?.__typename !== 'PromoCodeSaved') throw new Error('not disabled');
      const done = result.promoCode;
      setAsking(null);
      onDisabled(done);
    } catch {
      setFailed(code.id);
    }
  };

  if (!desk.codes.length) return <p>{t('promoCodes.none')}</p>;
  // Codes that work now or soon first, then spent ones, disabled ones last; newest first within each.
  const codes = [...desk.codes].sort((a, b) => (STATUS_ORDER[a.status] ?? 1) - (STATUS_ORDER[b.status] ?? 1));
  return (
    <DeskCards aria-label={t('promoCodes.heading')}>
      {codes.map((code) => (
        <DeskCard key={code.id} $off={code.status === 'disabled'}>
          <Top>
            <h3>{code.code}</h3>
            <StatusBadge $tone={STATUS_TONES[code.status] ?? 'closed'}>{t(`promoCodes.status.${code.status}`)}</StatusBadge>
          </Top>
          <p>{code.kind === 'fixed' ? t('promoCodes.amountOff', { amount: money(code.value, desk.currency) }) : t('promoCodes.percentOff', { value: code.value })}</p>
          <p>{window(code)}</p>
          <Uses>{code.maxUses ? t('promoCodes.usesOf', { uses: code.uses, max: code.maxUses }) : t('promoCodes.uses', { uses: code.uses })}</Uses>
          <Muted>
            {code.activityIds.length ? t('promoCodes.activitiesCount', { names: code.activityIds.map((id) => titles.get(id) ?? id).join(', ') }) : t('promoCodes.allActivities')}
          </Muted>
          {code.status !== 'disabled' &&
            (asking === code.id ? (
              <ConfirmStep
                danger
                question={t('promoCodes.disableQuestion', { code: code.code })}
                confirm={t('promoCodes.disableConfirm')}
                cancel={t('promoCodes.keep')}
                busy={loading}
                onConfirm={() => void confirm(code)}
                onCancel={() => setAsking(null)}
              />
            ) : (
              <Buttons>
                <Button type="button" $variant="secondary" aria-label={t('promoCodes.editLabel', { code: code.code })} onClick={() => onEdit(code)}>
                  {t('promoCodes.edit')}
                </Button>
                <Button type="button" $variant="secondary" aria-label={t('promoCodes.disableLabel', { code: code.code })} onClick={() => setAsking(code.id)}>
                  {t('promoCodes.disable')}
                </Button>
              </Buttons>
            ))}
          {failed === code.id && (
            <p role="alert" style={{ fontWeight: 600 }}>
              {t('promoCodes.errors.failed')}
            </p>
          )}
        </DeskCard>
      ))}
    </DeskCards>
  );
}
