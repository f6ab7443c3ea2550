import { Link } from '@/components/ui/link';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { ActivityCardFieldsFragment } from '@/graphql/generated/operations';
import { activityPath } from '@/lib/domain/paths';
import { BookButton } from './book-button';

/**
 * One styled root, its parts named by class within it: the home page and Things to do render a card per
 * activity, and each styled part was a component of its own to render on every page rendered afresh
 * (issue #25).
 */
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

  .body {
    display: flex;
    flex-direction: column;
    gap: 10px;
    flex: 1;
    padding: 18px 20px 22px;
  }
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

  .kind {
    align-self: flex-start;
    padding: 3px 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.tertiary};
    color: ${({ theme }) => theme.colors.text};
    font-size: 13px;
    font-weight: 700;
  }

  .footer {
    margin-top: auto;
    padding-top: 8px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
  }

  .from {
    font-size: 15px;
  }
  .from strong {
    font-size: 20px;
  }
`;

export function ActivityCard({ activity }: { activity: ActivityCardFieldsFragment }) {
  const t = useT();
  return (
    <Card>
      <ResponsiveImage image={activity.image} square />
      <div className="body">
        <span className="kind">{t(`activities.kind.${activity.__typename}`)}</span>
        <h3>
          <Link href={activityPath(activity.slug)}>{activity.title}</Link>
        </h3>
        <p>{activity.summary}</p>
        <div className="footer">
          {activity.fromPrice && (
            <span className="from">
              {t('activities.from')} <strong><Price money={activity.fromPrice} /></strong>
            </span>
          )}
          <BookButton activity={activity} />
        </div>
      </div>
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
