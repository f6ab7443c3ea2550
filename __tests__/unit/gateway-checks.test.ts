import { describe, expect, it } from 'vitest';
import { gatewayStartProblems, isLocalHost, missingGatewaySettings, type StoredGateway } from '@/lib/server/payments/gateway-checks';

const dps = (settings: StoredGateway['settings'], id = 'nz-windcave'): StoredGateway => ({ id, localeId: 'nz', type: 'DPS', settings });
const ENV = { WINDCAVE_KEY: 'k', WECHAT_V3: 'v', WECHAT_MERCHANT_PEM: 'p', WECHAT_PLATFORM_PEM: 'q' };

describe('gateway start checks (issue #21)', () => {
  it('passes a gateway with a provider URL and every credential it names, and Blank with nothing', () => {
    const gateways: StoredGateway[] = [
      dps({ baseUrl: 'https://sec.windcave.com/api/v1', secretEnv: 'WINDCAVE_KEY', username: 'summit' }),
      { id: 'hk-wechat', localeId: 'hk', type: 'Wechat', settings: { baseUrl: 'https://apihk.mch.weixin.qq.com', secretEnv: 'WECHAT_V3', privateKeyEnv: 'WECHAT_MERCHANT_PEM', publicKeyEnv: 'WECHAT_PLATFORM_PEM' } },
      { id: 'nz-free', localeId: 'nz', type: 'Blank', settings: {} },
    ];
    expect(gatewayStartProblems(gateways, ENV, { demo: false })).toEqual([]);
  });

  it('names the gateway and the missing setting: no base URL, a credential variable unset, none named', () => {
    expect(gatewayStartProblems([dps({ secretEnv: 'WINDCAVE_KEY' })], ENV, { demo: false })).toEqual([
      'Gateway nz-windcave (DPS, locale nz): settings.baseUrl is missing (the provider’s API root)',
    ]);
    const unset = gatewayStartProblems([dps({ baseUrl: 'https://sec.windcave.com/api/v1', secretEnv: 'WINDCAVE_API_KEY' })], ENV, { demo: true });
    expect(unset).toEqual(['Gateway nz-windcave (DPS, locale nz): the environment variable WINDCAVE_API_KEY (settings.secretEnv) is not set']);
    expect(gatewayStartProblems([dps({ baseUrl: 'https://sec.windcave.com/api/v1' })], ENV, { demo: false })[0]).toContain('names no credential');
    expect(gatewayStartProblems([dps({ baseUrl: 'ftp://x', secretEnv: 'WINDCAVE_KEY' })], ENV, { demo: false })[0]).toContain('is not an http(s) URL');
    // An empty value is no credential either.
    expect(missingGatewaySettings(dps({ baseUrl: 'https://x.example', secretEnv: 'WINDCAVE_KEY' }), { WINDCAVE_KEY: '' })).toHaveLength(1);
  });

  it('refuses a provider on a local address unless it is the demo', () => {
    for (const baseUrl of ['http://localhost:3010/dps', 'http://127.0.0.1:4010/dps', 'http://sandbox.localhost/dps', 'http://[::1]:4010/dps', 'http://LOCALHOST./dps']) {
      const problems = gatewayStartProblems([dps({ baseUrl, secretEnv: 'WINDCAVE_KEY' })], ENV, { demo: false });
      expect(problems, baseUrl).toHaveLength(1);
      expect(problems[0]).toMatch(/^Gateway nz-windcave \(DPS, locale nz\): settings\.baseUrl .* is a local address/);
      expect(gatewayStartProblems([dps({ baseUrl, secretEnv: 'WINDCAVE_KEY' })], ENV, { demo: true }), baseUrl).toEqual([]);
    }
  });

  it('knows local host names', () => {
    for (const host of ['localhost', 'nz.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0', '::ffff:127.0.0.1']) expect(isLocalHost(host), host).toBe(true);
    for (const host of ['sec.windcave.com', 'localhost.example.com', 'mylocalhost', '10.0.0.1', '128.0.0.1', '[2001:db8::1]']) expect(isLocalHost(host), host).toBe(false);
  });
});
