import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { object } from 'yup';
import { RiderFields, riderInputOf, type RiderAsks, type RiderValues } from '@/components/riders/rider-fields';
import { useRiderWords } from '@/components/riders/rider-words';
import { Notice } from '@/components/ui/notice';
import type { CheckoutRiderInput, GetCheckoutQuery, OrderOutcomeFieldsFragment } from '@/graphql/generated/operations';
import { useT } from '@/lib/client/use-t';
import { riderFormSchema } from '@/lib/domain/rider-form';
import { checkoutPeople } from '@/lib/domain/riders';

type Item = GetCheckoutQuery['getCheckout']['cart']['items'][number];
type Problem = Extract<OrderOutcomeFieldsFragment, { __typename: 'CheckoutProblem' }>;

/** The riders the server refused (RIDER_REFUSED): each beside its person, each item's adult rule above its people. */
export type RidersRefusal = Pick<Problem, 'riders' | 'riderGroups'>;

/** What the checkout asks of this section when Pay now is pressed: the riders to send, or null while one is not valid. */
export interface RidersHandle {
  collect: () => Promise<CheckoutRiderInput[] | null>;
}

/** What a cart item's activity asks of its riders; null when it asks nothing. */
export const riderAsksOf = (item: Item): RiderAsks | null => ('riders' in item.activity && item.activity.riders?.asks) || null;

interface Person {
  /** A form path segment, unique on the page (its inputs' ids are their names). */
  key: string;
  itemId: string;
  person: number;
  label: string;
  asks: RiderAsks;
}

type Values = { people: Record<string, RiderValues> };

/** Whether the visitor has typed anything for this person: only they are checked and sent. */
const started = (values: RiderValues | undefined) =>
  Boolean(values && (values.riderName.trim() || values.riderDateOfBirth || `${values.riderHeightCm ?? ''}` || `${values.riderWeightKg ?? ''}` || Object.values(values.riderAnswers ?? {}).some(Boolean)));

const Section = styled.fieldset`
  display: grid;
  gap: 12px;

  /* The note under the heading, not a second heading's size. */
  legend span {
    display: block;
    font-size: 16px;
    font-weight: 400;
  }
  details {
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 8px;
    padding: 10px 14px;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 24px;
  }
  details[open] summary {
    margin-bottom: 12px;
  }
`;

const PersonFields = styled.div`
  display: grid;
  gap: 14px;
`;

interface Props {
  items: readonly Item[];
  refusal: RidersRefusal | null;
  /** Hands the checkout this section's handle (null once it is gone). */
  bind: (handle: RidersHandle | null) => void;
}

/**
 * The checkout's optional riders: each person of each cart item whose activity asks riders, collapsed
 * until the visitor opens them, with the fields My booking asks (components/riders/rider-fields.tsx).
 * Only the people something was typed for are checked (lib/domain/rider-form.ts) and sent; the server
 * checks them against their rides before anything is sold (lib/domain/riders.ts checkoutRidersCheck),
 * and a refusal is shown beside each person, what was typed kept. Shown only when a cart item asks riders.
 */
export function CheckoutRiders({ items, refusal, bind }: Props) {
  const t = useT();
  const words = useRiderWords();
  const people = useMemo<Person[]>(
    () =>
      items.flatMap((item) => {
        const asks = riderAsksOf(item);
        if (!asks) return [];
        const lines = checkoutPeople(item.tickets.map((ticket) => ({ quantity: ticket.quantity, participants: ticket.variation.participants })));
        return lines.map((line, person) => ({
          key: `p${item.id.replace(/[^A-Za-z0-9]/g, '')}x${person}`,
          itemId: item.id,
          person,
          asks,
          label: t('checkout.riders.person', { activity: item.activity.title, ticket: item.tickets[line].variation.title, number: person + 1 }),
        }));
      }),
    [items, t],
  );
  const resolver = useMemo<Resolver<Values>>(
    () => (values, context, options) =>
      yupResolver(
        object({
          people: object(Object.fromEntries(people.filter((person) => started(values.people?.[person.key])).map((person) => [person.key, riderFormSchema(person.asks)]))),
        }),
      )(values as never, context, options as never) as never,
    [people],
  );
  const form = useForm<Values>({ resolver, mode: 'onTouched', defaultValues: { people: {} } });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const show = (keys: string[]) => setOpen((was) => new Set([...was, ...keys]));

  useEffect(() => {
    bind({
      collect: async () => {
        const valid = await form.trigger();
        if (!valid) {
          show(Object.keys(form.formState.errors.people ?? {}));
          return null;
        }
        const values = form.getValues();
        return people
          .filter((person) => started(values.people?.[person.key]))
          .map((person) => ({ cartItemId: person.itemId, person: person.person, rider: riderInputOf(values.people[person.key], person.asks) }));
      },
    });
    return () => bind(null);
  }, [bind, people]);

  // A refused person opens, their refusal beside their fields.
  useEffect(() => {
    if (refusal) show(people.filter((person) => refusal.riders.some((found) => found.cartItemId === person.itemId && found.person === person.person)).map((person) => person.key));
  }, [refusal, people]);

  const errors = form.formState.errors.people as Record<string, FieldErrors<RiderValues>> | undefined;
  const itemIds = [...new Set(people.map((person) => person.itemId))];
  return (
    <Section>
      <legend>
        {t('checkout.riders.title')} <span>{t('checkout.riders.optional')}</span>
      </legend>
      {itemIds.map((itemId) =>
        (refusal?.riderGroups.find((group) => group.cartItemId === itemId)?.problems ?? []).map((group, index) => (
          <Notice key={`${itemId}-${index}`} $tone="error" style={{ margin: 0 }}>
            {t('riderSeats.group', { ...group })}
          </Notice>
        )),
      )}
      {people.map((person) => {
        const refused = refusal?.riders.find((found) => found.cartItemId === person.itemId && found.person === person.person);
        return (
          <details
            key={person.key}
            open={open.has(person.key)}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              setOpen((was) => (was.has(person.key) === isOpen ? was : isOpen ? new Set([...was, person.key]) : new Set([...was].filter((key) => key !== person.key))));
            }}
          >
            <summary>{person.label}</summary>
            <PersonFields>
              <RiderFields
                asks={person.asks}
                register={(field) => form.register(`people.${person.key}.${field}` as never)}
                errors={errors?.[person.key]}
                idPrefix={`checkout-rider-${person.key}`}
              />
              {refused && (
                <Notice $tone="error" style={{ margin: 0 }}>
                  <strong>{t('riderSeats.refused')}</strong>
                  {refused.problems.map((problem) => (
                    <span key={`${problem.code}-${problem.question ?? ''}`} style={{ display: 'block' }}>
                      {words.problem(problem, person)}
                    </span>
                  ))}
                </Notice>
              )}
            </PersonFields>
          </details>
        );
      })}
    </Section>
  );
}
