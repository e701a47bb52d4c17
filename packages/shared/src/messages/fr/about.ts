import type { aboutMessages as en } from '../about.ts';
import type { Translation } from '../../i18n/translation.ts';

export const aboutMessages: Translation<typeof en> = {
  intro:
    "{team} est une équipe de professionnels hypothécaires titulaires de permis chez {brokerage}. Depuis plus de 20 ans, nous aidons les Canadiens à acheter leur première maison, à passer à une plus grande, à renouveler, à refinancer et à investir.",
  introWithNetwork:
    "{team} est une équipe de professionnels hypothécaires titulaires de permis chez {brokerage}, membre du réseau {partner}. Depuis plus de 20 ans, nous aidons les Canadiens à acheter leur première maison, à passer à une plus grande, à renouveler, à refinancer et à investir.",
  factsTitle: "En un coup d'œil",
  facts: [
    { value: '20+', label: "années d'activité" },
    { value: '15+', label: "années d'expérience à la tête de notre équipe" },
    { value: '50+', label: 'prêteurs dans notre réseau' },
    { value: 'Chaque jour', label: 'des taux mis à jour' },
  ],
  storyTitle: 'Qui nous sommes',
  story: [
    "Notre équipe est dirigée par un courtier hypothécaire qui compte plus de 15 ans d'expérience, et chacun de nos agents est titulaire d'un permis de l'Autorité ontarienne de réglementation des services financiers (ARSF). Nous travaillons pour vous, pas pour un prêteur : notre rôle est de trouver le prêt hypothécaire qui convient à votre budget, à vos projets et à votre tranquillité d'esprit.",
    "Grâce à un réseau de plus de 50 prêteurs, des grandes banques aux coopératives de crédit et aux prêteurs alternatifs, nous comparons des offres que vous ne verriez pas en entrant dans une seule succursale. Nos taux sont mis à jour chaque jour : les chiffres que vous voyez sont ceux que nous pouvons obtenir.",
  ],
  howWeWorkTitle: 'Notre façon de travailler',
  howWeWork: [
    'Des conseils en termes simples, et chaque coût et condition vous est communiqué par écrit avant que vous signiez.',
    'Aucuns frais pour vous sur la plupart des prêts hypothécaires résidentiels : le prêteur paie notre rémunération.',
    'Nous restons à vos côtés après la signature et magasinons de nouveau votre prêt hypothécaire à chaque renouvellement.',
    'Des rencontres par téléphone, par vidéo ou en personne, au moment qui vous convient.',
  ],
  teamTitle: "Découvrez l'équipe",
  ctaTitle: 'Parlons de votre prêt hypothécaire',
  ctaText: "Dites-nous ce que vous planifiez, et nous nous occupons du reste.",
};
