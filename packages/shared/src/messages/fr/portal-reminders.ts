import type { portalRemindersMessages as en } from '../portal-reminders.ts';
import type { Translation } from '../../i18n/translation.ts';

export const portalRemindersMessages: Translation<typeof en> = {
  reminderSubject: (sender: string) => `Documents à fournir pour votre demande hypothécaire avec ${sender}`,
  reminderBody: (name: string, sender: string, items: string, page: string) =>
    `Bonjour ${name},\n\n${sender} a encore besoin des documents suivants pour votre demande hypothécaire :\n\n${items}\n\nTransmettez-les à partir de votre demande :\n${page}\n\nSi vous n’êtes pas connecté, saisissez votre adresse courriel sur cette page et nous vous enverrons un lien. Vous recevrez ce rappel régulièrement jusqu’à ce que tous les documents soient acceptés.`,
  reminderItem: (label: string) => `- ${label}`,
  reminderItemFor: (label: string, applicant: string) => `- ${label} (${applicant})`,
  reminderItemAttention: (line: string, reason: string) => `${line}\n  À corriger : ${reason}`,
  reminderOtherDocument: 'Document',

  digestSubject: (files: number) => (files === 1 ? 'Activité du portail dans 1 dossier' : `Activité du portail dans ${files} dossiers`),
  digestIntro: (name: string) => `Bonjour ${name},\n\nVoici ce que vos clients ont fait dans le portail depuis le dernier résumé :`,
  digestUploads: (count: number) => (count === 1 ? '1 document téléversé' : `${count} documents téléversés`),
  digestSubmissions: (count: number) => (count === 1 ? 'demande soumise' : `demande soumise ${count} fois`),
  digestSignatures: (count: number) => (count === 1 ? '1 emprunteur a signé les consentements' : `${count} emprunteurs ont signé les consentements`),
  digestInvitations: (count: number) => (count === 1 ? '1 co-emprunteur invité' : `${count} co-emprunteurs invités`),
  digestFile: (client: string, parts: string) => `- ${client} : ${parts}`,
  digestOpen: (url: string) => `Ouvrir vos dossiers : ${url}`,
  digestFooter: 'Vous recevez ce résumé une fois par jour, seulement les jours où il y a de l’activité dans le portail.',
};
