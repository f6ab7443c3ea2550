import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { ActivityCardFieldsFragment } from '@/graphql/generated/operations';
import { activityPath } from '@/lib/domain/paths';
import { BookButton } from './book-button';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 6px 24px rgba(40, 47, 54, 0.1);

  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  flex: 1;
  padding: 18px 20px 22px;

  h3 {
    font-size: 22px;
    margin: 0;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Kind = styled.span`
  align-self: flex-start;
  padding: 3px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.tertiary};
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;
  font-weight: 700;
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: 8px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

const From = styled.span`
  font-size: 15px;
  strong {
    font-size: 20px;
  }
`;

export function ActivityCard({ activity }: { activity: ActivityCardFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <Card>
      <ResponsiveImage image={activity.image} square />
      <Body>
        <Kind>{t(`activities.kind.${activity.__typename}`)}</Kind>
        <h3>
          <Link href={activityPath(activity.slug)}>{activity.title}</Link>
        </h3>
        <p>{activity.summary}</p>
        <Footer>
          {activity.fromPrice && (
            <From>
              {t('activities.from')} <strong><Price money={activity.fromPrice} /></strong>
            </From>
          )}
          <BookButton activity={activity} />
        </Footer>
      </Body>
    </Card>
  );
}

export const ActivityGrid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
