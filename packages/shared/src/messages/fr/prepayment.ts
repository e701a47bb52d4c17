import type { prepaymentHubMessages as enHub, prepaymentMessages as en } from '../prepayment.ts';
import type { Translation } from '../../i18n/translation.ts';

export const prepaymentMessages: Translation<typeof en> = {
  title: 'Calculatrice de remboursement anticipé',
  metaDescription:
    'Voyez combien d’intérêts et de temps vous épargnez sur votre hypothèque avec des montants forfaitaires, un paiement plus élevé ou des paiements accélérés, en respectant les limites de votre prêteur.',
  intro:
    'Ajoutez des montants forfaitaires, augmentez votre paiement ou payez aux deux semaines ou à la semaine en mode accéléré, et voyez les intérêts et le temps épargnés. Les résultats suivent chaque changement.',
  formTitle: 'Hypothèque et remboursements anticipés',
  loanSection: 'Votre hypothèque',
  prepaymentSection: 'Vos remboursements anticipés',
  privilegeSection: 'Les limites annuelles de votre prêteur',
  privilegeHint:
    'Bien des hypothèques fermées permettent chaque année des montants forfaitaires jusqu’à 15 % du montant initial et une hausse de paiement de 15 %. Vérifiez les vôtres.',
  principal: 'Montant de l’hypothèque',
  rate: 'Taux d’intérêt (%)',
  amortization: 'Amortissement',
  frequency: 'Fréquence des paiements',
  frequencyHint: 'En mode accéléré, vous payez la moitié (ou le quart) du paiement mensuel aux deux semaines (ou chaque semaine).',
  extraPayment: 'Ajouté à chaque paiement',
  annualLumpSum: 'Montant forfaitaire chaque année',
  annualLumpSumHint: 'Versé à chaque anniversaire de l’hypothèque.',
  oneOffLumpSum: 'Montant forfaitaire unique',
  oneOffYear: 'Versé à la fin de l’année',
  lumpSumPrivilege: 'Montants forfaitaires permis chaque année (% du montant initial)',
  paymentIncreasePrivilege: 'Hausse de paiement permise (% du paiement)',
  resultsTitle: 'Ce que vos remboursements anticipés vous font épargner',
  interestSaved: 'Intérêts épargnés',
  timeSaved: 'Remboursée plus tôt de',
  newPayoff: 'Remboursée en',
  plainPayoff: 'Sans remboursement anticipé',
  payment: 'Votre paiement',
  totalInterest: 'Intérêts totaux',
  totalPrepaid: 'Total des montants forfaitaires',
  explanation:
    'Avec un {paymentLabel} de {payment} et {prepaid} en montants forfaitaires, l’hypothèque est remboursée en {payoff} plutôt qu’en {plainPayoff}, et vous payez {interest} d’intérêts plutôt que {plainInterest} : {saved} de moins.',
  explanationNothing:
    'Sans remboursement anticipé et avec des paiements mensuels, c’est le calendrier de base : {payoff} et {interest} d’intérêts. Ajoutez un montant forfaitaire, augmentez le paiement ou choisissez une fréquence accélérée pour voir ce que vous épargnez.',
  plainNote:
    'Les économies sont calculées par rapport à la même hypothèque payée mensuellement sans remboursement anticipé, au même taux pendant tout l’amortissement.',
  lumpSumExceeded:
    'À l’année {year}, vos montants forfaitaires totalisent {planned}, soit plus que les {allowed} que votre prêteur permet chaque année. Le prêteur pourrait exiger une pénalité sur l’excédent.',
  increaseExceeded:
    'Votre hausse de paiement de {planned} dépasse les {allowed} que votre prêteur permet. Il pourrait la refuser ou la traiter comme un remboursement anticipé avec pénalité.',
  scheduleTitle: 'Calendrier avec remboursements anticipés',
  scheduleHint: 'Totaux par année. Téléchargez le calendrier complet, paiement par paiement, en chiffrier ou en PDF.',
  scheduleCaption: 'Calendrier avec remboursements anticipés, par année',
  yearColumn: 'Année',
  paymentsColumn: 'Paiements',
  prepaymentsColumn: 'Montants forfaitaires',
  principalColumn: 'Capital',
  interestColumn: 'Intérêts',
  balanceColumn: 'Solde',
  numberColumn: 'No',
  paymentColumn: 'Paiement',
  prepaymentColumn: 'Forfaitaire',
  downloadCsv: 'Télécharger le CSV',
  downloadPdf: 'Télécharger le PDF',
  preparingPdf: 'Préparation du PDF...',
  pdfFailed: 'Le PDF n’a pas pu être créé. Réessayez ou téléchargez le CSV.',
  fileName: 'calendrier-remboursement-anticipe',
  pdfSubtitle: 'Chaque paiement, avec les montants forfaitaires. Estimations à titre indicatif; votre prêteur confirme les chiffres.',
  talkToAgent: 'Parler à un courtier de ces remboursements',
  dialogTitle: 'Parler à un courtier de remboursement anticipé',
  dialogDescription: 'Votre plan accompagne votre message : le courtier voit ce que vous avez calculé.',
  talkToAgentText: 'Un courtier peut trouver une hypothèque dont les privilèges de remboursement conviennent à votre plan.',
  years: '{years} ans',
  months: '{months} mois',
  oneYear: '1 an',
  oneMonth: '1 mois',
  amountInvalid: 'Entrez un montant de 0 $ à 100 000 000 $, au cent près.',
  rateInvalid: 'Entrez un taux de 0 à 30, avec au plus deux décimales.',
  amortizationInvalid: 'Choisissez de 1 à 30 ans.',
  frequencyInvalid: 'Choisissez une fréquence de paiement.',
  yearInvalid: 'Choisissez une année de 1 à 30.',
  percentInvalid: 'Entrez un pourcentage de 0 à 100.',
};

export const prepaymentHubMessages: Translation<typeof enHub> = {
  title: 'Calculatrice de remboursement anticipé',
  text: 'Les intérêts et le temps qu’épargnent des montants forfaitaires, un paiement plus élevé ou des paiements accélérés, selon les limites annuelles de votre prêteur.',
  link: 'Planifier mes remboursements',
};
