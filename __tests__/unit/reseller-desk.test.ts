import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/domain/form-validation';
import { channelSourceText, channelWords, type ChannelReseller } from '@/lib/domain/order-channel';
import { keyHintText, RESELLER_PROBLEM_KEYS, resellerSchema } from '@/lib/domain/reseller-desk';

/** The problems' keys of a form, by field, as the screen and the server read them. */
async function problems(input: Record<string, unknown>) {
  const form = await validateForm(resellerSchema, input);
  return form.ok ? form.values : Object.fromEntries(form.fields.map((field) => [field.field, field.message.key]));
}

describe('the reseller form (the browser’s and the server’s)', () => {
  it('takes a trimmed name and a whole percent 0–100, typed or sent as a number', async () => {
    expect(await problems({ name: '  Klook  ', commissionPercent: 15 })).toEqual({ name: 'Klook', commissionPercent: 15 });
    expect(await problems({ name: '旅遊社', commissionPercent: ' 20% ' })).toEqual({ name: '旅遊社', commissionPercent: 20 });
    expect(await problems({ name: 'n'.repeat(80), commissionPercent: '0' })).toEqual({ name: 'n'.repeat(80), commissionPercent: 0 });
    expect(await problems({ name: 'Viator', commissionPercent: 100 })).toEqual({ name: 'Viator', commissionPercent: 100 });
  });

  it('words every problem, each a code the API answers', async () => {
    expect(await problems({ name: '   ', commissionPercent: 101 })).toEqual({ name: RESELLER_PROBLEM_KEYS.nameRequired, commissionPercent: RESELLER_PROBLEM_KEYS.commission });
    expect(await problems({ name: 'n'.repeat(81), commissionPercent: -1 })).toEqual({ name: RESELLER_PROBLEM_KEYS.nameTooLong, commissionPercent: RESELLER_PROBLEM_KEYS.commission });
    for (const commission of ['', '12.5', 'ten', '1000', 12.5, null]) {
      expect(await problems({ name: 'Klook', commissionPercent: commission }), String(commission)).toEqual({ commissionPercent: RESELLER_PROBLEM_KEYS.commission });
    }
  });

  it('shows a key by its hint only', () => {
    expect(keyHintText('abcd')).toBe('…abcd');
  });
});

describe('where an order was placed, as staff read it', () => {
  const KLOOK = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
  const OTHER_PARK = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
  const resellers = new Map<string, ChannelReseller>([
    [KLOOK, { name: 'Klook', parkId: 'queenstown' }],
    [OTHER_PARK, { name: 'Gold Coast Tours', parkId: 'gold-coast' }],
  ]);
  const text = (channel: 'site' | 'widget' | 'reseller', channelSource: string | null) => channelSourceText({ channel, channelSource, parkId: 'queenstown' }, resellers);

  it('names a widget’s host origin and a reseller of the order’s park by name', () => {
    expect(text('site', null)).toBeNull();
    expect(text('site', 'https://ignored.example')).toBeNull();
    expect(text('widget', 'https://www.queenstown-hotel.example')).toBe('https://www.queenstown-hotel.example');
    expect(text('reseller', KLOOK)).toBe('Klook');
    expect(text('reseller', KLOOK.toUpperCase())).toBe('Klook');
  });

  it('says nothing it does not know: no source, an unknown id, another park’s reseller', () => {
    expect(text('widget', null)).toBeNull();
    expect(text('widget', '  ')).toBeNull();
    expect(text('reseller', null)).toBeNull();
    expect(text('reseller', '9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f')).toBeNull();
    expect(text('reseller', OTHER_PARK)).toBeNull();
    // A source that is no id is the reseller's name already.
    expect(text('reseller', 'Viator')).toBe('Viator');
  });

  it('words each channel, with its source or without', () => {
    expect(channelWords('site', null)).toEqual({ key: 'orders.channel.site' });
    expect(channelWords('widget', 'https://hotel.example')).toEqual({ key: 'orders.channel.widget', values: { origin: 'https://hotel.example' } });
    expect(channelWords('widget', null)).toEqual({ key: 'orders.channel.widgetUnknown' });
    expect(channelWords('reseller', 'Klook')).toEqual({ key: 'orders.channel.reseller', values: { name: 'Klook' } });
    expect(channelWords('reseller', undefined)).toEqual({ key: 'orders.channel.resellerUnknown' });
  });
});
