import type { mortgageOptionsMessages as en } from '../mortgage-options.ts';
import type { Translation } from '../../i18n/translation.ts';

export const mortgageOptionsMessages: Translation<typeof en> = {
  intro:
    "Le bon prêt hypothécaire, ce n'est pas qu'une question de taux. Voici les principaux choix que font les emprunteurs canadiens, et ce que chacun signifie pour vos versements et votre marge de manœuvre.",
  typesTitle: 'Types de prêts hypothécaires',
  choices: [
    {
      title: 'Prêt hypothécaire à taux fixe',
      text: "Votre taux d'intérêt et votre versement restent les mêmes pendant tout le terme, généralement de 1 à 7 ans, le terme de 5 ans étant le plus populaire.",
      points: ['Un budget prévisible', 'Une protection si les taux montent', 'Rompre le terme avant la fin coûte généralement plus cher en pénalités'],
    },
    {
      title: 'Prêt hypothécaire à taux variable',
      text: "Votre taux suit le taux préférentiel du prêteur. Historiquement, il a souvent coûté moins cher à la longue, mais votre versement ou votre période d'amortissement peut changer.",
      points: [
        'Un taux de départ souvent plus bas',
        "Une pénalité généralement limitée à trois mois d'intérêts",
        'La plupart des prêteurs vous permettent de passer à un taux fixe',
      ],
    },
    {
      title: 'Ouvert ou fermé',
      text: 'Un prêt hypothécaire ouvert peut être remboursé en entier à tout moment sans pénalité, à un taux plus élevé. Un prêt hypothécaire fermé offre un taux plus bas et limite les remboursements anticipés.',
      points: ['Ouvert : idéal si vous prévoyez vendre ou rembourser bientôt', 'Fermé : les taux les plus bas pour la plupart des emprunteurs'],
    },
    {
      title: 'Marge de crédit hypothécaire',
      text: "Une marge de crédit renouvelable garantie par votre maison. Empruntez, remboursez et empruntez de nouveau, en ne payant de l'intérêt que sur ce que vous utilisez.",
      points: [
        "Rénovations, études ou imprévus",
        "Combinée à un prêt hypothécaire, jusqu'à 80 % de la valeur de votre maison",
        'Des versements minimums composés des intérêts seulement',
      ],
    },
    {
      title: 'Prêt hypothécaire inversé',
      text: "Pour les propriétaires de 55 ans et plus : transformez une partie de la valeur nette de votre maison en argent libre d'impôt, tout en continuant d'y habiter.",
      points: ["Aucun versement régulier tant que vous habitez la maison", 'Offert dès 55 ans', 'Remboursé à la vente de la maison'],
    },
  ],
  featuresTitle: 'Des caractéristiques à connaître',
  features: [
    {
      title: 'Privilèges de remboursement anticipé',
      text: "La plupart des prêts hypothécaires fermés vous permettent de rembourser chaque année jusqu'à 20 % du montant initial sans pénalité, par des montants forfaitaires, des versements plus élevés, ou les deux.",
    },
    {
      title: 'Préapprobation avec garantie de taux',
      text: "Une préapprobation vous indique combien vous pouvez emprunter et garantit un taux jusqu'à 120 jours pendant vos recherches : une hausse de taux ne vous surprendra pas en cours de route.",
    },
    {
      title: 'Amortissement et fréquence des versements',
      text: "Les prêts hypothécaires assurés s'amortissent sur 25 ans au plus (30 ans pour les premiers acheteurs et les constructions neuves); les prêts non assurés peuvent aller jusqu'à 30 ans. Des versements aux deux semaines accélérés peuvent retrancher des années.",
    },
  ],
  featuresNote:
    "Les termes, les privilèges de remboursement anticipé et les pénalités varient selon le prêteur et le produit, et sont sous réserve d'approbation. Nous vous confirmons par écrit les détails de toute offre.",
  ctaTitle: 'Vous ne savez pas lequel vous convient?',
  ctaText: 'Faites le calcul, puis parlez-en avec un professionnel hypothécaire titulaire de permis.',
};
