import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Paragraphs } from '@/components/ui/section';
import { StandardPage } from './standard-page';
import type { PageOf } from './types';

const Grid = styled.div`
  display: grid;
  gap: 32px;
  margin-bottom: 48px;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }

  h2 {
    font-size: 24px;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  address {
    font-style: normal;
    white-space: pre-line;
  }
`;

export function ParkInfoPageView({ page }: { page: PageOf<'ParkInfoPage'> }) {
  const t = useT();
  return (
    <StandardPage page={page}>
      <Grid>
        <section>
          <h2>{t('parkInfo.openingHours')}</h2>
          <table>
            <tbody>
              {page.openingHours.map((row) => (
                <tr key={row.days}>
                  <th scope="row">{row.days}</th>
                  <td>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section>
          <h2>{t('parkInfo.address')}</h2>
          <address>{page.address}</address>
          <h2 style={{ marginTop: 28 }}>{t('parkInfo.gettingHere')}</h2>
          <Paragraphs text={page.gettingHere} />
        </section>
        <section>
          <h2>{t('parkInfo.facilities')}</h2>
          <ul>
            {page.facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </section>
      </Grid>
    </StandardPage>
  );
}
