import { useT } from '@/lib/client/use-t';
import { useSiteLocale } from '@/components/layout/site-context';
import { Button, ButtonLink, ExternalButtonLink } from '@/components/ui/button';
import type { ActivityCardFieldsFragment } from '@/graphql/generated/operations';
import { activityPath } from '@/lib/domain/paths';

declare global {
  interface Window {
    RollerCheckout?: { show(): void };
  }
}

/**
 * Book, as the locale's booking flags say: the booking flow here; ROLLER's progressive checkout overlay;
 * or, with booking off here, the external booking site. Partner tours book on the partner's site.
 */
export function BookButton({ activity, label, variant }: { activity: ActivityCardFieldsFragment; label?: string; variant?: 'light' }) {
  const t = useT();
  const locale = useSiteLocale();
  const text = label ?? t('activities.book');
  if (activity.__typename === 'ThirdPartyActivity') {
    return (
      <ExternalButtonLink $variant={variant} href={activity.externalUrl} target="_blank" rel="noopener noreferrer">
        {t('activities.bookWithPartner', { partner: activity.partnerName })}
      </ExternalButtonLink>
    );
  }
  if (!locale.bookingEnabled) {
    if (locale.externalBookingSiteURL) {
      return (
        <ExternalButtonLink $variant={variant} href={locale.externalBookingSiteURL} rel="noopener">
          {text}
        </ExternalButtonLink>
      );
    }
    // The operator's embed code, sanitised by the server like all operator HTML.
    return locale.bookingEmbedCode ? <div dangerouslySetInnerHTML={{ __html: locale.bookingEmbedCode }} /> : null;
  }
  if (locale.enableProgressiveCheckout) {
    return (
      <Button $variant={variant} type="button" onClick={() => window.RollerCheckout?.show()}>
        {text}
      </Button>
    );
  }
  return (
    <ButtonLink $variant={variant} href={`${activityPath(activity.slug)}#book`}>
      {text}
    </ButtonLink>
  );
}
