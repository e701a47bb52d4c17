import type { licensingMessages as en } from '../licensing.ts';
import type { Translation } from '../../i18n/translation.ts';

export const licensingMessages: Translation<typeof en> = {
  brokerageLine: '{name}, permis n° {number}',
  agentNumber: 'Permis n° {number}',
  classes: {
    mortgage_agent_level_1: 'Agent en hypothèques de niveau 1',
    mortgage_agent_level_2: 'Agent en hypothèques de niveau 2',
    mortgage_broker: 'Courtier en hypothèques',
  },
  licensedNameRequired: 'Le nom figurant au permis est obligatoire',
  invalidClass: 'Choisissez la catégorie de permis : agent en hypothèques de niveau 1, agent en hypothèques de niveau 2 ou courtier en hypothèques',
  invalidNumber: 'Saisissez le numéro de permis de l’ARSF, soit la lettre M suivie de 8 chiffres, p. ex. M08001234',
  invalidDate: 'Veuillez saisir une date au format AAAA-MM-JJ',
  tooLong: 'Cette entrée est trop longue',
  form: {
    tab: 'Permis',
    legend: 'Permis (ARSF)',
    saving: 'Enregistrement…',
    intro:
      'Tel qu’il figure sur le permis de l’ARSF : affiché sur le profil public, dans le répertoire et sur la page de contact, avec le nom et le numéro de permis du cabinet de courtage.',
    licensedName: 'Nom figurant au permis',
    class: 'Catégorie de permis',
    classNone: 'Non inscrite',
    number: 'Numéro de permis',
    numberHint: 'Facultatif : la lettre M suivie de 8 chiffres.',
    checkedAt: 'Vérifié le',
    checkedAtHint: 'La date de la dernière vérification du permis dans le registre de l’ARSF.',
    save: 'Enregistrer le permis',
    saved: 'Renseignements sur le permis enregistrés',
    saveFailed: 'Impossible d’enregistrer les renseignements sur le permis',
    missingBadge: 'Catégorie de permis manquante',
    readOnlyTitle: 'Votre permis',
    readOnlyIntro: 'Inscrit par le super administrateur à partir du registre de l’ARSF. Demandez-lui de corriger toute erreur.',
    notRecorded: 'Pas encore inscrit : demandez au super administrateur d’ajouter les renseignements sur votre permis.',
  },
};
