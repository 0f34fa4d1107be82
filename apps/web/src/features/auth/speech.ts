/**
 * The spoken alternative of the picture captcha (WCAG 1.1.1 asks a CAPTCHA for a second modality):
 * the browser's own speech synthesis reads the characters slowly, one at a time, in the app's language.
 * Returns false where the browser has no speech synthesis, so the caller can show the characters instead.
 */
export function speakCharacters(characters: readonly string[], intro: string, language: string): boolean {
  const synth = globalThis.speechSynthesis;
  if (!synth || typeof globalThis.SpeechSynthesisUtterance !== 'function') return false;
  const separator = language.startsWith('zh') ? '，' : ', ';
  const utterance = new SpeechSynthesisUtterance(`${intro} ${characters.join(separator)}`);
  utterance.lang = language;
  // Slower than normal speech: each character is heard and can be typed before the next.
  utterance.rate = 0.6;
  synth.cancel();
  synth.speak(utterance);
  return true;
}
