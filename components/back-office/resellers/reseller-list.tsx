import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { RevokeResellerDocument, type StaffResellerFieldsFragment } from '@/graphql/generated/staff-operations';
import { keyHintText } from '@/lib/domain/reseller-desk';
import { ConfirmStep } from '../confirm-step';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li<{ $off: boolean }>`
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme, $off }) => ($off ? theme.colors.surface : '#fff')};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 20px;
    overflow-wrap: anywhere;
  }
`;

const Status = styled.span<{ $revoked: boolean }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 700;
  color: #fff;
  background: ${({ $revoked }) => ($revoked ? '#b44646' : '#1e6b3a')};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
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
    <List aria-label={t('resellers.heading')}>
      {resellers.map((reseller) => {
        const revoked = reseller.status === 'revoked';
        return (
          <Item key={reseller.id} $off={revoked}>
            <Top>
              <h3>{reseller.name}</h3>
              <Status $revoked={revoked}>{t(`resellers.status.${reseller.status}`)}</Status>
            </Top>
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
          </Item>
        );
      })}
    </List>
  );
}
