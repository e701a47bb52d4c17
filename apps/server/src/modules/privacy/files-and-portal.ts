import { and, asc, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { mortgageFiles, mortgageFileStageChanges } from '@maple/db/schema/mortgage-files';
import { fileDocumentFiles, fileDocumentItems } from '@maple/db/schema/file-documents';
import { fundedMortgages, renewalReminders } from '@maple/db/schema/funded-mortgages';
import { tasks } from '@maple/db/schema/tasks';
import { applicationSteps, applicationSubmissions, portalApplicants, portalLinks, portalSessions } from '@maple/db/schema/portal';
import { fileStagesMessages } from '@maple/shared/messages/file-stages';
import type { ErasureStep } from './erasure-steps.ts';
import { deleteDocumentItems, deleteDocumentsOfFiles } from '../file-documents/document-objects.service.ts';
import { columnHolds, holdsPerson, scrubText } from './person-pattern.ts';
import type { PersonalDataSource } from './personal-data-sources.ts';

// What the privacy features do with each table of the mortgage files and the borrower's portal
// (issue 39 §10, decision 097), one entry a table. The search and the export walk the sources, the
// erasure runs the steps, and anonymizing a lead (an erasure of its client, or the retention run)
// runs each table's part for the lead's files. A table added under a file takes its entry here;
// `files-and-portal.test.ts` finds every table that hangs off `mortgage_files` in the database and
// fails while one has no entry.

type Executor = Db | Tx;
const iso = (at: Date) => at.toISOString();
const stageName = (stage: keyof typeof fileStagesMessages) => fileStagesMessages[stage];

/** The files of the leads the person is the client of, oldest first. */
export async function filesOfLeads(db: Executor, leadIds: readonly string[]): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select({ id: mortgageFiles.id })
    .from(mortgageFiles)
    .where(inArray(mortgageFiles.leadId, [...leadIds]))
    .orderBy(asc(mortgageFiles.createdAt), asc(mortgageFiles.id));
  return rows.map((row) => row.id);
}

/**
 * The person's own access to the portal: every applicant row with their address (a co-applicant is
 * found by it alone, since their address is not the lead's), and the main applicant of each file of
 * their leads (a copy of the lead's client, whatever address the lead had when the file started).
 */
export async function portalAccessOfPerson(db: Executor, pattern: string, fileIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: portalApplicants.id })
    .from(portalApplicants)
    .where(or(columnHolds(portalApplicants.email, pattern), fileIds.length ? and(eq(portalApplicants.role, 'main'), inArray(portalApplicants.fileId, [...fileIds])) : undefined))
    .orderBy(asc(portalApplicants.createdAt), asc(portalApplicants.id));
  return rows.map((row) => row.id);
}

/** One table's coverage: what the search and export find in it, what an erasure does to it, what a file of an anonymized lead loses from it. */
export type FileTableCoverage = {
  /** The table as the database names it. */
  table: string;
  source?: PersonalDataSource;
  /** An erasure's work on the table beyond what anonymizing the person's leads does to their files. */
  erase?: ErasureStep;
  /** What the files of an anonymized lead lose from this table (their rows and dates stay for the counts). */
  anonymizeFiles?: (db: Executor, fileIds: readonly string[]) => Promise<void>;
};

/**
 * A file of the person's leads, with its timeline: the stages with their dates, who moved it, and
 * the notes written on each move. The notes are about the person's application, so an access
 * request gives them (PIPEDA principle 4.9); the webhook and the portal do not carry them.
 */
const fileSource: PersonalDataSource = {
  kind: 'mortgage_file',
  find: async ({ db, fileIds }) => {
    if (fileIds.length === 0) return [];
    const [files, changes] = await Promise.all([
      db.select().from(mortgageFiles).where(inArray(mortgageFiles.id, fileIds)).orderBy(asc(mortgageFiles.createdAt), asc(mortgageFiles.id)),
      db.select().from(mortgageFileStageChanges).where(inArray(mortgageFileStageChanges.fileId, fileIds)).orderBy(asc(mortgageFileStageChanges.seq)),
    ]);
    return files.map((file) => ({
      kind: 'mortgage_file',
      id: file.id,
      summary: `${stageName(file.stage)} · started ${iso(file.createdAt)}${file.closedAt ? ` · closed ${iso(file.closedAt)}` : ''} · lead ${file.leadId}`,
      data: {
        id: file.id,
        leadId: file.leadId,
        stage: file.stage,
        createdAt: iso(file.createdAt),
        stageChangedAt: iso(file.stageChangedAt),
        closedAt: file.closedAt ? iso(file.closedAt) : null,
        timeline: changes.filter((change) => change.fileId === file.id).map((change) => ({ from: change.fromStage, to: change.toStage, at: iso(change.createdAt), note: change.note, by: change.changedByName })),
      },
    }));
  },
};

/** A note on someone else's file that holds the person's address or number (a co-applicant named on the main applicant's file). */
const fileNoteMentionSource: PersonalDataSource = {
  kind: 'mortgage_file_note',
  find: async ({ db, pattern, fileIds }) => {
    const rows = await db
      .select({ id: mortgageFileStageChanges.id, fileId: mortgageFileStageChanges.fileId, toStage: mortgageFileStageChanges.toStage, note: mortgageFileStageChanges.note, createdAt: mortgageFileStageChanges.createdAt })
      .from(mortgageFileStageChanges)
      .where(and(fileIds.length ? notInArray(mortgageFileStageChanges.fileId, fileIds) : undefined, columnHolds(mortgageFileStageChanges.note, pattern)))
      .orderBy(asc(mortgageFileStageChanges.seq));
    return rows.map((row) => ({
      kind: 'mortgage_file_note',
      id: row.id,
      summary: `Note on file ${row.fileId} · ${stageName(row.toStage)} · ${iso(row.createdAt)}`,
      data: { fileId: row.fileId, stage: row.toStage, at: iso(row.createdAt), note: row.note },
    }));
  },
};

/** The notes of other files that mention the person: the mention is replaced, the note kept. */
const fileNoteMentionsStep: ErasureStep = {
  kind: 'fileNoteMentions',
  run: async ({ db, pattern, fileIds }) => {
    const rows = await db
      .select({ id: mortgageFileStageChanges.id, note: mortgageFileStageChanges.note })
      .from(mortgageFileStageChanges)
      .where(and(fileIds.length ? notInArray(mortgageFileStageChanges.fileId, fileIds) : undefined, columnHolds(mortgageFileStageChanges.note, pattern)));
    for (const row of rows) await db.update(mortgageFileStageChanges).set({ note: scrubText(pattern, row.note!) }).where(eq(mortgageFileStageChanges.id, row.id));
    return { count: rows.length };
  },
};

/**
 * The person's access to the portal, one record a file: their role, name, address and language,
 * when it was given and revoked, the file as the portal shows it to them (its stage and the dates of
 * its timeline, not the brokerage's notes), and when their links were mailed and used and their
 * sessions began. Never a token's hash: it is a key, not information about the person.
 */
const portalApplicantSource: PersonalDataSource = {
  kind: 'portal_applicant',
  find: async ({ db, applicantIds }) => {
    if (applicantIds.length === 0) return [];
    const applicants = await db
      .select({ applicant: portalApplicants, file: { stage: mortgageFiles.stage, createdAt: mortgageFiles.createdAt, closedAt: mortgageFiles.closedAt } })
      .from(portalApplicants)
      .innerJoin(mortgageFiles, eq(mortgageFiles.id, portalApplicants.fileId))
      .where(inArray(portalApplicants.id, applicantIds))
      .orderBy(asc(portalApplicants.createdAt), asc(portalApplicants.id));
    const fileIds = [...new Set(applicants.map((row) => row.applicant.fileId))];
    const [changes, links, sessions] = await Promise.all([
      db
        .select({ fileId: mortgageFileStageChanges.fileId, stage: mortgageFileStageChanges.toStage, at: mortgageFileStageChanges.createdAt })
        .from(mortgageFileStageChanges)
        .where(inArray(mortgageFileStageChanges.fileId, fileIds))
        .orderBy(asc(mortgageFileStageChanges.seq)),
      db
        .select({ applicantId: portalLinks.applicantId, createdAt: portalLinks.createdAt, expiresAt: portalLinks.expiresAt, usedAt: portalLinks.usedAt })
        .from(portalLinks)
        .where(inArray(portalLinks.applicantId, applicantIds))
        .orderBy(asc(portalLinks.createdAt), asc(portalLinks.id)),
      db
        .select({ applicantId: portalSessions.applicantId, createdAt: portalSessions.createdAt, expiresAt: portalSessions.expiresAt })
        .from(portalSessions)
        .where(inArray(portalSessions.applicantId, applicantIds))
        .orderBy(asc(portalSessions.createdAt), asc(portalSessions.id)),
    ]);
    return applicants.map(({ applicant, file }) => ({
      kind: 'portal_applicant',
      id: applicant.id,
      summary: `${applicant.role === 'main' ? 'Main applicant' : 'Co-applicant'} · file ${applicant.fileId} (${stageName(file.stage)}) · since ${iso(applicant.createdAt)}${applicant.revokedAt ? ` · revoked ${iso(applicant.revokedAt)}` : ''}`,
      data: {
        id: applicant.id,
        fileId: applicant.fileId,
        role: applicant.role,
        name: applicant.name,
        email: applicant.email,
        language: applicant.language,
        createdAt: iso(applicant.createdAt),
        revokedAt: applicant.revokedAt ? iso(applicant.revokedAt) : null,
        file: {
          stage: file.stage,
          createdAt: iso(file.createdAt),
          closedAt: file.closedAt ? iso(file.closedAt) : null,
          timeline: changes.filter((change) => change.fileId === applicant.fileId).map((change) => ({ stage: change.stage, at: iso(change.at) })),
        },
        links: links.filter((link) => link.applicantId === applicant.id).map((link) => ({ createdAt: iso(link.createdAt), expiresAt: iso(link.expiresAt), usedAt: link.usedAt ? iso(link.usedAt) : null })),
        sessions: sessions.filter((session) => session.applicantId === applicant.id).map((session) => ({ createdAt: iso(session.createdAt), expiresAt: iso(session.expiresAt) })),
      },
    }));
  },
};

/**
 * The person's access rows are deleted (their links and sessions go with them by cascade): a
 * co-applicant's erasure ends their access and leaves the file and the other applicants as they
 * were. The main applicant's row goes here too, and the rest of their files' access with the files'
 * anonymization.
 */
const portalAccessStep: ErasureStep = {
  kind: 'portalAccess',
  run: async ({ db, applicantIds }) => {
    if (applicantIds.length === 0) return { count: 0 };
    const deleted = await db.delete(portalApplicants).where(inArray(portalApplicants.id, applicantIds)).returning({ id: portalApplicants.id });
    return { count: deleted.length };
  },
};

/**
 * The application saved in the portal (issue 39 §3, §7): the steps and the submitted versions of the
 * person's files, and of any other file whose application names them (a co-applicant's details sit
 * in the main applicant's application).
 */
const applicationFilesOf = async (db: Executor, pattern: string, fileIds: readonly string[]): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ fileId: applicationSteps.fileId })
    .from(applicationSteps)
    .where(or(fileIds.length ? inArray(applicationSteps.fileId, [...fileIds]) : undefined, columnHolds(applicationSteps.value, pattern)));
  const submitted = await db
    .selectDistinct({ fileId: applicationSubmissions.fileId })
    .from(applicationSubmissions)
    .where(or(fileIds.length ? inArray(applicationSubmissions.fileId, [...fileIds]) : undefined, columnHolds(applicationSubmissions.steps, pattern)));
  return [...new Set([...rows, ...submitted].map((row) => row.fileId))];
};

const applicationSource: PersonalDataSource = {
  kind: 'application',
  find: async ({ db, pattern, fileIds }) => {
    const files = await applicationFilesOf(db, pattern, fileIds);
    if (files.length === 0) return [];
    const [steps, submissions] = await Promise.all([
      db.select().from(applicationSteps).where(inArray(applicationSteps.fileId, files)).orderBy(asc(applicationSteps.fileId), asc(applicationSteps.step)),
      db.select().from(applicationSubmissions).where(inArray(applicationSubmissions.fileId, files)).orderBy(asc(applicationSubmissions.fileId), asc(applicationSubmissions.version)),
    ]);
    return files.map((fileId) => ({
      kind: 'application',
      id: fileId,
      summary: `file ${fileId} · ${steps.filter((row) => row.fileId === fileId).length} steps saved · ${submissions.filter((row) => row.fileId === fileId).length} versions submitted`,
      data: {
        fileId,
        steps: Object.fromEntries(steps.filter((row) => row.fileId === fileId).map((row) => [row.step, { value: row.value, savedAt: iso(row.savedAt) }])),
        submissions: submissions.filter((row) => row.fileId === fileId).map((row) => ({ version: row.version, submittedAt: iso(row.submittedAt), sha256: row.sha256, steps: row.steps })),
      },
    }));
  },
};

/**
 * An application that names the person is deleted whole, steps and submitted versions: a
 * co-applicant's details cannot be cut out of the main applicant's answers without leaving them
 * wrong, so the main applicant fills it again (decision 097). The file and its stages stay.
 */
const applicationStep: ErasureStep = {
  kind: 'applications',
  run: async ({ db, pattern, fileIds }) => {
    const files = await applicationFilesOf(db, pattern, fileIds);
    if (files.length === 0) return { count: 0 };
    await db.delete(applicationSteps).where(inArray(applicationSteps.fileId, files));
    await db.delete(applicationSubmissions).where(inArray(applicationSubmissions.fileId, files));
    return { count: files.length };
  },
};

/**
 * The document items that are the person's: every item of their files, and on someone else's file
 * (a co-applicant's, named in the main applicant's application) the items about them, found by
 * the application's applicant whose address or number is theirs. Read before the erasure deletes
 * that application (the documents' step runs first).
 */
async function documentItemsOfPerson(db: Executor, pattern: string, fileIds: readonly string[]): Promise<string[]> {
  const own = fileIds.length ? await db.select({ id: fileDocumentItems.id }).from(fileDocumentItems).where(inArray(fileDocumentItems.fileId, [...fileIds])) : [];
  const applications = await db
    .select({ fileId: applicationSteps.fileId, value: applicationSteps.value })
    .from(applicationSteps)
    .where(and(eq(applicationSteps.step, 'applicants'), fileIds.length ? notInArray(applicationSteps.fileId, [...fileIds]) : undefined, columnHolds(applicationSteps.value, pattern)));
  const named: string[] = [];
  for (const { fileId, value } of applications) {
    const applicants = ((value as { applicants?: { id?: unknown }[] } | null)?.applicants ?? []).filter((applicant) => holdsPerson(pattern, JSON.stringify(applicant)));
    const ids = applicants.flatMap((applicant) => (typeof applicant.id === 'string' ? [applicant.id.toLowerCase()] : []));
    if (ids.length === 0) continue;
    const rows = await db
      .select({ id: fileDocumentItems.id })
      .from(fileDocumentItems)
      .where(and(eq(fileDocumentItems.fileId, fileId), inArray(sql`lower(${fileDocumentItems.applicantId})`, ids)));
    named.push(...rows.map((row) => row.id));
  }
  return [...new Set([...own.map((row) => row.id), ...named])];
}

/**
 * The documents asked of the person and what they uploaded (issue 39 §5): each item with its
 * status, the agent's note and reason for a fix, its review and removal, and the files uploaded to
 * it by name, type, size and date. Not the files' bytes: the export says which are kept, and the
 * brokerage sends copies on request (PIPEDA principle 4.9.1 asks for the information, in a form
 * the person understands; an attachment of scans is not a JSON value).
 */
const documentSource: PersonalDataSource = {
  kind: 'file_document',
  find: async ({ db, pattern, fileIds }) => {
    const itemIds = await documentItemsOfPerson(db, pattern, fileIds);
    if (itemIds.length === 0) return [];
    const [items, files] = await Promise.all([
      db.select().from(fileDocumentItems).where(inArray(fileDocumentItems.id, itemIds)).orderBy(asc(fileDocumentItems.fileId), asc(fileDocumentItems.createdAt), asc(fileDocumentItems.id)),
      db.select().from(fileDocumentFiles).where(inArray(fileDocumentFiles.itemId, itemIds)).orderBy(asc(fileDocumentFiles.uploadedAt), asc(fileDocumentFiles.id)),
    ]);
    return items.map((item) => {
      const uploaded = files.filter((file) => file.itemId === item.id);
      const name = item.label ?? item.key.split(':')[0]!;
      return {
        kind: 'file_document',
        id: item.id,
        summary: `${name} · file ${item.fileId} · ${item.status}${item.removedAt ? ' · removed' : ''} · ${uploaded.length} uploaded`,
        data: {
          id: item.id,
          fileId: item.fileId,
          document: item.origin === 'rule' ? name : null,
          label: item.label,
          applicantId: item.applicantId,
          status: item.status,
          note: item.note,
          attentionReason: item.attentionReason,
          reviewedAt: item.reviewedAt ? iso(item.reviewedAt) : null,
          removedAt: item.removedAt ? iso(item.removedAt) : null,
          removedNote: item.removedNote,
          createdAt: iso(item.createdAt),
          updatedAt: iso(item.updatedAt),
          // Which files exist and are kept; their contents are not in the export.
          files: uploaded.map((file) => ({ id: file.id, name: file.name, contentType: file.contentType, size: file.size, uploadedAt: iso(file.uploadedAt), stored: true })),
        },
      };
    });
  },
};

/**
 * The person's documents are deleted, items and uploaded files: all of their files', and the items
 * about them on a file they are a co-applicant of. The stored objects are deleted after the step
 * commits (`storedDocuments`, erasure-steps.ts). Counts the items; the files are counted by the
 * objects deleted.
 */
const documentsStep: ErasureStep = {
  kind: 'documents',
  run: async ({ db, pattern, fileIds }) => ({ count: (await deleteDocumentItems(db, await documentItemsOfPerson(db, pattern, fileIds))).items }),
};

/** The person's funded mortgages in the book: those of their files, and those imported under their address (no file). */
const fundedOfPerson = (pattern: string, fileIds: readonly string[]) =>
  or(fileIds.length ? inArray(fundedMortgages.fileId, [...fileIds]) : undefined, columnHolds(fundedMortgages.clientEmail, pattern));

/**
 * The person's funded mortgages (issue 40 §3, decision 103): every field of the record, and the
 * renewal reminders decided for it (milestone, recipient, when queued and sent).
 */
const fundedSource: PersonalDataSource = {
  kind: 'funded_mortgage',
  find: async ({ db, pattern, fileIds }) => {
    const rows = await db.select().from(fundedMortgages).where(fundedOfPerson(pattern, fileIds)).orderBy(asc(fundedMortgages.maturityDate), asc(fundedMortgages.id));
    if (rows.length === 0) return [];
    const reminders = await db.select().from(renewalReminders).where(inArray(renewalReminders.mortgageId, rows.map((row) => row.id))).orderBy(asc(renewalReminders.queuedAt));
    return rows.map((row) => ({
      kind: 'funded_mortgage',
      id: row.id,
      summary: `${row.lender} · matures ${row.maturityDate}${row.fileId ? ` · file ${row.fileId}` : ' · imported'}`,
      data: {
        ...row,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
        reminders: reminders
          .filter((reminder) => reminder.mortgageId === row.id)
          .map((reminder) => ({ milestoneDays: reminder.milestoneDays, recipient: reminder.recipient, maturityDate: reminder.maturityDate, queuedAt: iso(reminder.queuedAt), sentAt: reminder.sentAt ? iso(reminder.sentAt) : null })),
      },
    }));
  },
};

/** An erasure deletes the person's funded mortgages, imported ones included, and their reminders by cascade (PIPEDA principle 4.5). */
const fundedStep: ErasureStep = {
  kind: 'fundedMortgages',
  run: async ({ db, pattern, fileIds }) => ({ count: (await db.delete(fundedMortgages).where(fundedOfPerson(pattern, fileIds)).returning({ id: fundedMortgages.id })).length }),
};

/** The tasks on the person's leads (and so their files), and any other task whose title names them. */
const tasksOfPerson = (pattern: string, leadIds: readonly string[]) => or(leadIds.length ? inArray(tasks.leadId, [...leadIds]) : undefined, columnHolds(tasks.title, pattern));

/** The tasks about the person (issue 40 §2): title, due day, done, lead and file (an agent's work on their file, PIPEDA principle 4.9). */
const taskSource: PersonalDataSource = {
  kind: 'task',
  find: async ({ db, pattern, leadIds }) => {
    const rows = await db.select().from(tasks).where(tasksOfPerson(pattern, leadIds)).orderBy(asc(tasks.dueDate), asc(tasks.id));
    return rows.map((row) => ({
      kind: 'task',
      id: row.id,
      summary: `${row.title} · due ${row.dueDate}${row.doneAt ? ` · done ${iso(row.doneAt)}` : ''}`,
      data: { ...row, doneAt: row.doneAt ? iso(row.doneAt) : null, createdAt: iso(row.createdAt) },
    }));
  },
};

/** An erasure deletes the tasks on the person's leads, and those elsewhere whose title names them (a title is free text: it cannot be trusted to name nobody). */
const tasksStep: ErasureStep = {
  kind: 'tasks',
  run: async ({ db, pattern, leadIds }) => ({ count: (await db.delete(tasks).where(tasksOfPerson(pattern, leadIds)).returning({ id: tasks.id })).length }),
};

export const fileAndPortalTables: FileTableCoverage[] = [
  // The file's stage and dates stay when its lead is anonymized (the pipeline's counts, issue 40's
  // funded record); once the lead names nobody, neither do they.
  { table: 'mortgage_files', source: fileSource },
  {
    table: 'mortgage_file_stage_changes',
    source: fileNoteMentionSource,
    erase: fileNoteMentionsStep,
    // The notes of an anonymized lead's files are about its client: cleared, like the lead's own notes.
    anonymizeFiles: async (db, fileIds) => {
      await db
        .update(mortgageFileStageChanges)
        .set({ note: null })
        .where(and(inArray(mortgageFileStageChanges.fileId, [...fileIds]), isNotNull(mortgageFileStageChanges.note)));
    },
  },
  {
    table: 'portal_applicants',
    source: portalApplicantSource,
    erase: portalAccessStep,
    // A file whose lead names nobody is shown to nobody: every access to it is deleted.
    anonymizeFiles: async (db, fileIds) => {
      await db.delete(portalApplicants).where(inArray(portalApplicants.fileId, [...fileIds]));
    },
  },
  // Links and sessions are given in their applicant's record (dates only), go with it by cascade,
  // and once spent or expired are deleted by the daily clean-up (portal-access-cleanup-job.ts).
  { table: 'portal_links' },
  { table: 'portal_sessions' },
  {
    // Before the application's entry: a co-applicant's items are found through the application.
    // A file of an anonymized lead keeps no documents: the items and the files go, and their stored
    // objects after the commit (document-objects.service.ts).
    table: 'file_document_items',
    source: documentSource,
    erase: documentsStep,
    anonymizeFiles: async (db, fileIds) => {
      await deleteDocumentsOfFiles(db, fileIds);
    },
  },
  // Given with their item (names, types, sizes, dates), deleted with it by cascade; the stored
  // objects are deleted through Storage once the rows are gone (`removeUnfiledDocumentObjects`).
  { table: 'file_document_files' },
  {
    table: 'application_steps',
    source: applicationSource,
    erase: applicationStep,
    anonymizeFiles: async (db, fileIds) => {
      await db.delete(applicationSteps).where(inArray(applicationSteps.fileId, [...fileIds]));
    },
  },
  // The consents an applicant gives in the portal (decision 098) are consent records like any other:
  // found, given and erased by address with them (personal-data-sources.ts, erasure-steps.ts); an
  // applicant's deletion leaves the record, without its applicant, as the proof it is.
  { table: 'consents' },
  {
    // Found, given and erased with the steps (the same source and step); deleted with them too.
    table: 'application_submissions',
    anonymizeFiles: async (db, fileIds) => {
      await db.delete(applicationSubmissions).where(inArray(applicationSubmissions.fileId, [...fileIds]));
    },
  },
  {
    // The book's record of a funded file: the retention run reaches its lead only once the mortgage
    // has matured plus the retention period (retention.ts); an anonymized lead's funded record is deleted.
    table: 'funded_mortgages',
    source: fundedSource,
    erase: fundedStep,
    anonymizeFiles: async (db, fileIds) => {
      await db.delete(fundedMortgages).where(inArray(fundedMortgages.fileId, [...fileIds]));
    },
  },
  // Given with their mortgage (milestone, recipient, dates), deleted with it by cascade.
  { table: 'renewal_reminders' },
  {
    // A task's title is free text about the client: an anonymized lead's tasks, its files' with
    // them, are deleted (anonymize-lead.ts).
    table: 'tasks',
    source: taskSource,
    erase: tasksStep,
  },
  // Reached through its consent (which may name a portal applicant); found, given and erased by its
  // address with the campaigns' recipients (campaigns-and-alerts.ts).
  { table: 'rate_alerts' },
];

/**
 * Tables under a file whose privacy coverage comes with the feature that is building them; listed
 * so the coverage test names them instead of failing, and so nobody takes them for covered.
 */
export const fileTablesAwaitingCoverage: readonly string[] = [];

export const fileAndPortalSources: PersonalDataSource[] = fileAndPortalTables.flatMap((entry) => (entry.source ? [entry.source] : []));
export const fileAndPortalErasureSteps: ErasureStep[] = fileAndPortalTables.flatMap((entry) => (entry.erase ? [entry.erase] : []));

/** What the files of anonymized leads lose, table by table; answers how many files there were. */
export async function anonymizeFilesOfLeads(db: Executor, leadIds: readonly string[]): Promise<number> {
  let count = 0;
  // In batches, as the leads are: the retention run may anonymize thousands at once.
  for (let i = 0; i < leadIds.length; i += 1000) {
    const fileIds = await filesOfLeads(db, leadIds.slice(i, i + 1000));
    if (fileIds.length === 0) continue;
    for (const entry of fileAndPortalTables) await entry.anonymizeFiles?.(db, fileIds);
    count += fileIds.length;
  }
  return count;
}
