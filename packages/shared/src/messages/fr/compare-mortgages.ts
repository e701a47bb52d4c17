import type { compareMortgagesHubMessages as enHub, compareMortgagesMessages as en } from '../compare-mortgages.ts';
import type { Translation } from '../../i18n/translation.ts';

export const compareMortgagesMessages: Translation<typeof en> = {
  title: 'Comparer des hypothèques côte à côte',
  metaDescription:
    'Comparez jusqu’à trois scénarios hypothécaires côte à côte : paiement, intérêts pendant le terme, solde au renouvellement et coût total.',
  intro:
    'Placez jusqu’à trois hypothèques côte à côte : changez le taux, le terme, l’amortissement, la mise de fonds ou la fréquence des paiements et comparez ce que chacune coûte. Le lien garde tous les scénarios.',
  scenario: 'Scénario {n}',
  addScenario: 'Ajouter un scénario',
  removeScenario: 'Retirer le scénario {n}',
  price: 'Prix de la propriété',
  downPayment: 'Mise de fonds',
  rate: 'Taux d’intérêt (%)',
  term: 'Terme',
  amortization: 'Amortissement',
  frequency: 'Fréquence des paiements',
  resultsTitle: 'Côte à côte',
  resultsCaption: 'Les scénarios comparés',
  measure: 'Donnée',
  mortgage: 'Hypothèque (assurance comprise)',
  premium: 'Prime d’assurance prêt hypothécaire',
  payment: 'Paiement',
  interestOverTerm: 'Intérêts pendant le terme',
  balanceAtTermEnd: 'Solde à la fin du terme',
  totalCost: 'Coût total',
  totalCostHint:
    'Le coût total est la mise de fonds plus tous les paiements sur l’amortissement complet, comme si le taux ne changeait jamais; la prime d’assurance est incluse dans l’hypothèque.',
  firstOrNew: 'Premier achat d’une propriété ou construction neuve',
  firstOrNewHint:
    'Avec moins de 20 % de mise de fonds, le prêt doit être assuré : 25 ans au plus, ou 30 ans pour un premier achat ou une construction neuve, avec une surprime de 0,20 %.',
  notInsurable: {
    'price-at-or-over-cap': 'À ce prix, le prêt ne peut pas être assuré (le plafond est de {cap}) : les prêteurs exigent 20 % de mise de fonds.',
    'below-minimum-down-payment': 'Sous la mise de fonds minimale de {minimum}.',
    'amortization-too-long': 'Un prêt assuré peut s’amortir sur {years} ans au plus pour cet acheteur.',
  },
  withoutPremium: 'Ses chiffres sont calculés sans prime.',
  surcharge: 'La prime comprend la surprime de 0,20 % pour un amortissement de plus de 25 ans.',
  premiumRules: 'La prime suit les règles fédérales en vigueur aujourd’hui : un prêt ne peut être assuré que pour un prix inférieur à {cap}.',
  lowestCost: 'Le {scenario} coûte le moins au total : {cost}, soit {difference} de moins que le {other}.',
  sameCost: 'Les scénarios coûtent la même chose au total.',
  termSentence:
    '{scenario} : un {paymentLabel} de {payment}; pendant le terme de {term}, vous payez {interest} d’intérêts et devez {balance} au renouvellement.',
  talkToAgent: 'Parler à un courtier de ces scénarios',
  dialogTitle: 'Parler à un courtier de ces hypothèques',
  dialogDescription: 'Vos scénarios accompagnent votre message : le courtier voit ce que vous avez comparé.',
  talkToAgentText: 'Un courtier peut trouver les taux derrière chaque scénario et vous dire lequel vous permet de vous qualifier.',
  termYears: '{years} ans',
  moneyInvalid: 'Entrez un montant de 0 $ à 100 000 000 $.',
  downPaymentAbovePrice: 'La mise de fonds ne peut pas dépasser le prix.',
  rateInvalid: 'Entrez un taux de 0 à 30, avec au plus deux décimales.',
  termInvalid: 'Choisissez l’un des termes proposés.',
  amortizationInvalid: 'Choisissez de 1 à 30 ans.',
  frequencyInvalid: 'Choisissez une fréquence de paiement.',
  yesNoInvalid: 'Répondez oui ou non.',
  countInvalid: 'Un lien peut contenir d’un à trois scénarios.',
};

export const compareMortgagesHubMessages: Translation<typeof enHub> = {
  title: 'Comparer des hypothèques',
  text: 'Jusqu’à trois hypothèques côte à côte : paiement, intérêts pendant le terme, solde au renouvellement et coût total.',
  link: 'Comparer côte à côte',
};
