import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { ContentSitesDocument } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { parkOfSite, siteOf } from './site';
import { SelectField } from '../ui';

/**
 * The site a content screen works on: the `site` of its address, else the member's first; a choice when
 * the member edits several (their parks, and the global site for owners). Choosing reloads the screen at
 * the new address (the back office's screens are plain documents).
 */
export function useContentSite(): { site: string | null; parkId: string | null; sites: { parkId: string | null; name: string }[] } {
  const { query } = useRouter();
  const { data } = useQuery(ContentSitesDocument);
  const sites = data?.contentSites ?? [];
  const asked = typeof query.site === 'string' ? query.site : null;
  const site = asked ?? (sites[0] ? siteOf(sites[0].parkId) : null);
  return { site, parkId: site ? parkOfSite(site) : null, sites };
}

export function SiteChoice({ site, sites, base }: { site: string; sites: { parkId: string | null; name: string }[]; base: string }) {
  const t = useStaffT();
  if (sites.length < 2) return null;
  return (
    <div style={{ maxWidth: 360, marginBottom: 16 }}>
      <SelectField
        name="content-site"
        label={t('content.site')}
        value={site}
        options={sites.map((option) => ({ value: siteOf(option.parkId), label: option.name }))}
        onChange={(event) => window.location.assign(`${base}?site=${encodeURIComponent(event.target.value)}`)}
      />
    </div>
  );
}
