import Head from 'next/head';
import type { ImageFieldsFragment } from '@/graphql/generated/operations';
import { breakpoints } from '@/styles/theme';

interface Props {
  image: ImageFieldsFragment;
  /** Show the square variant (tiles, cards). */
  square?: boolean;
  /** Art direction below the md breakpoint: this image's square variant is shown on phones. */
  mobile?: ImageFieldsFragment | null;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/** A modern-format image with a JPEG fallback, explicit dimensions (no layout shift) and lazy loading. */
export function ResponsiveImage({ image, square = false, mobile, priority = false, className }: Props) {
  const phone = `(max-width: ${breakpoints.md - 1}px)`;
  const source = square ? image.square : image;
  return (
    <picture className={className}>
      {priority && (
        // The above-the-fold picture is fetched from the head, before the page's scripts, in the format and
        // art direction the browser will choose.
        <Head>
          {mobile && <link key="priority-image-phone" rel="preload" as="image" type="image/webp" href={mobile.square.url} media={phone} fetchPriority="high" />}
          <link
            key="priority-image"
            rel="preload"
            as="image"
            type="image/webp"
            href={source.url}
            media={mobile ? `(min-width: ${breakpoints.md}px)` : undefined}
            fetchPriority="high"
          />
        </Head>
      )}
      {mobile && <source media={phone} type="image/webp" srcSet={mobile.square.url} />}
      {mobile && <source media={phone} srcSet={mobile.square.urlFallback} />}
      <source type="image/webp" srcSet={source.url} />
      <img
        src={source.urlFallback}
        alt={image.title}
        width={square ? image.height : image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
