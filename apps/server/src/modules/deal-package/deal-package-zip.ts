import { toBlogSlug } from '@maple/shared/slug';
import type { Language } from '@maple/shared/i18n/languages';
import { applicationStepsMessages } from '@maple/shared/messages/application-steps';
import type { Actor } from '@maple/shared/permissions';
import type { DealPackage } from '@maple/shared/schemas/deal-package';
import type { FileDeps } from '../../lib/deps.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { AuditSource } from '../audit/audit.service.ts';
import { downloadFileDocument, listFileDocuments } from '../file-documents/file-documents.service.ts';
import { zipStream, type ZipEntry } from './zip-stream.ts';

/**
 * The deal package as a ZIP (issue 39 §9): `application.pdf`, `application.json`, then each file of
 * each accepted document under `documents/<n>-<document>/`, read from storage only when the archive
 * reaches it, each on the audit trail as a download (the file-documents verb records it).
 */
export async function dealPackageZip(deps: FileDeps, actor: Actor | null, source: AuditSource, pkg: DealPackage, pdf: Uint8Array, language: Language): Promise<ReadableStream<Uint8Array>> {
  const documents = await listFileDocuments(deps, actor, pkg.file.leadId, pkg.file.id);
  const labels = inLanguage(applicationStepsMessages, language).documents.items as Record<string, { label: string }>;
  const entries: ZipEntry[] = [
    { name: 'application.pdf', bytes: pdf },
    { name: 'application.json', bytes: new TextEncoder().encode(JSON.stringify(pkg, null, 2)) },
  ];
  const accepted = documents.items.filter((item) => item.status === 'accepted' && !item.removed);
  accepted.forEach((item, n) => {
    const title = [item.document ? (labels[item.document]?.label ?? item.document) : (item.label ?? 'document'), item.applicantName].filter(Boolean).join(' ');
    const folder = `documents/${String(n + 1).padStart(2, '0')}-${toBlogSlug(title) || 'document'}`;
    const taken = new Set<string>();
    item.files.forEach((file, k) => {
      // Two uploads may share a name: the later ones are numbered.
      const name = taken.has(file.name) ? `${k + 1}-${file.name}` : file.name;
      taken.add(name);
      entries.push({
        name: `${folder}/${name}`,
        open: async () => (await downloadFileDocument(deps, actor, source, { leadId: pkg.file.leadId, fileId: pkg.file.id, itemId: item.id, documentFileId: file.id })).object.body,
      });
    });
  });
  return zipStream(entries);
}
