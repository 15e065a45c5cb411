import type { Banner } from '../../lib/queries/banners.queries';
import { breakpoints } from '../theme.css';

/** Sizes of the server's banner pictures (small, medium, large), so the browser reserves the space. */
const sizes = { small: { width: 375, height: 200 }, medium: { width: 768, height: 240 }, large: { width: 1200, height: 300 } } as const;

interface BannerPictureProps {
  banner: Banner;
  className?: string;
  /** The picture's text, when it is not said next to it; empty for decoration. */
  alt: string;
  loading?: 'eager' | 'lazy';
}

/** A banner in the size for the screen: small below 769 px, medium below 1281 px, large above. */
export function BannerPicture({ banner, className, alt, loading = 'lazy' }: BannerPictureProps) {
  return (
    <picture>
      <source media={`(max-width: ${breakpoints.sm - 1}px)`} srcSet={banner.smallImageUrl} {...sizes.small} />
      <source media={`(max-width: ${breakpoints.lg - 1}px)`} srcSet={banner.mediumImageUrl} {...sizes.medium} />
      <img src={banner.imageUrl} alt={alt} className={className} loading={loading} decoding="async" {...sizes.large} />
    </picture>
  );
}
