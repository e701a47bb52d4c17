import type { bilingualContentMessages as en } from '../bilingual-content.ts';
import type { Translation } from '../../i18n/translation.ts';

export const bilingualContentMessages: Translation<typeof en> = {
  englishColumn: 'Anglais',
  frenchColumn: 'Français',
  frenchColumnHint: 'Facultatif. Tant que ce texte n’est pas rédigé, l’élément n’est pas affiché sur le site en français.',
  frenchField: '{field} (français)',
  missingFrench: 'Aucun texte en français : non affiché sur le site en français',
  agentFrenchHint: 'Facultatif. Tant qu’ils ne sont pas rédigés, le profil en français n’affiche ni biographie ni slogan.',
  frenchFeaturesHint: 'Une caractéristique par ligne.',
  frenchSlug: 'Identifiant d’adresse en français',
  frenchSlugHint: 'Tiré du titre en français s’il est laissé vide. L’adresse en français est /fr/blogue/ suivi de cet identifiant.',
  frenchTexts: 'Textes en français',
  disclaimerFr: 'Avis de non-responsabilité (français)',
  defaultSeoDescriptionFr: 'Description par défaut pour les moteurs de recherche (français)',
  privacyPolicyFr: 'Politique de confidentialité (français)',
  privacyPolicyFrHint:
    'Markdown. Si ce champ est vide, le site en français affiche la politique par défaut en français, qui nomme la personne responsable de la protection des renseignements personnels.',
  amfRegistrationNumber: 'Numéro d’inscription à l’AMF (Québec)',
  amfRegistrationNumberHint: 'Facultatif. S’il est indiqué, le site en français le mentionne à côté du permis de l’ARSF.',
  amfRegistrationNumberInvalid: 'Inscrivez le numéro d’inscription à l’AMF : de 4 à 12 chiffres',
  portalDisclosuresFr: 'Divulgations avant l’arrangement d’un prêt hypothécaire (français)',
  portalDisclosuresFrMissing: 'Rédigez aussi les divulgations en français : un emprunteur lit les mêmes dans l’une ou l’autre langue',
  licenceWithAmf: '{licence} · Cabinet inscrit auprès de l’Autorité des marchés financiers, n° {number}',
  personInChargeHeading: 'Responsable de la protection des renseignements personnels',
  personInChargeNamed:
    '{name} est la personne responsable de la protection des renseignements personnels de notre cabinet, au sens de l’article 3.1 de la Loi sur la protection des renseignements personnels dans le secteur privé (Québec).',
  personInChargeUnnamed:
    'La personne ayant la plus haute autorité au sein de notre cabinet exerce la fonction de responsable de la protection des renseignements personnels, au sens de l’article 3.1 de la Loi sur la protection des renseignements personnels dans le secteur privé (Québec).',
  personInChargeEmail: 'Vous pouvez lui écrire à [{email}](mailto:{mailto}).',
  personInChargeMail: 'Vous pouvez aussi écrire par la poste à : Responsable de la protection des renseignements personnels, {address}.',
};
