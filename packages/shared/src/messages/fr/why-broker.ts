import type { whyBrokerMessages as en } from '../why-broker.ts';
import type { Translation } from '../../i18n/translation.ts';

export const whyBrokerMessages: Translation<typeof en> = {
  cta: 'Parlez à un expert hypothécaire',
  intro:
    "Un prêt hypothécaire est probablement la plus grosse dette de votre vie. Un courtier hypothécaire titulaire de permis travaille pour vous, et non pour un seul prêteur, afin de trouver le prêt hypothécaire adapté à votre vie d'aujourd'hui et à vos projets de demain.",
  advantagesTitle: "Cinq avantages de faire affaire avec un courtier",
  advantages: [
    {
      title: 'Un accès plus large aux prêteurs',
      text: 'Grâce à notre réseau, nous comparons les offres de plus de 50 prêteurs : grandes banques, coopératives de crédit, prêteurs monogammes et prêteurs alternatifs. Une banque ne peut vous offrir que ses propres produits.',
    },
    {
      title: "Des conseils d'experts",
      text: "Des professionnels titulaires de permis vous expliquent en termes simples les taux, les termes, les privilèges de remboursement anticipé, les pénalités et l'assurance prêt hypothécaire, de la préapprobation à la signature, puis à chaque renouvellement.",
    },
    {
      title: "Aucuns frais directs pour l'emprunteur",
      text: "Pour la plupart des prêts hypothécaires résidentiels, le prêteur nous rémunère à la conclusion de votre prêt : nos conseils ne vous coûtent rien. Si des frais s'appliquent, comme c'est parfois le cas pour certains prêts privés ou alternatifs, nous vous les divulguons par écrit avant que vous vous engagiez.",
    },
    {
      title: 'Efficacité',
      text: "Une seule demande, de nombreux prêteurs. Nous magasinons, remplissons la paperasse et faisons le suivi, et nous savons quel prêteur est susceptible d'approuver votre dossier avant de présenter la demande, ce qui évite des vérifications de crédit inutiles.",
    },
    {
      title: 'Des solutions pour tous les emprunteurs',
      text: "Travailleur autonome, nouvel arrivant au Canada, crédit à rebâtir, achat d'un immeuble locatif ou retraite à planifier : nous connaissons les prêteurs et les programmes conçus pour les situations qu'une seule banque refuse souvent.",
    },
  ],
  comparisonTitle: 'Courtier ou banque',
  comparisonIntro:
    'Le spécialiste hypothécaire de votre banque ne peut vendre que ce que sa banque offre. Un courtier place de nombreux prêteurs côte à côte : le taux, les privilèges de remboursement anticipé et les conditions de pénalité sont comparés pour vous.',
  comparisonCaption: "Comparaison entre un courtier hypothécaire et le recours direct à une banque",
  topicColumn: 'Sujet',
  brokerColumn: 'Courtier hypothécaire',
  bankColumn: 'Votre banque',
  brokerLead: 'Courtier hypothécaire : ',
  bankLead: 'Votre banque : ',
  comparison: [
    { topic: 'Prêteurs comparés', broker: 'Plus de 50 banques, coopératives de crédit, prêteurs monogammes et prêteurs alternatifs', bank: 'Un seul : elle-même' },
    { topic: 'Pour qui ils travaillent', broker: "Vous, l'emprunteur", bank: 'La banque' },
    { topic: 'Coût des conseils', broker: 'Généralement rien : le prêteur rémunère le courtier', bank: 'Rien, mais un seul éventail de produits' },
    { topic: 'Au renouvellement', broker: 'Nous magasinons de nouveau votre renouvellement sur tout le marché', bank: 'Une lettre de renouvellement de la même banque' },
    { topic: 'Revenu ou crédit atypique', broker: 'Accès à des prêteurs alternatifs et spécialisés', bank: 'Souvent refusé' },
  ],
  complianceTitle: 'Titulaires de permis et encadrés',
  complianceText:
    "En Ontario, les maisons de courtage d'hypothèques, les courtiers et les agents sont titulaires de permis et supervisés par l'Autorité ontarienne de réglementation des services financiers (ARSF) en vertu de la Loi de 2006 sur les maisons de courtage d'hypothèques, les prêteurs hypothécaires et les administrateurs d'hypothèques.",
  licensedBrokerage: '{brokerage} est une maison de courtage titulaire de permis.',
  licensedBrokerageWithLicence: '{brokerage} est une maison de courtage titulaire de permis : {licence}.',
  compliancePoints: [
    "Nous vous indiquons par écrit avec quels prêteurs nous faisons affaire, comment nous sommes rémunérés et tout conflit d'intérêts.",
    'Nous devons nous assurer que le prêt hypothécaire que nous recommandons convient à vos besoins et à votre situation.',
    'Vos renseignements personnels sont protégés par les lois canadiennes sur la protection des renseignements personnels et servent uniquement à organiser votre financement.',
    "Vous pouvez vérifier le permis de tout agent ou de toute maison de courtage dans le registre public de l'ARSF.",
  ],
  ctaTitle: 'Prêt à comparer vos options?',
  ctaText: 'Parlez-nous de vos projets et un professionnel hypothécaire titulaire de permis vous répondra.',
};
