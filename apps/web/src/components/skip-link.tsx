import { shellMessages } from '@maple/shared/messages/shell';

export const mainContentId = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-[100] rounded-md bg-navy-900 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {shellMessages.skipToContent}
    </a>
  );
}
