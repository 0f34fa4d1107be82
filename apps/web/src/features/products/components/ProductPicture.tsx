import { AppOutline } from 'antd-mobile-icons';

/** A product's picture, or a plain device icon when it has none. Decorative: the name is beside it. */
export function ProductPicture({ src, large = false }: { src: string; large?: boolean }) {
  const size = large ? ' pd-picture--large' : '';
  if (!src) {
    return (
      <span className={`pd-picture pd-picture--empty${size}`} aria-hidden="true">
        <AppOutline />
      </span>
    );
  }
  return <img className={`pd-picture${size}`} src={src} alt="" />;
}
