import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { CreateWaiverDocument, WaiverDeskDocument } from '@/graphql/generated/staff-operations';
import { waiverNameProblem, WAIVER_NAME_MAX, type WaiverProblem } from '@/lib/domain/waiver-desk';
import { ParkChoice, useChosenPark } from '../park-choice';
import { useStaffT } from '../translations';
import { SignatureList } from './signature-list';
import { WaiverPanel } from './waiver-texts';
import { TextField, InlineForm, Panel, ScreenHeading } from '../ui';

/** A part of the screen (texts, then signatures): smaller than the screen's title, with room above. */
const PartHeading = styled.h2`
  font-size: 22px;
  margin: 24px 0 8px;
`;

/** A new waiver of the park, by its staff name; its texts are written in its panel next. */
function NewWaiverForm({ parkId, onCreated }: { parkId: string; onCreated: (name: string) => void }) {
  const t = useStaffT();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<WaiverProblem | 'failed' | null>(null);
  const [create, { loading }] = useMutation(CreateWaiverDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = waiverNameProblem(name);
    setProblem(found);
    if (found) return;
    try {
      const { data } = await create({ variables: { parkId, name } });
      const answer = data?.createWaiver;
      if (answer?.__typename === 'WaiverCreated') {
        setName('');
        onCreated(answer.waiver.name);
      } else if (answer?.__typename === 'WaiverRefused') setProblem(answer.problem);
    } catch {
      setProblem('failed');
    }
  };
  return (
    <Panel aria-labelledby="new-waiver-heading">
      <h2 id="new-waiver-heading">{t('waivers.create.heading')}</h2>
      <InlineForm onSubmit={submit} noValidate>
        <TextField
          id="new-waiver-name"
          name="name"
          label={t('waivers.create.name')}
          hint={t('waivers.create.hint', { max: WAIVER_NAME_MAX })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem && `waivers.problems.${problem}`}
        />
        <Button type="submit" disabled={loading}>
          {t('waivers.create.submit')}
        </Button>
      </InlineForm>
    </Panel>
  );
}

/**
 * Waivers: the park's waiver texts in English and Chinese, each language's current version with when and
 * by whom it was written and its older versions read-only; a manager writes a new version (never a change
 * to one: signatures name the version they signed) or creates a waiver. Below, the park's signed waivers,
 * found by booking ID or rider name, each opening its own screen to read and print. The server checks the
 * member's role and park on every read and change.
 */
export function WaiversScreen() {
  const t = useStaffT();
  const { parks, parkId, setParkId } = useChosenPark();
  const [notice, setNotice] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(WaiverDeskDocument, { variables: { parkId }, skip: !parkId });
  const desk = data?.waiverDesk;
  const said = (message: string) => {
    setNotice(message);
    void refetch();
  };
  return (
    <>
      <ScreenHeading>{t('waivers.heading')}</ScreenHeading>
      <p>{t('waivers.intro')}</p>
      <ParkChoice
        name="waiver-park"
        label={t('waivers.park')}
        parks={parks}
        value={parkId}
        onChange={(next) => {
          setParkId(next);
          setNotice(null);
        }}
      />
      <div role="status">{notice && <Notice $tone="success">{notice}</Notice>}</div>
      {loading && !desk && <p>{t('loading')}</p>}
      {error && !desk && (
        <Notice role="alert" $tone="error">
          {t('errors.load')}
        </Notice>
      )}
      {desk && (
        <>
          <section aria-labelledby="waiver-texts-heading">
            <PartHeading id="waiver-texts-heading">{t('waivers.texts')}</PartHeading>
            <p>{t(desk.mayEdit ? 'waivers.textsIntro' : 'waivers.textsReadOnly')}</p>
            {!desk.waivers.length && <p>{t('waivers.none')}</p>}
            {desk.waivers.map((waiver) => (
              <WaiverPanel key={waiver.id} waiver={waiver} timeZone={desk.timeZone} mayEdit={desk.mayEdit} onSaved={said} />
            ))}
          </section>
          {desk.mayEdit && <NewWaiverForm parkId={desk.parkId} onCreated={(name) => said(t('waivers.create.done', { name }))} />}
          <p>{t('waivers.retention', { count: desk.retentionYears })}</p>
          <SignatureList parkId={desk.parkId} timeZone={desk.timeZone} />
        </>
      )}
    </>
  );
}
