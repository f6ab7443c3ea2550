import Head from 'next/head';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';

const Page = styled.main`
  /* The error page follows the dark colour scheme by default. */
  color-scheme: dark;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px;
  background: #0d1117;
  color: #f0f3f6;
  text-align: center;
`;

const Title = styled.h1`
  font-size: 24px;
  font-weight: 600;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px 20px;
`;

const Code = styled.span`
  font-size: 28px;
  padding-right: 20px;
  border-right: 1px solid rgba(255, 255, 255, 0.3);
`;

const Home = styled.a`
  display: inline-block;
  margin-top: 28px;
  color: #8ab4ff;
`;

const KNOWN = new Set([400, 404, 405, 500, 503]);

/** The error title key for a status (a known one, else 'other'); no status means a client-side exception. */
export function errorTitleKey(statusCode: number | undefined): string {
  if (statusCode === undefined) return 'error.client';
  return KNOWN.has(statusCode) ? `error.${statusCode}` : 'error.other';
}

export function ErrorView({ statusCode }: { statusCode?: number }) {
  const t = useT();
  const title = t(errorTitleKey(statusCode));
  return (
    <Page>
      <Head>
        <title>{statusCode ? `${statusCode}: ${title}` : title}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div>
        <Title>
          {statusCode && <Code>{statusCode}</Code>}
          <span>
            {title}
            {statusCode === undefined && ` ${t('error.clientDetail')}`}
          </span>
        </Title>
        {statusCode !== undefined && <Home href="/">{t('error.backHome')}</Home>}
      </div>
    </Page>
  );
}
