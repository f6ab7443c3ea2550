import { useState } from 'react';
import styled from 'styled-components';
import { useStaffShell } from './staff-context';
import { SelectField } from './ui';

const Frame = styled.div`
  max-width: 360px;
  margin-bottom: 16px;
`;

/** The park a screen works on: the member's first until they choose another; their parks, for the choice. */
export function useChosenPark() {
  const { staff } = useStaffShell();
  const parks = staff?.parks ?? [];
  const [parkId, setParkId] = useState(parks[0]?.id ?? '');
  return { parks, parkId, setParkId };
}

/**
 * The choice of park on a screen that works on one (catalogue, schedules, images, promo codes): shown only
 * to a member of several parks. `onChange` is the screen's own reset (a form it had open, a notice).
 */
export function ParkChoice({ name, label, parks, value, onChange, framed = true }: { name: string; label: string; parks: readonly { id: string; name: string }[]; value: string; onChange: (parkId: string) => void; framed?: boolean }) {
  if (parks.length < 2) return null;
  const choice = <SelectField name={name} label={label} value={value} options={parks.map((park) => ({ value: park.id, label: park.name }))} onChange={(event) => onChange(event.target.value)} />;
  return framed ? <Frame>{choice}</Frame> : choice;
}
