'use client';
import { styled } from '../theme/index.js';
import { chatIcon } from './icons.js';

const Round = styled('span', {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$control',
  padding: '6px',
  borderRadius: '$round',
  overflow: 'hidden',
  backgroundColor: '$launcherBg',
  color: '$launcherIcon',
  '& img': { size: '100%', objectFit: 'cover' },
  variants: { image: { true: { padding: 0 } } },
});

/** A participant's round picture, or the default round chat icon. Decorative: the name is beside it. */
export function Avatar({ imageUrl }: { imageUrl?: string }) {
  return (
    <Round aria-hidden="true" image={Boolean(imageUrl)}>
      {imageUrl ? <img src={imageUrl} alt="" /> : chatIcon}
    </Round>
  );
}
