import type { Language } from '@maple/shared/i18n/languages';

/** The words that tell the built-in engine what a question asks, in the language it is asked in. */
export type QuestionCues = {
  downPaymentWords: RegExp;
  paymentWords: RegExp;
  affordWords: RegExp;
  incomeWords: RegExp;
  rateWords: RegExp;
  rateQuestion: RegExp;
  notRateLookup: RegExp;
  /** Asking for a payment figure, worded so "Is bi-weekly better than monthly payments?" is not one. */
  paymentQuestion: RegExp;
  notPaymentFigure: RegExp;
  downQuestion: RegExp;
  /** A question about a payment that names its down payment ("le paiement ... avec 10 % de mise de fonds"), not one about the down payment. */
  paymentNotDown: RegExp;
  minimumQuestion: RegExp;
  insuranceWords: RegExp;
  otherInsurance: RegExp;
  greetingOnly: RegExp;
  thanksOnly: RegExp;
  /** "5 year", "5-yr", "5 ans": the term's years in group 1. */
  term: RegExp;
  fixed: RegExp;
  variable: RegExp;
};

const english: QuestionCues = {
  downPaymentWords: /\b(down\s*-?\s*payments?|downpayments?|put down|deposit)\b/i,
  paymentWords: /\b(payments?|pay|monthly|cost me|instal+ments?)\b/i,
  affordWords: /\b(afford|affordability|borrow|qualify for|how (much|big) (a )?(house|home|mortgage))\b/i,
  incomeWords: /\b(income|salary|earn|earning|make|making|household)\b/i,
  rateWords: /\b(rates?|interest)\b/i,
  rateQuestion: /\b(best|current|currently|today|today's|todays|lowest|now|latest|your|what are|what's|what is|what|offer|have|cheapest|fixed|variable)\b|\d+\s*-?\s*(year|yr)/i,
  notRateLookup: /\b(hold|stress|qualif\w*|differential|prime|set|decide|choose|should|differen\w*|better|vs|versus|penalt\w*|compar\w*|frequenc\w*|explain|how are|why|drop|go down|go up|forecast|wait|predict)\b/i,
  paymentQuestion: /\b(?:what|how much)\b[^?.!]*\b(?:payments?|pay)\b/i,
  notPaymentFigure: /\b(miss\w*|late|skip\w*|lump|prepay\w*|extra|double|frequenc\w*|bi-?weekly|weekly|accelerated|penalt\w*|insurance)\b/i,
  downQuestion: /\b(minimum|min|need|required|how much|what)\b/i,
  // English says "10% down", never "down payment", when it gives one for a payment question.
  paymentNotDown: /(?!)/,
  minimumQuestion: /\b(minimum|min|how much|need|needed|required|enough)\b/i,
  insuranceWords: /\b(cmhc|sagen|canada guaranty|default insurance|mortgage insurance|insurance premium|premium|insured|insurable)\b/i,
  otherInsurance: /\b(title|life|home|house|property|disability|critical illness|creditor)\s+insurance\b/i,
  greetingOnly: /^\s*(hi|hello|hey|bonjour|good (morning|afternoon|evening)|greetings)[\s!.,]*$/i,
  thanksOnly: /^\s*(thanks|thank you|thx|great|perfect|ok|okay|cool|awesome)[\s!.,]*(so much|a lot)?[\s!.,]*$/i,
  term: /\b(\d{1,2})\s*-?\s*(?:year|yr)s?\b/i,
  fixed: /\bfixed\b/i,
  variable: /\b(variable|adjustable|arm)\b/i,
};

// French words are matched between letters that are not letters (accents included), since \b only knows ASCII.
const w = (words: string) => new RegExp(`(?<![\\p{L}\\d])(?:${words})(?![\\p{L}])`, 'iu');

const french: QuestionCues = {
  downPaymentWords: w(`mise\\s+de\\s+fonds|mises\\s+de\\s+fonds|comptant|acompte`),
  paymentWords: w(`versements?|paiements?|mensualités?|payer|paierais|paierai|rembourser\\s+par\\s+mois|coûterait|par\\s+mois`),
  affordWords: w(`capacité\\s+d['’]emprunt|emprunter|empruntable|les\\s+moyens|me\\s+permettre|nous\\s+permettre|qualifier\\s+pour|admissible\\s+à|quel\\s+prix\\s+de\\s+maison|combien\\s+(?:puis|pourrais|peut)[-\\s]?(?:je|on|nous)?\\s*(?:emprunter|acheter)`),
  incomeWords: w(`revenus?|salaire|gagne\\p{L}*|ménage`),
  rateWords: w(`taux|intérêts?`),
  rateQuestion: /(?<![\p{L}])(?:meilleurs?|meilleure|actuels?|actuelle|aujourd['’]hui|présentement|maintenant|plus\s+bas|quels?|quelles?|votre|vos|offrez|avez|fixes?|variables?)(?![\p{L}])|\d+\s*-?\s*ans?(?![\p{L}])/iu,
  notRateLookup: w(`garanti\\p{L}*|bloquer|test|résistance|qualifi\\p{L}*|différentiel|préférentiel|directeur|choisir|devrais|différence|mieux|pénalit\\p{L}*|compar\\p{L}*|fréquence|expliqu\\p{L}*|pourquoi|baiss\\p{L}*|monter|montent|prévision\\p{L}*|attendre|prédire|fixés`),
  paymentQuestion: /(?<![\p{L}])(?:combien|quel(?:le)?s?|calcule\p{L}*)(?![\p{L}])[^?.!]*(?<![\p{L}])(?:versements?|paiements?|mensualités?|payer|paierais)(?![\p{L}])/iu,
  notPaymentFigure: w(`manqu\\p{L}*|retard|sauter|forfaitaires?|anticipé\\p{L}*|supplémentaires?|doubler?|fréquence|deux\\s+semaines|hebdomadaires?|accéléré\\p{L}*|pénalit\\p{L}*|assurance`),
  downQuestion: w(`minimum|minimale|min|faut|besoin|requise?|combien|quel\\p{L}*`),
  paymentNotDown: w(`versements?|paiements?|mensualités?`),
  minimumQuestion: w(`minimum|minimale|min|combien|faut|besoin|requise?|suffisante?`),
  insuranceWords: w(`schl|cmhc|sagen|canada\\s+guaranty|assurance[-\\s]prêt|assurance\\s+prêt\\s+hypothécaire|assurance\\s+hypothécaire|prime\\s+d['’]assurance|prime|assuré|assurable`),
  otherInsurance: w(`assurance\\s+(?:titres?|vie|habitation|maison|invalidité|maladies?\\s+graves?|crédit)`),
  greetingOnly: /^\s*(bonjour|salut|allo|allô|bonsoir|bon\s+matin|coucou)[\s!.,]*$/iu,
  thanksOnly: /^\s*(merci|merci\s+beaucoup|parfait|d['’]accord|ok|super|génial|excellent)[\s!.,]*(beaucoup|bien)?[\s!.,]*$/iu,
  term: /(?<![\p{L}\d])(\d{1,2})\s*-?\s*(?:ans?|années?)(?![\p{L}])/iu,
  fixed: w(`fixes?`),
  variable: w(`variables?`),
};

export const questionCues: Readonly<Record<Language, QuestionCues>> = { en: english, fr: french };
