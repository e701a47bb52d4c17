import type { chatAnswerTemplates as enTemplates, chatMessages as en } from '../chat.ts';
import type { Translation } from '../../i18n/translation.ts';

/** The chat assistant's texts; `{name}` is the assistant's name from the site settings. */
export const chatMessages: Translation<typeof en> = {
  clearChat: 'Effacer la conversation',
  clearConfirmTitle: 'Effacer cette conversation?',
  clearConfirmBody: "Vos messages avec l'assistant seront supprimés de ce navigateur.",
  clearConfirm: 'Effacer la conversation',
  cancel: 'Annuler',
  close: 'Fermer la conversation',
  placeholder: 'Posez-moi vos questions sur les hypothèques...',
  busyPlaceholder: 'Veuillez patienter...',
  inputLabel: 'Votre message',
  send: 'Envoyer le message',
  hintEnter: 'Appuyez sur Entrée pour envoyer',
  hintShiftEnter: 'Maj + Entrée pour changer de ligne',
  typing: "L'assistant écrit",
  suggestedHeading: 'Questions suggérées',
  you: 'Vous',
  conversation: 'Conversation',
  dialogDescription:
    'Posez vos questions sur les taux, les versements, la mise de fonds et plus encore. Les réponses viennent de {name}; un agent titulaire de permis peut faire le suivi.',
  assistantFallbackName: 'Assistant hypothécaire',
  greeting:
    "Bonjour! Je suis {name}. Posez-moi vos questions sur les taux du jour, les versements, la mise de fonds ou les étapes de l'achat, ou laissez votre nom, votre courriel et votre numéro de téléphone, et un agent titulaire de permis communiquera avec vous.",
  suggestions: [
    'Quels sont les meilleurs taux hypothécaires du jour?',
    "De combien ai-je besoin pour la mise de fonds?",
    'Quel est le versement sur 400 000 $ à 4,5 % sur 25 ans?',
    'Combien puis-je me permettre avec un revenu de 100 000 $?',
    "Qu'est-ce que le test de résistance hypothécaire?",
    'Comment obtenir une préapprobation?',
  ],
  answerErrorTitle: 'Erreur',
  answerError: "J'ai de la difficulté à répondre en ce moment. Veuillez réessayer ou parler à un agent hypothécaire.",
  noAnswer:
    "Désolé, je n'ai pas trouvé de réponse à cette question. Je peux vous mettre en contact avec un agent hypothécaire titulaire de permis pour une aide personnalisée.",
  leadSaveError: "Un problème est survenu lors de l'enregistrement de vos renseignements. Veuillez réessayer ou nous appeler directement.",
  generalError: "Une erreur s'est produite. Veuillez réessayer.",
  invalidSession: "La session de conversation n'est pas valide. Effacez la conversation et réessayez.",
  invalidMessages: "La conversation n'est pas valide. Effacez la conversation et réessayez.",
  tooManyMessages: 'Cette conversation est trop longue. Effacez-la pour en commencer une nouvelle.',
  messageTooLong: 'Veuillez limiter chaque message à moins de 2 000 caractères.',
  emptyMessage: 'Veuillez écrire un message.',
  lastMustBeVisitor: 'Le dernier message doit être le vôtre.',
  invalidAgent: "Cet agent n'est pas disponible.",
};

/** The built-in engine's answers around live figures; `{…}` are filled in by the server. */
export const chatAnswerTemplates: Translation<typeof enTemplates> = {
  bestRate:
    "Notre meilleur taux {type} {term} aujourd'hui est de {rate} ({mortgageType}, {province}), par rapport à un taux affiché de {posted}.",
  bestRateAny: "Notre taux le plus bas aujourd'hui est de {rate} pour un prêt hypothécaire {type} {term} ({mortgageType}, {province}).",
  rateDisclaimer: 'Votre propre taux dépend de votre mise de fonds, de votre crédit et de la propriété.',
  noRate: "Je n'ai pas de taux {type} {term} à vous citer en ce moment, et je ne vais pas en inventer un.",
  payment: 'Le versement mensuel sur {amount} à {rate} sur {years} ans est de {payment}.',
  paymentAtCurrentRate:
    "À notre meilleur taux fixe de 5 ans aujourd'hui, {rate}, le versement mensuel sur {amount} sur {years} ans est de {payment}.",
  paymentNeedsRate:
    'Indiquez-moi aussi le taux, par exemple « versement sur {amount} à 4,5 % sur 25 ans », et je le calculerai au cent près.',
  minimumDown: 'Pour une propriété de {price}, la mise de fonds minimale est de {minimum} ({percent} du prix).',
  minimumDownInsurance: "Avec une mise de fonds de moins de 20 % ({twenty}), le prêt hypothécaire doit être assuré contre le défaut de paiement.",
  affordability:
    "Avec un revenu de {income} et une mise de fonds de {down}, à {rate} sur {years} ans, vous pourriez vous permettre une propriété d'environ {price} (un prêt hypothécaire de {mortgage}, soit {payment} par mois), selon des ratios d'amortissement de la dette de 32 % et 40 %, avant vos autres dettes.",
  offerAgent:
    'Voulez-vous passer en revue ces chiffres avec un agent hypothécaire titulaire de permis? Indiquez simplement votre nom, votre courriel et votre numéro de téléphone.',
  greeting: "Bonjour! Je suis {name}. Comment puis-je vous aider avec votre prêt hypothécaire aujourd'hui?",
  thanks: 'Avec plaisir! Puis-je vous aider avec autre chose?',
  askContact: 'Merci, {name}! À quelle adresse courriel ou à quel numéro de téléphone un agent peut-il vous joindre?',
  leadSaved: "Merci{name}! J'ai transmis vos coordonnées à un agent hypothécaire titulaire de permis, qui communiquera avec vous sous peu.",
  leadSavedAgent: "Merci{name}! J'ai transmis vos coordonnées à {agent}, qui communiquera avec vous sous peu.",
};
