import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { Money } from '@/lib/domain/money';

export interface AddOnOption {
  id: string;
  title: string;
  description: string;
  perParticipant: boolean;
  price: Money;
}

export interface UpgradeOption {
  id: string;
  title: string;
  description: string;
  pricePerParticipant: Money;
}

const Choice = styled.label`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px;
  margin-bottom: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;

  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Props {
  addOns: AddOnOption[];
  upgrades: UpgradeOption[];
  chosenAddOns: string[];
  upgradeId: string | null;
  onToggleAddOn: (id: string) => void;
  onUpgrade: (id: string | null) => void;
}

/** Add-ons (such as the media pack) and an optional upgrade to a package. */
export function ExtrasPicker({ addOns, upgrades, chosenAddOns, upgradeId, onToggleAddOn, onUpgrade }: Props) {
  const t = useT();
  return (
    <>
      {addOns.map((addOn) => (
        <Choice key={addOn.id}>
          <input type="checkbox" checked={chosenAddOns.includes(addOn.id)} onChange={() => onToggleAddOn(addOn.id)} />
          <span>
            <strong>{addOn.title}</strong> · <Price money={addOn.price} />
            {addOn.perParticipant && ` ${t('booking.perPerson')}`}
            <small>{addOn.description}</small>
          </span>
        </Choice>
      ))}
      {upgrades.length > 0 && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 700, marginBottom: 8 }}>{t('booking.upgrade')}</legend>
          <Choice>
            <input type="radio" name="upgrade" checked={upgradeId === null} onChange={() => onUpgrade(null)} />
            <span>{t('booking.noUpgrade')}</span>
          </Choice>
          {upgrades.map((upgrade) => (
            <Choice key={upgrade.id}>
              <input type="radio" name="upgrade" checked={upgradeId === upgrade.id} onChange={() => onUpgrade(upgrade.id)} />
              <span>
                <strong>{upgrade.title}</strong> · +<Price money={upgrade.pricePerParticipant} /> {t('booking.perPerson')}
                <small>{upgrade.description}</small>
              </span>
            </Choice>
          ))}
        </fieldset>
      )}
    </>
  );
}
