import type { defaultPolicyText as enPolicy, privacyPolicyMessages as en } from '../privacy-policy.ts';
import type { Translation } from '../../i18n/translation.ts';

/** Law 25 (s. 3.1) names the privacy officer « la personne responsable de la protection des renseignements personnels ». */
export const privacyPolicyMessages: Translation<typeof en> = {
  title: 'Politique de confidentialité',
  lastUpdated: 'Dernière mise à jour : {date}',
  loadFailed: 'Impossible de charger la politique de confidentialité',
  description:
    'Comment nous recueillons, utilisons, communiquons et protégeons vos renseignements personnels, combien de temps nous les conservons et comment joindre la personne responsable de la protection des renseignements personnels.',

  console: {
    group: 'Confidentialité',
    policy: 'Politique de confidentialité',
    policyHint:
      'En Markdown. Laissez ce champ vide pour publier la politique par défaut, générée à partir de ces paramètres, de la configuration du site et de ses webhooks, et tenue à jour à mesure qu’ils changent.',
    startFromDefault: 'Partir de la politique par défaut',
    startFromDefaultHint: 'Place dans les zones de texte anglaise et française, pour les modifier, la politique par défaut générée à partir des paramètres enregistrés.',
    defaultFailed: 'Impossible de charger la politique par défaut',
    replaceTitle: 'Remplacer le texte de la politique?',
    replaceDescription: 'Le texte des deux zones est remplacé par la politique par défaut dans chaque langue. Rien n’est publié avant que vous enregistriez les paramètres.',
    replaceConfirm: 'Remplacer',
    cancel: 'Annuler',
    officerName: 'Nom de la personne responsable de la protection des renseignements personnels',
    officerEmail: 'Courriel de la personne responsable de la protection des renseignements personnels',
    officerHint:
      'La personne qui répond de la protection des renseignements personnels, nommée dans la politique; les demandes d’accès et de suppression sont adressées à ce courriel.',
  },
};

export const defaultPolicyText: Translation<typeof enPolicy> = {
  thisBrokerage: 'ce cabinet de courtage',
  intro:
    'La présente politique explique comment {brokerage} (« nous ») recueille, utilise, communique et protège les renseignements personnels au moyen de ce site Web. ' +
    'Nous respectons la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et, pour les visiteurs du Québec, ' +
    'la Loi sur la protection des renseignements personnels dans le secteur privé (Loi 25).',

  whoHeading: 'Qui nous sommes',
  whoName: '{name} est un cabinet de courtage hypothécaire.',
  whoLicence: 'Permis : {licence}.',
  whoAddress: 'Adresse postale : {address}.',
  whoPhone: 'Téléphone : {phone}.',

  officerHeading: 'Personne responsable de la protection des renseignements personnels',
  officerNamed:
    '{name} est la personne responsable de la protection des renseignements personnels et répond de la façon dont nous traitons les renseignements personnels.',
  officerUnnamed: 'La personne responsable de la protection des renseignements personnels répond de la façon dont nous traitons les renseignements personnels.',
  officerEmail: 'Écrivez à la personne responsable de la protection des renseignements personnels à l’adresse [{email}](mailto:{mailto}).',
  officerMail: 'Vous pouvez aussi écrire par la poste à : Responsable de la protection des renseignements personnels, {address}.',
  officerNoAddress: 'Joignez la personne responsable de la protection des renseignements personnels au moyen de la page de contact de ce site Web.',

  collectHeading: 'Ce que nous recueillons et pourquoi',
  collectIntro: 'Nous recueillons uniquement ce que vous saisissez dans nos formulaires et dans le clavardage, aux fins indiquées à côté de chacun d’eux :',
  forms: {
    quote:
      '**Demande de soumission** (les boutons « Commencer » et « Soumission de renouvellement » des calculatrices) : votre nom, votre courriel, votre téléphone (facultatif) et les montants que vous avez saisis (prix, mise de fonds, taux, amortissement). Nous les utilisons pour préparer votre soumission et en assurer le suivi.',
    contact:
      '**Formulaire de contact** : vos prénom et nom, votre courriel, votre numéro de téléphone et son type, votre code postal (facultatif), vos commentaires et votre consentement à être contacté. Nous les utilisons pour vous répondre et, comme vous l’avez accepté, pour communiquer avec vous.',
    application:
      '**Demande de prêt hypothécaire** : votre nom, votre courriel, votre téléphone, le montant du prêt hypothécaire et l’adresse de la propriété (facultatif). Nous les utilisons pour commencer votre demande et, avec votre accord, pour la soumettre à des prêteurs.',
    newsletter: '**Infolettre** : votre adresse courriel, pour vous envoyer notre infolettre jusqu’à ce que vous vous désabonniez.',
    becomeBroker:
      '**Devenir courtier** : votre nom, votre courriel, votre téléphone, votre expérience et votre message (facultatif). Nous les utilisons pour étudier votre candidature au sein de notre équipe.',
    chat:
      '**Assistant de clavardage** : les messages que vous écrivez, ainsi que tout nom, courriel, numéro de téléphone ou renseignement hypothécaire que vous y donnez. L’assistant est automatisé; lorsque vous donnez vos coordonnées, la conversation est enregistrée afin qu’un de nos agents puisse assurer un suivi.',
  },
  collectAddress:
    'Lorsque vous envoyez un formulaire ou un message de clavardage, notre serveur voit aussi votre adresse Internet (IP). Nous l’utilisons pour protéger les formulaires contre les abus et, lorsque vous donnez votre consentement (infolettre, formulaire de contact), nous la conservons avec la preuve de ce consentement.',
  collectNoOtherUse: 'Nous n’utilisons pas vos renseignements à d’autres fins sans d’abord vous le demander, et nous ne les vendons pas.',

  shareHeading: 'Qui les reçoit',
  shareTeam: 'Notre équipe hypothécaire : l’agent que vous avez choisi, ou celui à qui votre demande est assignée, et le personnel qui gère les demandes.',
  shareLenders:
    'Les prêteurs et les assureurs hypothécaires, seulement lorsque vous nous demandez d’obtenir un prêt hypothécaire pour vous, et seulement ce dont ils ont besoin à cette fin.',
  processorsIntro: 'Les fournisseurs de services suivants traitent des renseignements pour notre compte :',
  processorsNone: 'Nous ne faisons appel à aucun fournisseur de services externe pour les traiter : ce site Web les conserve sur son propre serveur.',
  processors: {
    mail: 'L’envoi de courriels, par {host} : ce service envoie nos courriels, y compris les avis de vos demandes destinés à notre équipe.',
    storage: 'Le stockage de fichiers, chez {place} : ce service conserve les documents et les images téléversés sur ce site Web.',
    storageAws: 'Amazon S3 (région {region})',
    chatModel: 'Un service d’intelligence artificielle, à l’adresse {host} : ce service traite les messages que vous écrivez à l’assistant de clavardage afin de rédiger ses réponses.',
    webhook: 'Un de nos systèmes relié à ce site Web, à l’adresse {host} : il reçoit les demandes envoyées au moyen de ce site Web dès leur arrivée et à chacune de leurs modifications.',
  },
  processorsDuty:
    'Nous ne transmettons à chaque fournisseur que ce dont son service a besoin, et nous demeurons responsables des renseignements que nous lui communiquons. Les fournisseurs peuvent les conserver ou les traiter à l’extérieur du Québec ou du Canada, où la loi applicable peut permettre aux autorités locales d’y avoir accès.',

  keepHeading: 'Combien de temps nous les conservons',
  keepLeads:
    'Demandes (soumissions, messages de contact, demandes de prêt, candidatures pour se joindre à nous et inscriptions à l’infolettre) : {months} mois après la dernière activité qui les concerne. Elles sont ensuite anonymisées : les noms, les coordonnées et les messages sont supprimés, et seuls des décomptes subsistent.',
  keepTranscripts: 'Conversations de clavardage : {months} mois, puis elles sont supprimées.',
  keepOutbox: 'Copies des courriels envoyés par ce site Web : {days} jours, puis elles sont supprimées.',
  keepConsent:
    'Un abonnement à l’infolettre dure jusqu’à ce que vous vous désabonniez; la preuve de votre consentement et de son retrait est conservée pour en attester.',
  keepBackupsDays:
    'Sauvegardes : la base de données est sauvegardée chaque jour et chaque sauvegarde est supprimée après {days} jours; les renseignements que nous effaçons ou anonymisons disparaissent donc de toutes les sauvegardes dans un délai de {days} jours.',
  keepBackupsHost:
    'Sauvegardes : les copies que conserve l’hébergeur de notre base de données expirent selon son propre calendrier, et les renseignements que nous effaçons ou anonymisons en disparaissent dès leur expiration.',

  rightsHeading: 'Vos droits et comment les exercer',
  rightsAccess:
    '**Accès et rectification** : vous pouvez demander quels renseignements personnels nous détenons à votre sujet, comment nous les avons utilisés et à qui nous les avons communiqués, et les faire rectifier.',
  rightsErasure:
    '**Suppression** : vous pouvez nous demander de les supprimer, sauf ceux que la loi nous oblige à conserver (par exemple, les dossiers qui permettent d’identifier un emprunteur).',
  rightsWithdraw:
    '**Retrait du consentement** : vous pouvez retirer votre consentement en tout temps. Chaque courriel de l’infolettre contient un lien de désabonnement qui prend effet immédiatement, sans qu’il soit nécessaire de se connecter; vous pouvez aussi nous écrire.',
  rightsHow:
    'Adressez votre demande à la personne responsable de la protection des renseignements personnels{contact}. Nous répondons dans un délai de 30 jours et pouvons d’abord vous demander de confirmer votre identité.',
  rightsHowEmail: ' à l’adresse [{email}](mailto:{mailto})',
  rightsComplaint:
    'Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ([priv.gc.ca](https://www.priv.gc.ca/fr)) ou, au Québec, auprès de la Commission d\u2019acc\u00e8s \u00e0 l\u2019information ([cai.gouv.qc.ca](https://www.cai.gouv.qc.ca)).',

  trackingHeading: 'Témoins et suivi',
  trackingNone:
    'Ce site Web ne vous suit pas d’une page à l’autre : il n’utilise aucun témoin publicitaire ou analytique, ni aucun outil externe de suivi ou de profilage. Les visites du profil d’un agent sont comptées sans que personne soit identifié.',
  trackingChat:
    'Le clavardage conserve votre conversation dans votre propre navigateur, pour que vous la retrouviez à votre retour; son bouton « Effacer la conversation » la supprime.',
  trackingStaff: 'Les membres de notre personnel reçoivent un témoin de connexion lorsqu’ils se connectent; les visiteurs n’en reçoivent aucun.',

  safeguardsHeading: 'Comment nous les protégeons',
  safeguards:
    'L’accès est limité aux personnes qui en ont besoin : chaque agent ne voit que les demandes qui lui sont assignées. Les membres du personnel se connectent avec leur propre compte, dont le mot de passe n’est conservé que sous forme de hachage irréversible.',

  changesHeading: 'Modifications de la présente politique',
  changes: 'Lorsque la présente politique est modifiée, le nouveau texte est publié sur cette page, et la date indiquée en haut de la page précise quand.',
};
