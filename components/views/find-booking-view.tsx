import { useEffect, useRef } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { FindBookingForm } from '@/components/find-booking/find-booking-form';
import { useFindBooking } from '@/components/find-booking/use-find-booking';
import { useSiteLocale } from '@/components/layout/site-context';
import { SiteLayout } from '@/components/layout/site-layout';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MY_BOOKING_LINK_DAYS } from '@/lib/domain/find-booking';
import { withFormsTranslations } from '@/components/layout/translations';

const Page = styled.div`
  padding: 40px 0 64px;
  display: grid;
  gap: 20px;
  max-width: 560px;

  h1,
  p {
    margin: 0;
  }
`;

const Sent = styled.section`
  display: grid;
  gap: 16px;
  justify-items: start;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: 22px;
  }
`;

/**
 * "Find my booking" (issue #24), which every page's footer and every booking mail links to. It shows
 * nothing of anyone's: the answer is the same whether the address has bookings or not, and the links go
 * to that address only.
 */
function FindBooking() {
  const t = useT();
  const locale = useSiteLocale();
  const find = useFindBooking();
  const answer = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the answer: focus its heading so a screen reader reads what happened.
  useEffect(() => {
    if (find.sent) answer.current?.focus();
  }, [find.sent]);

  return (
    <SiteLayout title={t('findBooking.title')}>
      <Container>
        <Page>
          <h1>{t('findBooking.title')}</h1>
          {find.sent ? (
            <Sent aria-labelledby="find-booking-sent" role="status">
              <h2 id="find-booking-sent" ref={answer} tabIndex={-1}>
                {t('findBooking.sentTitle')}
              </h2>
              <p>{t('findBooking.sent', { parkName: locale.title })}</p>
              <p>{t('findBooking.sentNote', { days: MY_BOOKING_LINK_DAYS })}</p>
              <Button type="button" $variant="secondary" onClick={find.again}>
                {t('findBooking.again')}
              </Button>
            </Sent>
          ) : (
            <>
              <p>{t('findBooking.lead', { parkName: locale.title })}</p>
              <FindBookingForm busy={find.busy} error={find.error} onSubmit={find.submit} />
            </>
          )}
        </Page>
      </Container>
    </SiteLayout>
  );
}

export const FindBookingView = withFormsTranslations(FindBooking);
