import { useRouter } from 'next/router';
import { useState } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { Button } from '@/components/ui/button';
import type { ActivityCardFieldsFragment } from '@/graphql/generated/operations';
import { activityPath } from '@/lib/domain/paths';

const Bar = styled.form`
  position: sticky;
  top: ${({ theme }) => theme.layout.headerHeight.mobile}px;
  z-index: 5;
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: ${({ theme }) => theme.layout.bookBannerHeight}px;
  margin-bottom: 32px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  ${({ theme }) => theme.media.lg} {
    top: ${({ theme }) => theme.layout.headerHeight.desktop}px;
  }
  label {
    font-weight: 700;
    white-space: nowrap;
  }
  select {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 10px;
    border: 0;
    border-radius: 10px;
    font: inherit;
  }
  flex-wrap: wrap;
  /* In the banner's flow, on its own line: it never covers the heading below. */
  [role='alert'] {
    flex-basis: 100%;
    padding: 6px 12px;
    border-radius: 10px;
    background: #fbeeee;
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
  }
`;

const Label = styled.label`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

/**
 * The book banner on the activity selection screen: choose an activity or a package and go straight to
 * its booking panel. Book without a choice says 'Please select an activity'.
 */
export function BookBanner({ activities }: { activities: ActivityCardFieldsFragment[] }) {
  const t = useT();
  const locale = useSiteLocale();
  const router = useRouter();
  const [slug, setSlug] = useState('');
  const [missing, setMissing] = useState(false);
  if (!locale.bookingEnabled || locale.enableProgressiveCheckout) return null;
  const groups = (['BookableActivity', 'ComboActivity'] as const).map((type) => ({ type, list: activities.filter((a) => a.__typename === type) }));
  return (
    <Bar
      aria-label={t('activities.book')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!slug) return setMissing(true);
        void router.push(`${activityPath(slug)}#book`);
      }}
    >
      <Label htmlFor="book-banner-activity">{t('activities.group.BookableActivity')}</Label>
      <select
        id="book-banner-activity"
        aria-label={t('activities.group.BookableActivity')}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? 'book-banner-error' : undefined}
        value={slug}
        onChange={(event) => {
          setSlug(event.target.value);
          setMissing(false);
        }}
      >
        <option value="">{t('booking.chooseActivity')}</option>
        {groups.map(({ type, list }) =>
          list.length ? (
            <optgroup key={type} label={t(`activities.group.${type}`)}>
              {list.map((activity) => (
                <option key={activity.id} value={activity.slug}>
                  {activity.title}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </select>
      <Button type="submit" $variant="light">
        {t('activities.book')}
      </Button>
      {missing && <span id="book-banner-error" role="alert">{t('booking.selectActivity')}</span>}
    </Bar>
  );
}
