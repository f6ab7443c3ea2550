import { Link } from '@/components/ui/link';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { activityPath } from '@/lib/domain/paths';
import { StandardPage } from './standard-page';
import type { PageOf } from './types';

const Columns = styled.div`
  display: grid;
  gap: 32px;
  margin-bottom: 48px;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    margin: 6px 0;
  }
`;

export function SiteMapPageView({ page }: { page: PageOf<'SiteMapPage'> }) {
  const t = useT();
  return (
    <StandardPage page={page}>
      <Columns>
        <nav aria-labelledby="site-map-pages">
          <h2 id="site-map-pages">{t('siteMap.pages')}</h2>
          <ul>
            {page.links.map((link) => (
              <li key={link.path}>
                <Link href={link.path}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {page.activities.length > 0 && (
          <nav aria-labelledby="site-map-activities">
            <h2 id="site-map-activities">{t('siteMap.activities')}</h2>
            <ul>
              {page.activities.map((activity) => (
                <li key={activity.id}>
                  <Link href={activityPath(activity.slug)}>{activity.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Columns>
    </StandardPage>
  );
}
