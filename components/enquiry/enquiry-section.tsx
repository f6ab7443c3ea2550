import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { GetEnquiryFormDocument } from '@/graphql/generated/operations';
import { ENQUIRY_ANCHOR } from '@/lib/domain/paths';
import { EnquiryForm } from './enquiry-form';
import { useEnquiry, type EnquirySettings } from './use-enquiry';
import { withLiveData } from '@/lib/client/live-data';
import { withFormsTranslations } from '@/components/layout/translations';

const Panel = styled.section`
  position: relative;
  max-width: ${({ theme }) => theme.layout.narrowContainer}px;
  margin: 48px 0 0;
  padding: 24px 20px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  /* The header is sticky: a jump to #enquiry must not hide the heading under it. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight.mobile + 16}px;

  ${({ theme }) => theme.media.md} {
    padding: 40px;
    scroll-margin-top: ${({ theme }) => theme.layout.headerHeight.desktop + 16}px;
  }
  h2 {
    margin-top: 0;
  }
`;

const Lead = styled.p`
  margin: 0 0 28px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Sent = styled.div`
  display: grid;
  gap: 20px;
  justify-items: start;

  p {
    margin: 0;
  }
`;

function Enquiry({ settings }: { settings: EnquirySettings }) {
  const t = useT();
  const enquiry = useEnquiry(settings);
  const confirmation = useRef<HTMLParagraphElement>(null);

  // The form is replaced by the confirmation: move focus there so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (enquiry.sent) confirmation.current?.focus();
  }, [enquiry.sent]);

  if (enquiry.sent) {
    return (
      <Sent>
        <Notice ref={confirmation} tabIndex={-1} role="status" $tone="success">
          {t('enquiry.sent')}
        </Notice>
        <Button type="button" $variant="secondary" onClick={enquiry.again}>
          {t('enquiry.sendAnother')}
        </Button>
      </Sent>
    );
  }
  return <EnquiryForm settings={settings} busy={enquiry.busy} error={enquiry.error} onSubmit={enquiry.submit} />;
}

/** The venue-hire enquiry on the contact page (#enquiry); nothing when the locale takes no enquiries. */
function EnquiryFormSection() {
  const t = useT();
  const settings = useQuery(GetEnquiryFormDocument).data?.getEnquiryForm;
  if (!settings) return null;
  return (
    <Panel id={ENQUIRY_ANCHOR} aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading">{t('enquiry.heading')}</h2>
      <Lead>{t('enquiry.lead')}</Lead>
      <Enquiry settings={settings} />
    </Panel>
  );
}

export const EnquirySection = withFormsTranslations(withLiveData(EnquiryFormSection, [GetEnquiryFormDocument]));
