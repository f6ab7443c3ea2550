/**
 * What the gate hears and feels with a verdict, so the staff member need not look at the screen for
 * every scan: one high beep and a short buzz for "come in", two low beeps and a long buzz for anything
 * else. Web Audio makes the tones (no sound file to load); vibration where the phone has it.
 */
export function signal(admitted: boolean): void {
  navigator.vibrate?.(admitted ? 120 : [250, 100, 250]);
  const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  const tones = admitted ? [{ at: 0, hz: 1320 }] : [{ at: 0, hz: 330 }, { at: 0.22, hz: 330 }];
  for (const tone of tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = tone.hz;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(audio.currentTime + tone.at);
    oscillator.stop(audio.currentTime + tone.at + 0.16);
  }
  setTimeout(() => void audio.close(), 1000);
}
