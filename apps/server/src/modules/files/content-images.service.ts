import type { ConsoleUploadBucket } from '@maple/shared/files';
import type { Actor, Permission } from '@maple/shared/permissions';
import { assertCan } from '../../lib/authorize.ts';
import type { FileDeps } from '../../lib/deps.ts';
import type { Upload } from '../../lib/upload-body.ts';
import { storeImage } from './files.service.ts';

/** Who may put an image into each content bucket: whoever may create what shows it. */
const permissionFor = {
  'blog-images': 'blogPost:create',
  'product-images': 'product:create',
  'service-images': 'service:create',
  'lender-logos': 'lender:create',
  // The partner logo and share image of the brokerage settings.
  'site-images': 'settings:update',
} as const satisfies Record<ConsoleUploadBucket, Permission>;

/**
 * An image for a post, product, service or lender. With `agentId` (the dashboard) it belongs to
 * that agent and the actor must own it; without, it is the console's (keys under `console/`).
 */
export async function uploadContentImage(deps: FileDeps, actor: Actor | null, input: { bucket: ConsoleUploadBucket; agentId?: string | null; upload: Upload }) {
  const permission = permissionFor[input.bucket];
  if (input.agentId === undefined) assertCan(actor, permission);
  else assertCan(actor, permission, { agentId: input.agentId });
  const agentId = input.agentId ?? null;
  const { image } = await storeImage(deps, { bucket: input.bucket, owner: agentId ?? 'console', agentId }, input.upload, async () => undefined);
  return image;
}
