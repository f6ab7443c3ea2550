import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { WaiverSignaturesDocument } from '@/graphql/generated/staff-operations';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { TextField, Panel, TableFrame } from '../ui';

/** Signatures per page of the list. */
const PAGE = 25;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 12px;
  margin-bottom: 12px;
  > div {
    flex: 1 1 260px;
    max-width: 420px;
  }
  > button {
    min-height: 48px;
  }
`;

const More = styled.div`
  margin-top: 12px;
`;

/**
 * The park's signed waivers, newest first, a page at a time, found by booking ID or the rider's name as
 * signed; each opens the signature's own screen to read and print.
 */
export function SignatureList({ parkId, timeZone }: { parkId: string; timeZone: string }) {
  const t = useStaffT();
  const format = useStaffFormats();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data, loading, error, fetchMore } = useQuery(WaiverSignaturesDocument, { variables: { parkId, search: search || null, limit: PAGE } });
  const rows = data?.waiverSignatures ?? [];
  const [more, setMore] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMore(true);
    setSearch(typed.trim());
  };

  const older = async () => {
    const last = rows[rows.length - 1];
    const { data: next } = await fetchMore({
      variables: { before: last.signedAt },
      updateQuery: (previous, { fetchMoreResult }) => ({ waiverSignatures: [...previous.waiverSignatures, ...fetchMoreResult.waiverSignatures] }),
    });
    if (next.waiverSignatures.length < PAGE) setMore(false);
  };

  return (
    <Panel aria-labelledby="signatures-heading">
      <h2 id="signatures-heading">{t('waivers.signatures.heading')}</h2>
      <Search role="search" onSubmit={submit}>
        <TextField id="signature-search" name="search" type="search" label={t('waivers.signatures.search')} hint={t('waivers.signatures.searchHint')} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">{t('waivers.signatures.find')}</Button>
      </Search>
      <div role="status">
        {loading && !data && <p>{t('loading')}</p>}
        {data && !rows.length && <p>{search ? t('waivers.signatures.noneFound', { search }) : t('waivers.signatures.none')}</p>}
      </div>
      {error && !data && <p role="alert">{t('errors.load')}</p>}
      {rows.length > 0 && (
        <TableFrame>
          <table>
            <caption>
              <VisuallyHidden>{t('waivers.signatures.caption')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('waivers.signatures.signedAt')}</th>
                <th scope="col">{t('waivers.signatures.rider')}</th>
                <th scope="col">{t('waivers.signatures.booking')}</th>
                <th scope="col">{t('waivers.signatures.waiver')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{format.when(row.signedAt, timeZone)}</td>
                  <td>
                    <a href={`/waivers/signatures/${row.id}`}>{row.riderName}</a>
                    {row.signerName !== row.riderName && <div>{t('waivers.signatures.signedBy', { name: row.signerName })}</div>}
                  </td>
                  <td>{row.bookingId}</td>
                  <td>
                    <span lang={row.language}>{row.waiverTitle}</span> · {t('waivers.versionShort', { version: row.version, language: t(`language.${row.language}`) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {more && rows.length >= PAGE && (
        <More>
          <Button type="button" $variant="secondary" onClick={() => void older()}>
            {t('waivers.signatures.older')}
          </Button>
        </More>
      )}
    </Panel>
  );
}
