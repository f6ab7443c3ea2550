import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/client/use-t';
import { RIDER_TEXT_MAX } from '@/lib/domain/riders';

const Pad = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;

  canvas {
    width: 100%;
    height: 160px;
    border: 1px dashed ${({ theme }) => theme.colors.muted};
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.background};
    /* The finger draws; the page does not scroll under it. */
    touch-action: none;
    cursor: crosshair;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Props {
  id: string;
  value: string | null;
  onChange: (path: string | null) => void;
}

/**
 * An optional drawn signature: a small canvas whose strokes become SVG path data ("M x y L x y …", whole
 * CSS pixels, what lib/domain/riders.ts signerProblems accepts). Never the only way: the typed name is
 * the signature, so the canvas is a picture to assistive technology, and the pad can be skipped.
 */
export function SignaturePad({ id, value, onChange }: Props) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const path = useRef(value ?? '');
  const [drawn, setDrawn] = useState(Boolean(value));

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Drawn at the screen's resolution, in CSS pixels.
    const ratio = window.devicePixelRatio || 1;
    element.width = element.clientWidth * ratio;
    element.height = element.clientHeight * ratio;
    const context = element.getContext('2d');
    context?.scale(ratio, ratio);
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [Math.round(event.clientX - box.left), Math.round(event.clientY - box.top)] as const;
  };
  const add = (step: string) => {
    if (path.current.length + step.length > RIDER_TEXT_MAX.drawing) return false;
    path.current = path.current ? `${path.current} ${step}` : step;
    return true;
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    const [x, y] = point(event);
    if (!add(`M${x} ${y}`)) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#282f36';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const [x, y] = point(event);
    if (!add(`L${x} ${y}`)) return;
    const context = event.currentTarget.getContext('2d');
    context?.lineTo(x, y);
    context?.stroke();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setDrawn(true);
    onChange(path.current);
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    path.current = '';
    setDrawn(false);
    onChange(null);
  };

  return (
    <Pad>
      <span id={`${id}-label`} style={{ fontWeight: 600 }}>
        {t('riderSeats.waiver.drawLabel')}
      </span>
      <small id={`${id}-hint`}>{t('riderSeats.waiver.drawHint')}</small>
      <canvas
        ref={canvas}
        role="img"
        aria-label={drawn ? t('riderSeats.waiver.drawn') : t('riderSeats.waiver.drawArea')}
        aria-describedby={`${id}-hint`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      {drawn && (
        <Button type="button" $variant="secondary" onClick={clear}>
          {t('riderSeats.waiver.clear')}
        </Button>
      )}
    </Pad>
  );
}
