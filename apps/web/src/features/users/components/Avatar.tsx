import { UserOutline } from 'antd-mobile-icons';

/** The profile picture, or a neutral figure when there is none. */
export function Avatar({ src, size = 72, alt }: { src?: string | undefined; size?: number; alt: string }) {
  return (
    <span className="avatar" style={{ width: size, height: size }}>
      {src ? <img src={src} alt={alt} width={size} height={size} /> : <UserOutline aria-label={alt} />}
    </span>
  );
}
