import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { RevokeResellerDocument, type StaffResellerFieldsFragment } from '@/graphql/generated/staff-operations';
import { keyHintText } from '@/lib/domain/reseller-desk';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { ConfirmStep, DeskCard, DeskCards, DeskCardTop, StatusBadge, Facts as OrderFacts } from '../ui';

/** The kit's facts, with the key's hint in the face keys are typed in. */
const Facts = styled(OrderFacts)`
  .key {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

const Revoke = styled(Button)`
  justify-self: start;
  min-height: 44px;
  padding: 8px 18px;
`;

type Reseller = StaffResellerFieldsFragment;

interface Props {
  resellers: readonly Reseller[];
  onRevoked: (reseller: Reseller) => void;
}

/**
 * A park's resellers as cards (a list that reads on a phone as well as at a desk): the name and whether its
 * key works, the key's hint (the key itself is never shown again), the commission, when it was made and
 * revoked; revoking after asking.
 */
export function ResellerList({ resellers, onRevoked }: Props) {
  const t = useStaffT();
  const { moment } = useStaffFormats();
  const [asking, setAsking] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [revoke, { loading }] = useMutation(RevokeResellerDocument);

  const confirm = async (reseller: Reseller) => {
    setFailed(null);
    try {
      const result = (await revoke({ variables: { id: reseller.id } })).data?.revokeReseller;
      if (result?.__typename !== 'ResellerSaved') throw new Error('not revoked');
      setAsking(null);
      onRevoked(result.reseller);
    } catch {
      setFailed(reseller.id);
    }
  };

  if (!resellers.length) return <p>{t('resellers.none')}</p>;
  return (
    <DeskCards aria-label={t('resellers.heading')}>
      {resellers.map((reseller) => {
        const revoked = reseller.status === 'revoked';
        return (
          <DeskCard key={reseller.id} $off={revoked}>
            <DeskCardTop>
              <h3>{reseller.name}</h3>
              <StatusBadge $tone={revoked ? 'danger' : 'good'}>{t(`resellers.status.${reseller.status}`)}</StatusBadge>
            </DeskCardTop>
            <Facts>
              <dt>{t('resellers.key')}</dt>
              <dd className="key">{keyHintText(reseller.keyHint)}</dd>
              <dt>{t('resellers.commission')}</dt>
              <dd>{t('resellers.commissionValue', { value: reseller.commissionPercent })}</dd>
              <dt>{t('resellers.created')}</dt>
              <dd>{moment(reseller.createdAt)}</dd>
              {reseller.revokedAt && (
                <>
                  <dt>{t('resellers.revokedAt')}</dt>
                  <dd>{moment(reseller.revokedAt)}</dd>
                </>
              )}
            </Facts>
            {!revoked &&
              (asking === reseller.id ? (
                <ConfirmStep
                  danger
                  question={t('resellers.revokeQuestion', { name: reseller.name })}
                  confirm={t('resellers.revokeConfirm')}
                  cancel={t('resellers.keep')}
                  busy={loading}
                  onConfirm={() => void confirm(reseller)}
                  onCancel={() => setAsking(null)}
                />
              ) : (
                <Revoke type="button" $variant="secondary" aria-label={t('resellers.revokeLabel', { name: reseller.name })} onClick={() => setAsking(reseller.id)}>
                  {t('resellers.revoke')}
                </Revoke>
              ))}
            {failed === reseller.id && (
              <p role="alert" style={{ fontWeight: 600, margin: 0 }}>
                {t('resellers.errors.failed')}
              </p>
            )}
          </DeskCard>
        );
      })}
    </DeskCards>
  );
}
