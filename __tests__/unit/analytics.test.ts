import { describe, expect, it } from 'vitest';
import { pixelPurchase, redactPath, toGa4Items, trackedLocation } from '@/lib/domain/analytics';
import { brandOf, giftVoucherPurchase, orderItems, orderPurchase, toMajorUnits, type OrderFacts } from '@/lib/domain/purchase';

const nzd = (amount: number) => ({ amount, currency: 'NZD' });

/** Two people on a Saturday: an adult ticket (weekend price 97.90), a family ticket for 4, a photo pack per person. */
const order: OrderFacts = {
  bookingId: 'SR-7K2QX9',
  total: nzd(66_080),
  lines: [
    {
      activity: { title: 'Canyon Swing' },
      session: { prices: [{ variationId: 'swing-adult', price: nzd(9790) }, { variationId: 'swing-family', price: nzd(29_000) }] },
      tickets: [
        { quantity: 2, variation: { id: 'swing-adult', title: 'Adult', participants: 1, price: nzd(8900) } },
        { quantity: 1, variation: { id: 'swing-family', title: 'Family (4 people)', participants: 4, price: nzd(26_400) } },
        { quantity: 0, variation: { id: 'swing-child', title: 'Child', participants: 1, price: nzd(5900) } },
      ],
      addOns: [
        { quantity: 1, addOn: { id: 'media-pack', title: 'Photo and video pack', price: nzd(2500), perParticipant: false } },
        { quantity: 1, addOn: { id: 'gopro', title: 'Helmet camera', price: nzd(1000), perParticipant: true } },
      ],
      upgrade: { id: 'swing-plus-zip', title: 'Swing + Zipline package', pricePerParticipant: nzd(1500) },
    },
  ],
};

describe('analytics items', () => {
  const items = orderItems(order, 'Summit Rush Queenstown');

  it('has a variation line per ticket type bought, at the price of the session’s day', () => {
    expect(items.filter((item) => 'variationId' in item)).toEqual([
      {
        title: 'Adult',
        id: 'swing-adult',
        priceAmount: 97.9,
        priceCurrency: 'NZD',
        quantity: 2,
        participants: 1,
        totalAmount: 195.8,
        totalParticipants: 2,
        variationId: 'swing-adult',
        brand: 'Summit Rush Queenstown',
        category: 'Canyon Swing',
      },
      {
        title: 'Family (4 people)',
        id: 'swing-family',
        priceAmount: 290,
        priceCurrency: 'NZD',
        quantity: 1,
        participants: 4,
        totalAmount: 290,
        totalParticipants: 4,
        variationId: 'swing-family',
        brand: 'Summit Rush Queenstown',
        category: 'Canyon Swing',
      },
    ]);
  });

  it('has an add-on line per add-on, per-participant ones counted once for each of the 6 people', () => {
    expect(items.filter((item) => 'addOnId' in item)).toEqual([
      {
        title: 'Photo and video pack',
        id: 'media-pack',
        priceAmount: 25,
        priceCurrency: 'NZD',
        quantity: 1,
        totalAmount: 25,
        addOnId: 'media-pack',
        brand: 'Summit Rush Queenstown',
        category: 'Canyon Swing',
      },
      expect.objectContaining({ id: 'gopro', addOnId: 'gopro', quantity: 6, priceAmount: 10, totalAmount: 60 }),
      expect.objectContaining({ id: 'swing-plus-zip', addOnId: 'swing-plus-zip', title: 'Swing + Zipline package', quantity: 6, totalAmount: 90 }),
    ]);
  });

  it('falls back to the ticket’s base price when the day’s price is not known', () => {
    const [line] = order.lines;
    const [adult] = orderItems({ ...order, lines: [{ ...line, session: { prices: [] } }] }, 'B');
    expect(adult).toMatchObject({ priceAmount: 89, totalAmount: 178 });
  });

  it('makes the purchase: the booking ID, what was paid, its currency and the items', () => {
    const purchase = orderPurchase(order, 'Summit Rush Queenstown');
    expect(purchase).toMatchObject({ transactionId: 'SR-7K2QX9', value: 660.8, currency: 'NZD' });
    expect(purchase.items).toEqual(items);
    // Without discounts or fees, the lines add up to what was paid.
    expect(purchase.items.reduce((sum, item) => sum + item.totalAmount, 0)).toBeCloseTo(purchase.value, 5);
  });

  it('makes a gift voucher purchase: one line whose category is the booking’s title', () => {
    const purchase = giftVoucherPurchase({ bookingId: 'SR-GIFT01', amount: nzd(25_000), total: nzd(25_500) }, 'Summit Rush Queenstown');
    expect(purchase).toEqual({
      transactionId: 'SR-GIFT01',
      value: 255,
      currency: 'NZD',
      items: [
        {
          title: 'Gift voucher',
          id: 'gift-voucher',
          priceAmount: 250,
          priceCurrency: 'NZD',
          quantity: 1,
          participants: 0,
          totalAmount: 250,
          totalParticipants: 0,
          variationId: 'gift-voucher',
          brand: 'Summit Rush Queenstown',
          category: 'Gift voucher',
        },
      ],
    });
  });

  it('converts minor units by the currency’s digits', () => {
    expect(toMajorUnits(8950, 'HKD')).toBe(89.5);
    expect(toMajorUnits(1, 'NZD')).toBe(0.01);
    expect(toMajorUnits(1200, 'JPY')).toBe(1200);
  });

  it('labels the brand with the park’s name, the same in every language', () => {
    expect(brandOf({ title: '峰躍探險樂園 香港', park: { name: 'Summit Rush Hong Kong' } })).toBe('Summit Rush Hong Kong');
    expect(brandOf({ title: 'Summit Rush Adventure Parks', park: null })).toBe('Summit Rush Adventure Parks');
  });

  it('gives the page-view tracker GA4 items and the pixel its Purchase fields', () => {
    const purchase = orderPurchase(order, 'B');
    expect(toGa4Items(purchase.items)[0]).toEqual({ item_id: 'swing-adult', item_name: 'Adult', item_brand: 'B', item_category: 'Canyon Swing', price: 97.9, quantity: 2 });
    expect(pixelPurchase(purchase)).toMatchObject({
      value: 660.8,
      currency: 'NZD',
      content_type: 'product',
      content_ids: ['swing-adult', 'swing-family', 'media-pack', 'gopro', 'swing-plus-zip'],
      num_items: 2 + 1 + 1 + 6 + 6,
    });
  });
});

describe('what trackers are told of the page', () => {
  it('never hands a confirmation token to a tracker', () => {
    expect(redactPath('/booking/3f9c0e1a-token')).toBe('/booking/[token]');
    expect(redactPath('/gift-vouchers/purchase/abc')).toBe('/gift-vouchers/purchase/[token]');
    expect(redactPath('/rider/eyJzdWIiOiJ4In0.abc')).toBe('/rider/[token]');
    expect(redactPath('/gift-vouchers')).toBe('/gift-vouchers');
    expect(redactPath('/things-to-do/zipline')).toBe('/things-to-do/zipline');
  });

  it('keeps campaign parameters in the page location and drops the rest', () => {
    expect(trackedLocation('https://nz.example', '/', '?utm_source=news&utm_campaign=spring&code=SUMMER10&gclid=x1')).toBe(
      'https://nz.example/?utm_source=news&utm_campaign=spring&gclid=x1',
    );
    expect(trackedLocation('https://nz.example', '/booking/secret', '?payment=cancelled')).toBe('https://nz.example/booking/[token]');
  });
});
