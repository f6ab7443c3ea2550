import { format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dateLocale } from '@/lib/client/dates';
import { toLanguage } from '@/lib/domain/language';
import { StandardPage } from './standard-page';
import type { PageOf } from './types';

const Byline = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 32px;
`;

export function ContentArticleView({ page }: { page: PageOf<'ContentArticle'> }) {
  const { t, i18n } = useTranslation();
  const published = parseISO(page.publishedOn);
  return (
    <StandardPage page={page}>
      <Byline>
        {t('article.byline', { author: page.author })} ·{' '}
        <time dateTime={page.publishedOn}>{format(published, 'PPP', { locale: dateLocale(toLanguage(i18n.language)) })}</time>
      </Byline>
    </StandardPage>
  );
}
