import { useNearScreen } from '../hooks/useNearScreen.ts';

/**
 * A decorative picture of a card (a project's or an article's cover) that downloads only when the card comes
 * near the screen; until then an empty box of the same class holds its place. `loading="lazy"` alone still
 * starts every picture within about 1,250 px of the screen (Chromium's distance on a fast connection), so the
 * entry page's lower cards downloaded together with its banner, on the first screen's critical path.
 */
export function NearImage({ className, src }: { className: string; src: string }) {
  const [near, ref] = useNearScreen<HTMLSpanElement>();
  return near ? (
    <img className={className} src={src} alt="" loading="lazy" />
  ) : (
    <span className={className} ref={ref} aria-hidden="true" />
  );
}
