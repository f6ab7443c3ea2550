import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ResourcesDocument, type ResourceFieldsFragment } from '@/graphql/generated/staff-operations';
import { ParkChoice, useChosenPark } from '../park-choice';
import { useStaffT } from '../translations';
import { DeskBar, Panel, ScreenHeading } from '../ui';
import { DayCounts } from './day-count-form';
import { ResourceForm } from './resource-form';

const Uses = styled.ul`
  margin: 4px 0 0;
  padding-left: 20px;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  h2 {
    margin: 0;
  }
  button {
    min-height: 44px;
  }
`;

/**
 * Resources (/resources), for managers and owners (manageSchedules), one park at a time: what its sessions
 * share beyond their own places (harness sets, guides, boats), each with its usual count, what each
 * activity consumes of it, and the days with a count of their own. A session sells no more than its
 * resources leave it at its busiest moment (lib/domain/resources.ts); a count that would leave sold places
 * short names those sessions before it is saved, and the day sheet flags them.
 */
export function ResourcesScreen() {
  const t = useStaffT();
  const { parks, parkId, setParkId } = useChosenPark();
  const [editing, setEditing] = useState<ResourceFieldsFragment | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(ResourcesDocument, { variables: { parkId }, skip: !parkId });
  const desk = data?.resources;

  const said = (message: string) => {
    setEditing(null);
    setNotice(message);
    void refetch();
  };

  return (
    <>
      <ScreenHeading>{t('resources.heading')}</ScreenHeading>
      <p>{t('resources.intro')}</p>
      <DeskBar>
        <ParkChoice
          name="resources-park"
          label={t('resources.park')}
          parks={parks}
          value={parkId}
          framed={false}
          onChange={(next) => {
            setParkId(next);
            setEditing(null);
            setNotice(null);
          }}
        />
        {desk && editing === null && (
          <Button type="button" onClick={() => {
              setNotice(null);
              setEditing('new');
            }}>
            {t('resources.new')}
          </Button>
        )}
      </DeskBar>
      <div role="status">{notice && <Notice $tone="success">{notice}</Notice>}</div>
      {loading && !desk && <p>{t('loading')}</p>}
      {error && !desk && (
        <Notice role="alert" $tone="error">
          {t('errors.load')}
        </Notice>
      )}
      {desk && editing === 'new' && (
        <Panel>
          <h2>{t('resources.new')}</h2>
          <ResourceForm parkId={parkId} resource={null} activities={desk.activities} onSaved={(name) => said(t('resources.saved', { name }))} onCancel={() => setEditing(null)} />
        </Panel>
      )}
      {desk && !desk.resources.length && <p>{t('resources.none')}</p>}
      {desk?.resources.map((resource) => (
        <Panel key={resource.id} aria-labelledby={`resource-${resource.id}`}>
          <Top>
            <h2 id={`resource-${resource.id}`}>{resource.name}</h2>
            {editing === null && (
              <Button type="button" $variant="secondary" onClick={() => {
                  setNotice(null);
                  setEditing(resource);
                }}>
                {t('resources.edit')}
              </Button>
            )}
          </Top>
          {editing !== 'new' && editing?.id === resource.id ? (
            <ResourceForm parkId={parkId} resource={resource} activities={desk.activities} onSaved={(name) => said(t('resources.saved', { name }))} onCancel={() => setEditing(null)} />
          ) : (
            <>
              <p>{t('resources.usual', { count: resource.count })}</p>
              {resource.uses.length ? (
                <Uses aria-label={t('resources.usedBy')}>
                  {resource.uses.map((use) => (
                    <li key={use.activityId}>{t(use.perPlaces === 1 ? 'resources.ruleEach' : 'resources.rule', { activity: use.activityName, quantity: use.quantity, per: use.perPlaces })}</li>
                  ))}
                </Uses>
              ) : (
                <p>{t('resources.unused')}</p>
              )}
              <DayCounts resource={resource} onSaved={said} />
            </>
          )}
        </Panel>
      ))}
    </>
  );
}
