import type { ServiceCategory } from '@linli/contracts';
import {
  FileOutline,
  HeartOutline,
  LikeOutline,
  SmileOutline,
  TeamOutline,
  UserAddOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';

const ICONS: Record<ServiceCategory, ReactNode> = {
  elderly_care: <UserOutline />,
  rehabilitation: <LikeOutline />,
  psychological: <SmileOutline />,
  legal_aid: <FileOutline />,
  children_family: <TeamOutline />,
  disability: <UserAddOutline />,
  community: <HeartOutline />,
};

/** The picture of a service category (a drawn icon, no download). */
export function CategoryIcon({ category }: { category: ServiceCategory }) {
  return (
    <span className={`kit-icon-disc ss-cat-icon--${category}`} aria-hidden="true">
      {ICONS[category]}
    </span>
  );
}
