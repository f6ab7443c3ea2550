import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { Money } from '@/lib/domain/money';

export interface TicketOption {
  id: string;
  title: string;
  participants: number;
  price: Money;
}

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 10px;

  button {
    width: 38px;
    height: 38px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }
  button:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    color: #9aa3ad;
    cursor: not-allowed;
  }
  output {
    min-width: 20px;
    text-align: center;
    font-weight: 700;
  }
`;

interface Props {
  options: TicketOption[];
  quantities: Record<string, number>;
  onChange: (id: string, quantity: number) => void;
  maxPeople: number;
}

/** +/− per ticket type, with the people each ticket admits and the day's price. */
export function TicketPicker({ options, quantities, onChange, maxPeople }: Props) {
  const t = useT();
  const people = options.reduce((sum, option) => sum + option.participants * (quantities[option.id] ?? 0), 0);
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {options.map((option) => {
        const quantity = quantities[option.id] ?? 0;
        return (
          <Row key={option.id}>
            <span>
              <strong>{option.title}</strong> · <Price money={option.price} />
              <small>{t('activities.ticketIncludes', { count: option.participants })}</small>
            </span>
            <Stepper>
              <button type="button" aria-label={t('booking.fewer', { ticket: option.title })} disabled={quantity === 0} onClick={() => onChange(option.id, quantity - 1)}>
                −
              </button>
              <output aria-live="polite" aria-label={t('booking.quantity', { ticket: option.title })}>
                {quantity}
              </output>
              <button
                type="button"
                aria-label={t('booking.more', { ticket: option.title })}
                disabled={people + option.participants > maxPeople}
                onClick={() => onChange(option.id, quantity + 1)}
              >
                +
              </button>
            </Stepper>
          </Row>
        );
      })}
    </ul>
  );
}
