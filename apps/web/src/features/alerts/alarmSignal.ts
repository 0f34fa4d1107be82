/** How long a critical alert keeps sounding and vibrating if nobody closes or takes it on. */
export const ALARM_SIGNAL_MS = 60_000;
const BEEP_EVERY_MS = 1_500;
const VIBRATION = [400, 200, 400];

type AudioContextClass = typeof AudioContext;

/**
 * Sound and vibration for a critical alert, where the browser allows them (a page nobody has touched may not
 * play sound; most desktop browsers cannot vibrate): three short beeps and a buzz every 1.5 s until stopped
 * or for a minute. Returns the stop. Made with an oscillator, so there is no sound file to load.
 */
export function startAlarmSignal(): () => void {
  const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  let audio: AudioContext | undefined;
  try {
    audio = Context ? new Context() : undefined;
    void audio?.resume().catch(() => undefined);
  } catch {
    audio = undefined;
  }
  const beep = () => {
    if (audio?.state === 'running') {
      for (let i = 0; i < 3; i += 1) {
        const start = audio.currentTime + i * 0.25;
        const tone = audio.createOscillator();
        const gain = audio.createGain();
        tone.frequency.value = 880;
        gain.gain.setValueAtTime(0.25, start);
        gain.gain.setValueAtTime(0, start + 0.15);
        tone.connect(gain).connect(audio.destination);
        tone.start(start);
        tone.stop(start + 0.16);
      }
    }
    navigator.vibrate?.(VIBRATION);
  };
  beep();
  const repeat = setInterval(beep, BEEP_EVERY_MS);
  const stopAfter = setTimeout(stop, ALARM_SIGNAL_MS);
  function stop() {
    clearInterval(repeat);
    clearTimeout(stopAfter);
    navigator.vibrate?.(0);
    void audio?.close().catch(() => undefined);
    audio = undefined;
  }
  return stop;
}
