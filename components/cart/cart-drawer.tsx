import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { Button, ButtonLink } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { EmptyCartDocument, GetCartDocument, RemoveFromCartDocument } from '@/graphql/generated/operations';
import { CartLine } from './cart-line';
import { withLiveData } from '@/lib/client/live-data';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgba(13, 17, 23, 0.5);
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 901;
  width: min(440px, 100vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: -12px 0 32px rgba(13, 17, 23, 0.2);

  header,
  footer {
    padding: 20px 24px;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    margin: 0;
    font-size: 26px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 24px;
    overflow-y: auto;
    flex: 1;
  }
  footer {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    display: grid;
    gap: 10px;
  }
`;

const Total = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 20px;
  font-weight: 700;
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** The cart drawer: lines with date, time and tickets, the total, and the ways on. */
function Drawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useSiteLocale();
  const { data } = useQuery(GetCartDocument);
  const [remove] = useMutation(RemoveFromCartDocument, { refetchQueries: ['getCart'] });
  const [empty] = useMutation(EmptyCartDocument, { refetchQueries: ['getCart'] });
  const [notice, setNotice] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const cart = data?.getCart;

  // A modal dialog: focus moves in, Tab stays in, Escape closes, and focus returns where it was.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')];
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);

  // Portalled to <body>: the sticky header's backdrop-filter would otherwise contain this fixed panel.
  return createPortal(
    <>
      <Backdrop onClick={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby="cart-heading">
        <header>
          <h2 id="cart-heading">{t('cart.heading')}</h2>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cart.keepBrowsing')}
          </Button>
        </header>
        <ul>
          {cart?.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              onRemove={() => void remove({ variables: { itemId: item.id } })}
            />
          ))}
          {cart && cart.items.length === 0 && <li style={{ padding: '24px 0' }}>{t('cart.empty')}</li>}
        </ul>
        <footer>
          <Total>
            <span>{t('booking.total')}</span>
            <Price money={cart?.total ?? { amount: 0, currency: locale.currency }} />
          </Total>
          {notice && <Notice role="alert">{notice}</Notice>}
          {cart && cart.items.length > 0 ? (
            <ButtonLink href="/checkout">{t('cart.checkout')}</ButtonLink>
          ) : (
            <Button type="button" onClick={() => setNotice(t('cart.orderEmpty'))}>
              {t('cart.checkout')}
            </Button>
          )}
          <Button type="button" $variant="secondary" disabled={!cart?.items.length} onClick={() => void empty()}>
            {t('cart.emptyCart')}
          </Button>
        </footer>
      </Panel>
    </>,
    document.body,
  );
}

export const CartDrawer = withLiveData(Drawer);
