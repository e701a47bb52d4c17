import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { shellMessages } from '@maple/shared/messages/shell';

// Sonner's rich colours put 13px text on a pale tint at about 4.3:1 (3.1:1 for warnings), under
// WCAG AA's 4.5:1. Its tints stay; the text (and the close button's cross) get darker shades.
// Contrast on the tint: error 5.8:1, success 6.8:1, info 13.6:1, warning 6.9:1.
const accessibleRichColors = {
  '--error-text': 'var(--color-destructive)',
  '--success-text': '#166534',
  '--info-text': 'var(--color-navy-900)',
  '--warning-text': '#92400e',
} as CSSProperties;

export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      richColors
      position="top-right"
      closeButton
      containerAriaLabel={shellMessages.notifications}
      toastOptions={{ closeButtonAriaLabel: shellMessages.closeNotification }}
      style={{ ...accessibleRichColors, ...style }}
      {...props}
    />
  );
}
