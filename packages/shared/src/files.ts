// Buckets, upload places and size caps (ARCHITECTURE §2 files, §9 uploads): shared so the web's upload
// component can refuse an oversized file before sending it; only the server's checks count.

/**
 * Every bucket; all but the private ones (agents' documents, the documents borrowers upload to
 * their mortgage files) are served publicly under /files/<bucket>/<key>.
 */
export const buckets = ['agent-headshots', 'agent-banners', 'agent-documents', 'product-images', 'blog-images', 'agent-branding', 'service-images', 'lender-logos', 'site-images', 'file-documents'] as const;
export type Bucket = (typeof buckets)[number];

export const privateBuckets: readonly Bucket[] = ['agent-documents', 'file-documents'];
export const isPublicBucket = (value: string): value is Bucket => (buckets as readonly string[]).includes(value) && !privateBuckets.includes(value as Bucket);

/** An agent's profile images, each with its bucket (logo, badges and background share agent-branding). */
export const agentImageBuckets = {
  headshot: 'agent-headshots',
  banner: 'agent-banners',
  logo: 'agent-branding',
  badge1: 'agent-branding',
  badge2: 'agent-branding',
  background: 'agent-branding',
  /** The share image of the agent's page (seo_settings.ogImage). */
  og: 'agent-branding',
} as const satisfies Record<string, Bucket>;
export type AgentImageKind = keyof typeof agentImageBuckets;
export const agentImageKinds = Object.keys(agentImageBuckets) as AgentImageKind[];

/** Buckets the console uploads content images into. */
export const consoleUploadBuckets = ['blog-images', 'product-images', 'service-images', 'lender-logos', 'site-images'] as const satisfies readonly Bucket[];
export type ConsoleUploadBucket = (typeof consoleUploadBuckets)[number];

export const imageMaxBytes = 8 * 1024 * 1024;
export const documentMaxBytes = 20 * 1024 * 1024;

/** What an image upload may be, read from its bytes (never its name or the browser's claim). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/**
 * What a document may be: PDF, Word (97–2003 and OOXML), and scans or phone photos as JPEG, PNG,
 * WebP or HEIC/HEIF (the server stores a HEIC/HEIF as a JPEG, decision 035).
 */
export const documentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type DocumentMimeType = (typeof documentTypes)[number];

/**
 * A document a borrower uploads to their mortgage file (issue 39 §5, decision 099): up to 25 MB,
 * sent resumably (tus), and only what lenders take as proof: a PDF, or a scan or phone photo as
 * JPEG, PNG or HEIC/HEIF (stored as the JPEG it decodes to, decision 035). Read from its bytes.
 */
export const fileDocumentMaxBytes = 25 * 1024 * 1024;
export const fileDocumentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const;
export type FileDocumentType = (typeof fileDocumentTypes)[number];
