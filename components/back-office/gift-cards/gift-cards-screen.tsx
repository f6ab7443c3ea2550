import styled from 'styled-components';
import { useStaffT } from '../translations';
import { FindCardForm } from './find-card-form';
import { IssueCardForm } from './issue-card-form';
import { Panel, ScreenHeading } from '../ui';

/** One column on a phone; at a desk, finding a card beside issuing one. */
const Columns = styled.div`
  display: grid;
  gap: 0 16px;
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

/**
 * Gift cards (issue #22), for managers and owners: find a card by its code (its page shows the balance,
 * ledger and orders, and adjusts or voids it), or issue a complimentary card that is emailed at once.
 */
export function GiftCardsScreen() {
  const t = useStaffT();
  return (
    <>
      <ScreenHeading>{t('giftCards.heading')}</ScreenHeading>
      <Columns>
        <Panel aria-labelledby="find-heading">
          <h2 id="find-heading">{t('giftCards.find.heading')}</h2>
          <FindCardForm />
        </Panel>
        <Panel aria-labelledby="issue-heading">
          <h2 id="issue-heading">{t('giftCards.issue.heading')}</h2>
          <p>{t('giftCards.issue.intro')}</p>
          <IssueCardForm />
        </Panel>
      </Columns>
    </>
  );
}
