import { useMutation } from '@apollo/client/react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { toLanguage } from '@/lib/domain/language';
import { intlLocale } from '@/lib/domain/money';
import { Price, useFormatMoney } from '@/components/ui/price';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SetCartItemAddOnsDocument, type GetCheckoutQuery } from '@/graphql/generated/operations';
import { sessionWhen } from '@/lib/domain/time';

type Checkout = GetCheckoutQuery['getCheckout'];

const Box = styled.aside`
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;

  > div {
    padding: 20px 24px;
  }
  h2 {
    font-size: 24px;
    margin: 0 0 8px;
  }
  h3 {
    font-size: 18px;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > div > ul > li {
    padding: 14px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    margin-top: 8px;
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 22px;
    height: 22px;
  }
  /* The park's cancellation policy, set apart from the total above it. */
  > div > section {
    margin-top: 16px;
    padding-top: 16px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  > div > section p {
    margin: 6px 0 0;
  }
`;

const Banner = styled(ResponsiveImage)`
  display: block;
  img {
    display: block;
    width: 100%;
    height: 140px;
    object-fit: cover;
  }
`;

const Row = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 4px 0;
  font-size: ${({ $strong }) => ($strong ? 20 : 16)}px;
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 15px;
`;

/**
 * The order as the server priced it: each line with its time in the park's zone, the media-pack choice,
 * then subtotal, discount, gift card, the card fee as its own line, and the total.
 */
export function OrderSummary({ checkout, feePercent, locked }: { checkout: Checkout; feePercent: number; locked: boolean }) {
  const t = useT();
  const locale = useSiteLocale();
  // The balance's due day, a calendar day of the park: written as the site's language writes a day.
  const groupDay = (day: string) => dateTimeFormat(intlLocale(locale.hrefLang, toLanguage(locale.locale)), { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${day}T12:00:00Z`));
  const format = useFormatMoney();
  const [setAddOns] = useMutation(SetCartItemAddOnsDocument, { refetchQueries: ['getCheckout', 'getCart'] });
  return (
    <Box aria-labelledby="order-heading">
      {locale.checkoutImage && <Banner image={locale.checkoutImage} />}
      <div>
        <h2 id="order-heading">{t('checkout.yourOrder')}</h2>
        <ul>
          {checkout.cart.items.map((item) => {
            const offered = item.activity.__typename === 'BookableActivity' ? item.activity.addOns : [];
            return (
              <li key={item.id}>
                <Row>
                  <h3>{item.activity.title}</h3>
                  <strong>
                    <Price money={item.total} />
                  </strong>
                </Row>
                <Muted>
                  <time dateTime={item.session.startsAt}>
                    {sessionWhen(item.session)}
                  </time>
                </Muted>
                <Muted>
                  {item.tickets.map((ticket) => `${ticket.quantity} × ${ticket.variation.title}`).join(', ')}
                  {item.upgrade ? ` · ${item.upgrade.title}` : ''}
                </Muted>
                {offered.map((addOn) => {
                  const chosen = item.addOns.some((choice) => choice.addOn.id === addOn.id);
                  return (
                    <label key={addOn.id}>
                      <input
                        type="checkbox"
                        checked={chosen}
                        disabled={locked}
                        onChange={() => {
                          const others = item.addOns.filter((choice) => choice.addOn.id !== addOn.id).map((c) => ({ addOnId: c.addOn.id, quantity: c.quantity }));
                          void setAddOns({ variables: { itemId: item.id, addOns: chosen ? others : [...others, { addOnId: addOn.id, quantity: 1 }] } });
                        }}
                      />
                      {t('checkout.mediaPack', { title: addOn.title, price: format(addOn.price) })}
                    </label>
                  );
                })}
              </li>
            );
          })}
        </ul>
        <div style={{ paddingTop: 12 }}>
          <Row>
            <span>{t('checkout.subtotal')}</span>
            <Price money={checkout.subtotal} />
          </Row>
          {checkout.discount.amount > 0 && (
            <Row>
              <span>{t('checkout.discount')}</span>
              <span>−{format(checkout.discount)}</span>
            </Row>
          )}
          {checkout.giftCard.amount > 0 && (
            <Row>
              <span>{t('checkout.giftCard')}</span>
              <span>−{format(checkout.giftCard)}</span>
            </Row>
          )}
          {checkout.cardFee.amount > 0 && (
            <Row>
              <span>{t('checkout.cardFeeNote', { percent: feePercent })}</span>
              <Price money={checkout.cardFee} />
            </Row>
          )}
          <Row $strong>
            <span>{t(checkout.group ? 'checkout.group.payNow' : 'checkout.total')}</span>
            <Price money={checkout.total} />
          </Row>
          {checkout.group && (
            <Muted as="p" role="note">
              {checkout.group.balance.amount > 0
                ? t('checkout.group.terms', { people: checkout.group.people, balance: format(checkout.group.balance), day: groupDay(checkout.group.dueOn) })
                : t('checkout.group.allNow', { people: checkout.group.people })}
            </Muted>
          )}
        </div>
        {locale.cancellationPolicy && (
          <Muted as="section" aria-labelledby="cancellation-policy-heading">
            <h3 id="cancellation-policy-heading">{t('checkout.cancellationPolicy')}</h3>
            {/* Plain text set on the back office's /settings (issue #23): React escapes it; lines kept. */}
            <p style={{ whiteSpace: 'pre-line' }}>{locale.cancellationPolicy}</p>
          </Muted>
        )}
      </div>
    </Box>
  );
}
