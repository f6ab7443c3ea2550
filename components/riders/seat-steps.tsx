import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useT } from '@/lib/client/use-t';
import { RiderDetailsForm } from './rider-details-form';
import { nextStep, useRiderWords, type Seat, type SeatKey, type Step } from './rider-words';
import { WaiverSigning } from './waiver-signing';

interface Props {
  seat: Seat;
  seatKey: SeatKey;
  /** The seat's number on its page (My booking numbers a booking's riders), for the change button's words. */
  number?: number;
  email: string;
  /** Where to start: the details, or the waiver when the rider is named and fits; none when all is done. */
  start: Step | null;
  onChanged: (seat: Seat) => void;
}

/**
 * One seat's steps, in one place for My booking's riders and a rider's own page: the details, then the
 * waiver when the activity asks one; what was done is said in a status line that a screen reader reads.
 */
export function SeatSteps({ seat: given, seatKey, number, email, start, onChanged }: Props) {
  const t = useT();
  const words = useRiderWords();
  const [step, setStep] = useState<Step | null>(start);
  const [done, setDone] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // The seat as the last change answered it, until the page's copy catches up (a refetch).
  const [seat, setSeat] = useState(given);
  useEffect(() => setSeat(given), [given]);
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  if (!seat.open) return <Notice $tone="info" style={{ margin: 0 }}>{t('riderSeats.closedNote')}</Notice>;

  const saved = (changed: Seat) => {
    setSeat(changed);
    onChanged(changed);
    setDone(t('riderSeats.details.saved', { name: changed.rider?.name ?? '' }));
    setStep(nextStep(changed));
  };
  const signed = (changed: Seat) => {
    setSeat(changed);
    onChanged(changed);
    setDone(t('riderSeats.waiver.signed', { name: words.seatName(changed) }));
    setStep(null);
  };

  return (
    <>
      {done && (
        <Notice ref={status} tabIndex={-1} role="status" $tone="success" style={{ margin: 0 }}>
          {done}
        </Notice>
      )}
      {step === 'details' && <RiderDetailsForm seat={seat} seatKey={seatKey} onSaved={saved} />}
      {step === 'waiver' && seat.waiverText && <WaiverSigning key={String(seat.guardianSigns)} seat={seat} seatKey={seatKey} email={email} onSigned={signed} />}
      {step !== 'details' && seat.rider && (
        <div>
          <Button type="button" $variant="secondary" onClick={() => setStep('details')}>
            {number ? t('riderSeats.change', { number }) : t('riderSeats.changeDetails')}
          </Button>
        </div>
      )}
    </>
  );
}
