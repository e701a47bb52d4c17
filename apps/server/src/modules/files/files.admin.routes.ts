import { imageMaxBytes } from '@maple/shared/files';
import { filesMessages } from '@maple/shared/messages/files';
import { consoleUploadBucketParam, uploadedImage } from '@maple/shared/schemas/files';
import { route, routes } from '../../lib/route.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { uploadContentImage } from './content-images.service.ts';

/** The console's content images (mounted at /api/admin/uploads): for posts, products, services and lenders. */
export const adminUploadRoutes = routes(
  route(
    {
      method: 'post',
      path: '/:bucket',
      audience: 'console',
      // The permission depends on the bucket (the description's list); the service asserts it.
      permission: null,
      summary: 'Upload a content image for a blog post, product, service or lender',
      description: 'Needs the permission to create what shows the image: blogPost:create, product:create, service:create or lender:create.',
      params: consoleUploadBucketParam,
      upload: { description: 'The image (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB) in the field `file`; it is stored re-encoded as WebP.' },
      responses: { 201: { description: 'The stored image and its narrower widths', schema: uploadedImage } },
      errors: [413, 415],
    },
    async (c, { params }) => {
      const upload = await readUpload(c, { maxFileBytes: imageMaxBytes, tooLarge: filesMessages.imageTooLarge });
      return c.json(await uploadContentImage(c.var, c.var.actor, { bucket: params.bucket, upload }), 201);
    },
  ),
);
