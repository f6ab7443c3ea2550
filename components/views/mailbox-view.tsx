import Head from 'next/head';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { SiteLayout } from '@/components/layout/site-layout';
import { Container } from '@/components/ui/container';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { intlLocale } from '@/lib/domain/money';

/*
 * The development mailbox (/dev/mailbox): the mail this instance wrote to files because SMTP_URL is unset
 * (lib/server/mail/transport.ts), newest first, and one message as a mail client would show it. A tool
 * for developers and the demo, so its words are English only and not in the locale files.
 */

/** One message in the list. */
export interface MailboxEntry {
  /** The file's name in the mail folder; also the `name` query parameter that opens it. */
  name: string;
  subject: string;
  to: string;
  /** ISO 8601, from the Date header; null when it has none. */
  date: string | null;
}

/** One message, opened. */
export interface MailboxMessage extends MailboxEntry {
  from: string;
  /** The HTML part with its cid: images turned into data: URIs; null when there is none. */
  html: string | null;
  text: string | null;
  attachments: { filename: string; contentType: string; size: number; inline: boolean }[];
}

export interface MailboxViewProps {
  /** The folder the messages are read from, as configured (DATA_DIR/mail). */
  directory: string;
  /** How many messages the folder holds. */
  total: number;
  /** How many of them are to a recipient containing `to` (all of them when `to` is empty). */
  matching: number;
  /** The recipient searched for; empty: every message. */
  to: string;
  /** The page of the list shown (1: the newest messages) and how many pages there are. */
  page: number;
  pages: number;
  /** That page's messages, newest first. */
  entries: MailboxEntry[];
  /** The message opened (the `name` parameter, else the newest); null in an empty mailbox. */
  message: MailboxMessage | null;
}

const Page = styled.div`
  display: grid;
  gap: 24px;
  padding: 32px 0 64px;

  h1 {
    font-size: 32px;
    margin: 0;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 340px minmax(0, 1fr);
    align-items: start;
    > header {
      grid-column: 1 / -1;
    }
  }
`;

const Intro = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  code {
    overflow-wrap: anywhere;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  overflow: hidden;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: grid;
    gap: 2px;
    padding: 10px 14px;
    color: inherit;
    text-decoration: none;
    font-size: 14px;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='true'] {
    background: ${({ theme }) => theme.colors.tertiary};
  }
  strong {
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const Message = styled.article`
  display: grid;
  gap: 16px;
  min-width: 0;

  h2 {
    font-size: 22px;
    margin: 0;
    overflow-wrap: anywhere;
  }
  h3 {
    font-size: 16px;
    margin: 0;
  }
`;

const Headers = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  font-size: 14px;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Frame = styled.iframe`
  width: 100%;
  height: 900px;
  max-height: 80vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: #fff;
`;

const Text = styled.pre`
  margin: 0;
  padding: 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 13px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  margin-top: 16px;
  label {
    display: grid;
    gap: 4px;
    font-size: 14px;
    flex: 1 1 220px;
  }
  input {
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  button {
    font: inherit;
    padding: 8px 16px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
  font-size: 14px;
`;

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** The mailbox's address with the search and page kept (the defaults left out, so the first page is /dev/mailbox). */
const mailboxHref = (query: { to: string; page: number; name?: string }) => {
  const params = new URLSearchParams({ ...(query.to ? { to: query.to } : {}), ...(query.page > 1 ? { page: String(query.page) } : {}), ...(query.name ? { name: query.name } : {}) });
  return params.size ? `/dev/mailbox?${params}` : '/dev/mailbox';
};

export function MailboxView({ directory, total, matching, to, page, pages, entries, message }: MailboxViewProps) {
  const locale = useSiteLocale();
  // The park's zone on the server and in the browser alike, so the page hydrates without a mismatch.
  const dateFormat = dateTimeFormat(intlLocale(locale.hrefLang, locale.locale), {
    timeZone: locale.timeZone,
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : 'no date');

  return (
    <SiteLayout title="Mailbox">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Container>
        <Page>
          <header>
            <h1>Mailbox</h1>
            <Intro>
              Mail written to <code>{directory}</code> because <code>SMTP_URL</code> is unset: {total} {total === 1 ? 'message' : 'messages'}
              {to ? `, ${matching} to “${to}”` : ''}. Set <code>SMTP_URL</code> to send it instead.
            </Intro>
            <Search action="/dev/mailbox" method="get" role="search" aria-label="Messages by recipient">
              <label>
                Recipient contains
                <input type="search" name="to" defaultValue={to} maxLength={200} placeholder="visitor@example.com" />
              </label>
              <button type="submit">Search</button>
              {to && <a href={mailboxHref({ to: '', page: 1 })}>Show all</a>}
            </Search>
          </header>
          {entries.length === 0 ? (
            <p>{to ? `No message to a recipient containing “${to}”.` : 'No mail yet. Book something, and its confirmation appears here.'}</p>
          ) : (
            <nav aria-label="Messages">
              <List>
                {entries.map((entry) => (
                  <li key={entry.name}>
                    <Link href={mailboxHref({ to, page, name: entry.name })} aria-current={entry.name === message?.name ? 'true' : undefined}>
                      <strong>{entry.subject || '(no subject)'}</strong>
                      <span>{entry.to || '(no recipient)'}</span>
                      <span>{formatDate(entry.date)}</span>
                    </Link>
                  </li>
                ))}
              </List>
              {pages > 1 && (
                <Pager aria-label="Pages of messages">
                  {page > 1 ? <a href={mailboxHref({ to, page: page - 1 })}>‹ Newer</a> : <span />}
                  <span>
                    Page {page} of {pages}
                  </span>
                  {page < pages ? <a href={mailboxHref({ to, page: page + 1 })}>Older ›</a> : <span />}
                </Pager>
              )}
            </nav>
          )}
          {message && (
            <Message aria-labelledby="mailbox-subject">
              <h2 id="mailbox-subject">{message.subject || '(no subject)'}</h2>
              <Headers>
                <dt>From</dt>
                <dd>{message.from}</dd>
                <dt>To</dt>
                <dd>{message.to}</dd>
                <dt>Date</dt>
                <dd>{formatDate(message.date)}</dd>
                <dt>File</dt>
                <dd>{message.name}</dd>
                {message.attachments.length > 0 && (
                  <>
                    <dt>Attachments</dt>
                    <dd>
                      {message.attachments
                        .map((a) => `${a.filename} (${a.contentType}, ${kilobytes(a.size)}${a.inline ? ', inline' : ''})`)
                        .join(', ')}
                    </dd>
                  </>
                )}
              </Headers>
              {message.html !== null && (
                // sandbox="": the message's markup is shown, never run: no scripts, forms, plugins or top navigation.
                <Frame title={`HTML of “${message.subject}”`} sandbox="" srcDoc={message.html} referrerPolicy="no-referrer" />
              )}
              <h3>Text part</h3>
              <Text>{message.text ?? '(no text part)'}</Text>
            </Message>
          )}
        </Page>
      </Container>
    </SiteLayout>
  );
}
