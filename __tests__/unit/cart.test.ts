import { describe, expect, it } from 'vitest';
import { itemTotal, participantsOf, placesLimitProblem, selectionProblem } from '@/lib/domain/cart';

const variations = [
  { id: 'adult', price: 8900, participants: 1 },
  { id: 'family', price: 29900, participants: 4 },
];
const addOns = [
  { id: 'media', price: 2900, perParticipant: false },
  { id: 'locker', price: 500, perParticipant: true },
];

describe('cart selection', () => {
  it('needs at least one ticket of a known type, in sane whole numbers', () => {
    expect(selectionProblem([], variations)).toBe('NO_TICKETS');
    expect(selectionProblem([{ variationId: 'adult', quantity: 0 }], variations)).toBe('NO_TICKETS');
    expect(selectionProblem([{ variationId: 'vip', quantity: 1 }], variations)).toBe('UNKNOWN_TICKET');
    expect(selectionProblem([{ variationId: 'adult', quantity: -1 }], variations)).toBe('BAD_QUANTITY');
    expect(selectionProblem([{ variationId: 'adult', quantity: 1.5 }], variations)).toBe('BAD_QUANTITY');
    expect(selectionProblem([{ variationId: 'adult', quantity: 51 }], variations)).toBe('BAD_QUANTITY');
    expect(selectionProblem([{ variationId: 'adult', quantity: 1 }, { variationId: 'adult', quantity: 1 }], variations)).toBe('BAD_QUANTITY');
    expect(selectionProblem([{ variationId: 'adult', quantity: 1 }], variations, [{ addOnId: 'x', quantity: 1 }], addOns)).toBe('UNKNOWN_ADD_ON');
    expect(selectionProblem([{ variationId: 'adult', quantity: 2 }], variations, [{ addOnId: 'media', quantity: 1 }], addOns)).toBeNull();
  });

  it('counts people, not tickets, against capacity', () => {
    expect(participantsOf([{ variationId: 'adult', quantity: 2 }, { variationId: 'family', quantity: 1 }], variations)).toBe(6);
  });

  it('prices from the catalogue: tickets on the day, add-ons per booking or person, upgrades per person', () => {
    const total = itemTotal(
      {
        tickets: [{ variationId: 'adult', quantity: 2 }],
        addOns: [{ addOnId: 'media', quantity: 1 }, { addOnId: 'locker', quantity: 1 }],
        upgradePrice: 3000,
        day: '2026-11-21', // a Saturday
      },
      variations,
      addOns,
      [{ kind: 'weekend', dates: [], percent: 10 }],
    );
    expect(total).toBe(2 * 9790 + 2900 + 2 * 500 + 2 * 3000);
  });
});

describe('places one visitor may hold', () => {
  const limits = { perCart: 20, perAddress: 40 };
  it('allows up to each limit and refuses past it, the cart’s own limit named first', () => {
    expect(placesLimitProblem({ cart: 12, address: 30 }, 8, limits)).toBeNull();
    expect(placesLimitProblem({ cart: 12, address: 30 }, 9, limits)).toBe('CART_FULL');
    expect(placesLimitProblem({ cart: 0, address: 39 }, 2, limits)).toBe('ADDRESS_FULL');
    expect(placesLimitProblem({ cart: 20, address: 40 }, 1, limits)).toBe('CART_FULL');
  });

  it('checks only the cart when the address is unknown', () => {
    expect(placesLimitProblem({ cart: 0, address: null }, 20, limits)).toBeNull();
    expect(placesLimitProblem({ cart: 0, address: null }, 21, limits)).toBe('CART_FULL');
  });
});
