/**
 * The spoken alternative of the picture captcha (WCAG 1.1.1 asks a CAPTCHA for a second modality): the
 * server speaks the digits into a WAV file (never sends them as text); this plays it. Resolves false where
 * the browser will not play it, so the field can say so and offer another way in.
 */
export async function playCaptchaAudio(base64Wav: string): Promise<boolean> {
  if (typeof globalThis.Audio !== 'function') return false;
  try {
    await new Audio(`data:audio/wav;base64,${base64Wav}`).play();
    return true;
  } catch {
    return false;
  }
}
