import type { dealPackageMessages as en } from '../deal-package.ts';
import type { Translation } from '../../i18n/translation.ts';

export const dealPackageMessages: Translation<typeof en> = {
  title: 'Demande de prêt hypothécaire',
  client: (name: string) => `Client : ${name}`,
  fileStage: (stage: string) => `Étape : ${stage}`,
  submittedVersion: (version: number, day: string) => `Version ${version}, soumise le ${day}`,
  notSubmitted: 'Pas encore soumise : les étapes telles que l’emprunteur les a enregistrées.',
  sha256: (hash: string) => `SHA-256 de la demande : ${hash}`,
  madeOn: (when: string) => `Dossier produit le ${when}`,
  timeline: 'Historique',
  applicants: 'Accès au portail',
  revoked: (day: string) => `accès retiré le ${day}`,
  consents: 'Consentements',
  noConsents: 'Aucun consentement donné dans le portail pour l’instant.',
  consentLine: (purpose: string, name: string, when: string) => `${purpose} : signé « ${name} » le ${when}`,
  consentFrom: (address: string, browser: string) => `Depuis ${address}, ${browser}`,
  consentWithdrawn: (day: string) => `Retiré le ${day}`,
  notSaved: 'Non enregistrée',
  yes: 'Oui',
  no: 'Non',
  purposes: {
    mortgage_disclosures: 'Divulgations reconnues',
    credit_check: 'Vérification du crédit et communication des renseignements',
    privacy_policy: 'Politique de confidentialité',
    client_mail: 'Courriels après le déboursement (consentement exprès)',
    newsletter: 'Infolettre',
    contact: 'Nous joindre',
  },
  download: { title: 'Dossier pour le prêteur', pdf: 'Demande (PDF)', json: 'Demande (JSON)', zip: 'Avec les documents acceptés (ZIP)' },
};
