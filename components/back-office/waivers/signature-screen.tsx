import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { WaiverSignatureDocument } from '@/graphql/generated/staff-operations';
import { drawingBox } from '@/lib/domain/waiver-desk';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { Panel, printWithoutFrame, ScreenHeading, Facts } from '../ui';

/** On paper: the signed waiver alone, no back-office frame (demo notice, header, menu) and no buttons. */
const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      margin: 14mm;
    }
    ${printWithoutFrame}
    section {
      border: 0 !important;
      padding: 0 !important;
      margin: 0 0 10pt !important;
      break-inside: avoid;
    }
    h1 {
      font-size: 18pt !important;
    }
    .waiver-body {
      max-height: none !important;
      overflow: visible !important;
      border: 0 !important;
      padding: 0 !important;
      background: none !important;
    }
    a {
      color: inherit !important;
      text-decoration: none !important;
    }
  }
`;

const Back = styled.a`
  display: inline-block;
  margin-top: 4px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 16px;
  p {
    margin: 0;
  }
`;

const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
`;

const Drawing = styled.svg`
  display: block;
  width: 100%;
  max-width: 420px;
  height: 140px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.text};
`;

const Seal = styled.code`
  font-size: 13px;
  overflow-wrap: anywhere;
`;

/** The API answers another park's signature exactly as one that does not exist. */
const refused = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');

/**
 * One signed waiver, to read and print: the text version exactly as signed, the rider's details as
 * signed, who signed (a guardian's relationship), when (the park's time), from where, the drawing if
 * one was made, and the seal with the server's check of it over the stored fields.
 */
export function SignatureScreen() {
  const t = useStaffT();
  const format = useStaffFormats();
  const { query } = useRouter();
  const id = String(query.id ?? '');
  const { data, loading, error } = useQuery(WaiverSignatureDocument, { variables: { id }, skip: !id });
  const signature = data?.waiverSignature;
  const back = (
    <Back href="/waivers" className="screen-only">
      ← {t('waivers.signature.back')}
    </Back>
  );
  if (!signature) {
    return (
      <>
        {back}
        <ScreenHeading>{t('waivers.signature.heading')}</ScreenHeading>
        {loading && <p role="status">{t('loading')}</p>}
        {error && <p role="alert">{refused(error) ? t('waivers.signature.notFound') : t('errors.load')}</p>}
      </>
    );
  }
  const { rider, text } = signature;
  const box = signature.drawing ? drawingBox(signature.drawing) : null;
  const yesNo = (answer: boolean) => t(answer ? 'waivers.signature.yes' : 'waivers.signature.no');
  return (
    <>
      <PrintStyle />
      {back}
      <ScreenHeading>{t('waivers.signature.heading')}</ScreenHeading>
      <Bar>
        <Notice $tone={signature.sealVerified ? 'success' : 'error'} role={signature.sealVerified ? undefined : 'alert'} style={{ margin: 0 }}>
          {t(signature.sealVerified ? 'waivers.signature.sealVerified' : 'waivers.signature.sealMismatch')}
        </Notice>
        <Button type="button" className="screen-only" onClick={() => window.print()}>
          {t('waivers.signature.print')}
        </Button>
      </Bar>
      <Panel aria-labelledby="signed-heading">
        <h2 id="signed-heading">{t('waivers.signature.signed')}</h2>
        <Facts>
          <dt>{t('waivers.signature.park')}</dt>
          <dd>{signature.parkName}</dd>
          <dt>{t('waivers.signature.booking')}</dt>
          <dd>
            <a href={`/orders/${encodeURIComponent(signature.bookingId)}`}>{signature.bookingId}</a>
          </dd>
          <dt>{t('waivers.signature.signedAt')}</dt>
          <dd>{t('waivers.signature.atInZone', { when: `${format.dayOf(signature.signedAt, signature.timeZone)} ${format.clock(signature.signedAt, signature.timeZone)}`, zone: signature.timeZone })}</dd>
          <dt>{t('waivers.signature.signer')}</dt>
          <dd>{signature.signerName}</dd>
          <dt>{t('waivers.signature.email')}</dt>
          <dd>{signature.signerEmail ?? t('waivers.signature.noEmail')}</dd>
          <dt>{t('waivers.signature.guardian')}</dt>
          <dd>{signature.guardianRelationship ?? t('waivers.signature.riderSigned')}</dd>
          <dt>{t('waivers.signature.clientAddress')}</dt>
          <dd>{signature.clientAddress}</dd>
          <dt>{t('waivers.signature.userAgent')}</dt>
          <dd>{signature.userAgent}</dd>
        </Facts>
        <h3>{t('waivers.signature.drawing')}</h3>
        {box ? (
          <Drawing viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`} preserveAspectRatio="xMidYMid meet" role="img" aria-label={t('waivers.signature.drawingOf', { name: signature.signerName })}>
            <path d={signature.drawing!} fill="none" stroke="currentColor" strokeWidth={Math.max(box.width, box.height) / 150} strokeLinecap="round" strokeLinejoin="round" />
          </Drawing>
        ) : (
          <p>{t('waivers.signature.typedOnly')}</p>
        )}
      </Panel>
      <Panel aria-labelledby="rider-heading">
        <h2 id="rider-heading">{t('waivers.signature.rider')}</h2>
        <Facts>
          <dt>{t('waivers.signature.riderName')}</dt>
          <dd>{rider.name}</dd>
          <dt>{t('waivers.signature.dateOfBirth')}</dt>
          <dd>{rider.dateOfBirth ?? '—'}</dd>
          {rider.heightCm !== null && rider.heightCm !== undefined && (
            <>
              <dt>{t('waivers.signature.height')}</dt>
              <dd>{t('waivers.signature.cm', { value: rider.heightCm })}</dd>
            </>
          )}
          {rider.weightKg !== null && rider.weightKg !== undefined && (
            <>
              <dt>{t('waivers.signature.weight')}</dt>
              <dd>{t('waivers.signature.kg', { value: rider.weightKg })}</dd>
            </>
          )}
          {rider.answers.map((answer) => (
            <div key={answer.questionId} style={{ display: 'contents' }}>
              <dt>{answer.question ?? answer.questionId}</dt>
              <dd>{yesNo(answer.answer)}</dd>
            </div>
          ))}
        </Facts>
      </Panel>
      <Panel aria-labelledby="text-heading">
        <h2 id="text-heading">{t('waivers.signature.text')}</h2>
        <p>{t('waivers.signature.textVersion', { name: signature.waiverName, version: text.version, language: t(`language.${signature.language}`) })}</p>
        <div lang={signature.language}>
          <h3>{text.title}</h3>
          <Text className="waiver-body">{text.body}</Text>
        </div>
      </Panel>
      <Panel aria-labelledby="seal-heading">
        <h2 id="seal-heading">{t('waivers.signature.seal')}</h2>
        <p>{t('waivers.signature.sealExplained')}</p>
        <Seal>{signature.seal}</Seal>
      </Panel>
    </>
  );
}
