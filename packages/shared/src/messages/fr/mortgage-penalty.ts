import type { mortgagePenaltyMessages as en } from '../mortgage-penalty.ts';
import type { Translation } from '../../i18n/translation.ts';

export const mortgagePenaltyMessages: Translation<typeof en> = {
  title: 'Calculatrice de pénalité hypothécaire',
  description:
    'Estimez la pénalité pour rompre votre prêt hypothécaire : trois mois d’intérêts, le différentiel de taux d’intérêt pour un taux fixe, et le plafond de la Loi sur l’intérêt après cinq ans.',
  hubTitle: 'Calculatrice de pénalité',
  hubText: 'Ce que peut coûter un remboursement anticipé : trois mois d’intérêts ou le différentiel de taux d’intérêt.',
  hubLink: 'Estimer ma pénalité',
  intro:
    'Rembourser ou transférer votre prêt avant la fin du terme entraîne habituellement une pénalité. Le prêteur exige trois mois d’intérêts ou, pour un taux fixe, le différentiel de taux d’intérêt s’il est plus élevé.',
  formTitle: 'Votre prêt hypothécaire',
  balance: 'Solde à rembourser',
  rate: 'Votre taux d’intérêt (%)',
  rateType: 'Type de taux',
  rateTypes: { fixed: 'Fixe', variable: 'Variable' },
  term: 'Terme',
  monthsLeft: 'Mois restants au terme',
  comparisonRate: 'Taux de comparaison du prêteur (%)',
  comparisonRateHint: 'Le taux actuel du prêteur pour un terme à peu près égal au temps qu’il vous reste.',
  comparisonBasis: 'Votre prêteur compare avec',
  comparisonBases: { discounted: 'Ses taux escomptés (ce qu’il offre aujourd’hui)', posted: 'Ses taux affichés, moins votre escompte' },
  discount: 'Escompte obtenu à la signature (%)',
  discountHint: 'Le taux affiché au moment de la signature, moins votre taux. Seule la comparaison aux taux affichés l’utilise.',
  resultsTitle: 'Votre pénalité estimée',
  penalty: 'Pénalité estimée',
  threeMonthsInterest: 'Trois mois d’intérêts',
  ird: 'Différentiel de taux d’intérêt',
  irdVariable: 'Non exigé sur un taux variable',
  threeMonthsWorking: '{balance} × {rate} × 3 ÷ 12 = {amount}',
  irdWorking: '{balance} × ({rate} − {comparison}) × {months} ÷ 12 = {amount}',
  explainThreeMonths: 'Trois mois d’intérêts, c’est ce que votre solde rapporte au prêteur en trois mois à votre taux.',
  explainIrd:
    'Le différentiel de taux d’intérêt est l’intérêt que le prêteur perd jusqu’à la fin du terme en reprêtant votre solde au taux plus bas d’aujourd’hui : l’écart de taux multiplié par le solde et par les années restantes.',
  explainDiscounted:
    'Avec les taux escomptés, l’écart est votre taux moins ce que le prêteur offre aujourd’hui pour le temps qui reste.',
  explainPosted:
    'Avec les taux affichés, le prêteur prend son taux affiché pour le temps qui reste et en soustrait l’escompte que vous avez obtenu ({discount}) : le taux de comparaison devient {comparison} et l’écart s’élargit.',
  explainNoGap: 'Le taux de comparaison actuel n’est pas sous le vôtre : le différentiel est nul et ce sont trois mois d’intérêts qui s’appliquent.',
  explainVariable: 'Sur un taux variable, les prêteurs exigent trois mois d’intérêts.',
  appliedIrd: 'Le différentiel de taux d’intérêt est plus élevé : c’est l’estimation retenue.',
  appliedThree: 'Trois mois d’intérêts : c’est l’estimation retenue.',
  interestActCap:
    'Votre terme dépasse cinq ans et cinq ans se sont écoulés : selon l’article 10 de la Loi sur l’intérêt, vous pouvez rembourser moyennant au plus trois mois d’intérêts.',
  interestActLater:
    'Votre terme dépasse cinq ans : une fois cinq ans écoulés, la Loi sur l’intérêt plafonne la pénalité à trois mois d’intérêts.',
  estimate:
    'Une estimation : chaque prêteur calcule à partir de ses propres taux, peut actualiser le différentiel ou compter les versements restants, et peut ajouter des frais. Le relevé de remboursement de votre prêteur fait foi.',
  sourcesTitle: 'Règle appliquée (en vigueur le {day})',
  moneyInvalid: 'Entrez un montant de 0 $ à 100 000 000 $.',
  rateInvalid: 'Entrez un taux de 0 à 30, avec au plus deux décimales.',
  choiceInvalid: 'Choisissez l’une des options proposées.',
  monthsInvalid: 'Entrez un nombre entier de mois, de 0 à la durée du terme.',
  talkToAgent: 'En parler à un courtier',
  dialogTitle: 'Parler à un courtier de la rupture de votre prêt',
  dialogDescription: 'Ces chiffres accompagnent votre demande, pour que le courtier parte de là.',
};
