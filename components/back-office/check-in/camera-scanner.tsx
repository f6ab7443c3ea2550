import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useStaffT } from '../translations';
import { createQrDecoder } from './qr-decoder';

const Frame = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  aspect-ratio: 4 / 3;
  margin: 0 auto;
  overflow: hidden;
  border-radius: 12px;
  background: #111;
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Status = styled.p`
  position: absolute;
  inset: auto 0 0;
  margin: 0;
  padding: 8px 12px;
  color: #fff;
  background: rgb(0 0 0 / 60%);
  font-size: 15px;
`;

/** How often a frame is read: fast enough to feel instant, slow enough to leave a phone's CPU to the rest. */
const FRAME_MS = 150;

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

/**
 * The phone's back camera (getUserMedia), read for QR codes every few frames; a code is handed to `onCode`
 * unless the screen `ignores` it now (check-in-screen.tsx: the ticket just dealt with, or one whose check-in
 * was undone). `paused` holds reading while a verdict is on screen; the camera stays open.
 */
export function CameraScanner({ onCode, paused, ignores }: { onCode: (text: string) => void; paused: boolean; ignores: (text: string) => boolean }) {
  const t = useStaffT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const latest = useRef({ onCode, paused, ignores });
  latest.current = { onCode, paused, ignores };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        return setState((error as DOMException)?.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const decoder = await createQrDecoder();
      setState('scanning');
      const read = async () => {
        if (stopped) return;
        const element = video.current;
        if (!latest.current.paused && element && element.readyState >= element.HAVE_CURRENT_DATA) {
          const [text] = await decoder.detect(element).catch(() => []);
          const { ignores, paused, onCode } = latest.current;
          if (text && !paused && !ignores(text)) onCode(text);
        }
        timer = setTimeout(() => void read(), FRAME_MS);
      };
      void read();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Frame>
      <video ref={video} muted playsInline aria-label={t('checkIn.camera')} />
      <Status role="status">{t(`checkIn.cameraState.${state}`)}</Status>
    </Frame>
  );
}
