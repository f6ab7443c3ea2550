import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { MoveGatewayDocument, SaveGatewayDocument, SiteSettingsDocument, type MoveDirection, type SiteSettingsFieldsFragment } from '@/graphql/generated/staff-operations';
import { gatewaySchema, type GatewayValues } from '@/lib/domain/park-settings';
import { useStaffT } from '../translations';
import { Switch } from './section-forms';
import { applySettingsProblems } from './use-section-save';
import { BothLanguages, TextField, FormFooter, RowButtons, Panel } from '../ui';

type Settings = SiteSettingsFieldsFragment;
type Gateway = Settings['gateways'][number];

const Card = styled.section`
  display: grid;
  gap: 14px;
  padding: 14px 16px;
  margin-bottom: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h3 {
    margin: 0;
    font-size: 18px;
  }
`;

const SetMark = styled.strong<{ $set: boolean }>`
  color: ${({ $set }) => ($set ? '#1e6b3a' : '#a3231b')};
`;

/** The site's payment methods in the checkout's order: each switched, priced, worded and pointed at its credentials. */
export function GatewayList({ settings }: { settings: Settings }) {
  const t = useStaffT();
  const [move, moving] = useMutation(MoveGatewayDocument, {
    update(cache, { data }) {
      const result = data?.moveGateway;
      if (result?.__typename === 'GatewayMoved') cache.writeQuery({ query: SiteSettingsDocument, variables: { localeId: settings.id }, data: { siteSettings: result.settings } });
    },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const moveGateway = async (gatewayId: string, direction: MoveDirection) => {
    setProblem(null);
    try {
      const result = (await move({ variables: { gatewayId, direction } })).data?.moveGateway;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'GatewayMoveRefused') setProblem(`settings.errors.${result.problem}`);
    } catch {
      setProblem('settings.errors.failed');
    }
  };
  return (
    <Panel aria-labelledby="settings-gateways-heading">
      <h2 id="settings-gateways-heading">{t('settings.sections.gateways')}</h2>
      <p>{t('settings.hints.gateways')}</p>
      {problem && (
        <Notice role="alert" $tone="error">
          {t(problem)}
        </Notice>
      )}
      {!settings.gateways.length && <p>{t('settings.noGateways')}</p>}
      {settings.gateways.map((gateway, index) => (
        <Card key={gateway.id} aria-labelledby={`gateway-${gateway.id}-heading`}>
          <h3 id={`gateway-${gateway.id}-heading`}>
            {index + 1}. {gateway.title.en} <small>({gateway.type})</small>
          </h3>
          <p>{gateway.offered ? t('settings.gateway.offered') : gateway.enabled ? t('settings.gateway.notUsable') : t('settings.gateway.off')}</p>
          <RowButtons>
            <Button type="button" $variant="secondary" disabled={index === 0 || moving.loading} onClick={() => moveGateway(gateway.id, 'up')} aria-label={t('settings.gateway.moveUp', { name: gateway.title.en })}>
              {t('settings.gateway.up')}
            </Button>
            <Button type="button" $variant="secondary" disabled={index === settings.gateways.length - 1 || moving.loading} onClick={() => moveGateway(gateway.id, 'down')} aria-label={t('settings.gateway.moveDown', { name: gateway.title.en })}>
              {t('settings.gateway.down')}
            </Button>
          </RowButtons>
          <GatewayForm key={`${gateway.id}-${gateway.enabled}-${gateway.feePercent}`} localeId={settings.id} gateway={gateway} mayEditIdentity={settings.mayEditIdentity} />
        </Card>
      ))}
    </Panel>
  );
}

const CREDENTIAL_LABELS: Record<string, string> = { secretEnv: 'settings.gateway.secretEnv', privateKeyEnv: 'settings.gateway.privateKeyEnv', publicKeyEnv: 'settings.gateway.publicKeyEnv' };

function GatewayForm({ localeId, gateway, mayEditIdentity }: { localeId: string; gateway: Gateway; mayEditIdentity: boolean }) {
  const t = useStaffT();
  const names = Object.fromEntries(gateway.credentials.map((credential) => [credential.field, credential.name]));
  const form = useForm<GatewayValues>({
    resolver: yupResolver(gatewaySchema) as never,
    defaultValues: {
      enabled: gateway.enabled,
      feePercent: gateway.feePercent,
      title: { en: gateway.title.en, zhHant: gateway.title.zhHant },
      description: { en: gateway.description.en, zhHant: gateway.description.zhHant },
      secretEnv: names.secretEnv ?? '',
      privateKeyEnv: names.privateKeyEnv ?? '',
      publicKeyEnv: names.publicKeyEnv ?? '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [save] = useMutation(SaveGatewayDocument, {
    update(cache, { data }) {
      const result = data?.saveGateway;
      if (result?.__typename === 'GatewaySaved') cache.writeQuery({ query: SiteSettingsDocument, variables: { localeId }, data: { siteSettings: result.settings } });
    },
  });
  const [status, setStatus] = useState<{ saved: boolean; problem: string | null }>({ saved: false, problem: null });
  const id = (field: string) => `gateway-${gateway.id}-${field}`;
  const submit = form.handleSubmit(async (values) => {
    setStatus({ saved: false, problem: null });
    try {
      const result = (await save({ variables: { gatewayId: gateway.id, input: values } })).data?.saveGateway;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'GatewaySaved':
          return setStatus({ saved: true, problem: null });
        case 'SettingsFormRefused':
          return setStatus({ saved: false, problem: applySettingsProblems(form, result.problems) });
      }
    } catch {
      setStatus({ saved: false, problem: 'settings.errors.failed' });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.gateway.form', { name: gateway.title.en })} style={{ display: 'grid', gap: 14 }}>
      <Switch id={id('enabled')} label={t('settings.gateway.enabled')} {...form.register('enabled')} />
      {errors.enabled && (
        <Notice role="alert" $tone="error">
          {t((errors.enabled.message as unknown as { key: string })?.key ?? 'settings.errors.failed')}
        </Notice>
      )}
      <TextField id={id('feePercent')} label={t('settings.gateway.fee')} hint={t('settings.gateway.feeHint')} inputMode="decimal" autoComplete="off" error={errors.feePercent?.message} {...form.register('feePercent')} />
      <BothLanguages>
        <TextField id={id('titleEn')} lang="en" label={t('settings.gateway.titleEn')} autoComplete="off" error={errors.title?.en?.message} {...form.register('title.en')} />
        <TextField id={id('titleZh')} lang="zh-Hant" label={t('settings.gateway.titleZh')} autoComplete="off" error={errors.title?.zhHant?.message} {...form.register('title.zhHant')} />
        <TextField id={id('descriptionEn')} lang="en" label={t('settings.gateway.descriptionEn')} autoComplete="off" error={errors.description?.en?.message} {...form.register('description.en')} />
        <TextField id={id('descriptionZh')} lang="zh-Hant" label={t('settings.gateway.descriptionZh')} autoComplete="off" error={errors.description?.zhHant?.message} {...form.register('description.zhHant')} />
      </BothLanguages>
      {gateway.type !== 'Blank' &&
        gateway.credentials.map((credential) => (
          <TextField
            key={credential.field}
            id={id(credential.field)}
            label={t(CREDENTIAL_LABELS[credential.field])}
            hint={`${credential.name ? (credential.set ? t('settings.gateway.set') : t('settings.gateway.unset')) : t('settings.gateway.none')}${mayEditIdentity ? '' : ` ${t('settings.hints.ownerOnly')}`}`}
            readOnly={!mayEditIdentity}
            autoComplete="off"
            spellCheck={false}
            error={errors[credential.field as 'secretEnv']?.message}
            {...form.register(credential.field as 'secretEnv')}
          />
        ))}
      {gateway.type !== 'Blank' && (
        <p>
          {gateway.credentials
            .filter((credential) => credential.name)
            .map((credential) => (
              <span key={credential.field}>
                <code>{credential.name}</code>: <SetMark $set={credential.set}>{credential.set ? t('settings.gateway.setShort') : t('settings.gateway.unsetShort')}</SetMark>{' '}
              </span>
            ))}
        </p>
      )}
      <FormFooter busy={isSubmitting} submit={t('settings.save')} submitLabel={t('settings.gateway.save', { name: gateway.title.en })} problem={status.problem} />
      {status.saved && (
        <Notice role="status" $tone="success">
          {t('settings.saved')}
        </Notice>
      )}
    </form>
  );
}
