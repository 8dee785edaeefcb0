import type { LegalCopy } from "./types";

export const frenchLegal: LegalCopy = {
  contact: {
    title: "Nous contacter",
    description: "Appelez, écrivez ou rendez visite à {brand} : notre service client répond sous un jour ouvré.",
    eyebrow: "Aide",
    subtitle: "Une question sur un vélo, une commande ou une réparation ? Notre service client à Paris vous répond sous un jour ouvré.",
    headline: "Comment nous joindre",
    sections: [
      ["Téléphone", "Appelez le +33 1 70 00 01 80, du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 16 h."],
      ["E-mail", "Écrivez à care@{slug}.example en indiquant votre numéro de commande si vous en avez un. Nous répondons sous un jour ouvré."],
      ["Nous rendre visite", "{brand} SAS, 40 rue du Faubourg Saint-Denis, 75010 Paris. Des essais sont possibles dans chaque magasin {brand} Junction."],
      ["Presse et partenaires", "Journalistes et revendeurs peuvent écrire à press@{slug}.example et trade@{slug}.example."],
    ],
  },
  delivery: {
    title: "Livraison et retours",
    description: "Livraison gratuite de chaque vélo, expédition sous 2 jours ouvrés et retours sous 30 jours chez {brand}.",
    eyebrow: "Aide",
    subtitle: "Chaque vélo est livré gratuitement, entièrement monté et prêt à rouler, et vous avez 30 jours pour changer d'avis.",
    headline: "Livraison et retours en bref",
    sections: [
      ["Livraison", "Les articles en stock sont expédiés sous 2 jours ouvrés. Les vélos voyagent entièrement montés dans un carton recyclable ; les accessoires arrivent en 2 à 4 jours ouvrés.", "Les vélos sont livrés gratuitement. Les commandes d'accessoires sous le seuil de gratuité paient des frais de livraison forfaitaires indiqués lors du paiement."],
      ["Précommandes", "Les vélos précommandés sont expédiés dans l'ordre des commandes. Nous vous envoyons la date de livraison par e-mail dès que votre vélo quitte l'atelier."],
      ["Retours", "Vous pouvez retourner tout article dans les 30 jours suivant la livraison pour un remboursement intégral. Les vélos doivent être non enregistrés et avoir roulé moins de 50 km ; les accessoires inutilisés et dans leur emballage.", "Contactez notre service client pour organiser un enlèvement gratuit. Le remboursement est effectué sur votre moyen de paiement initial sous 14 jours après réception du retour."],
    ],
  },
  warranty: {
    title: "Garantie",
    description: "Une garantie à vie sur les cadres {brand} et de deux ans sur les pièces, pour les vélos enregistrés par leur propriétaire.",
    eyebrow: "Aide",
    subtitle: "Nous construisons nos vélos pour des années de trajets quotidiens, et nous nous engageons sur leur qualité.",
    headline: "Ce que couvre la garantie",
    sections: [
      ["Cadres et fourches", "Chaque cadre et chaque fourche {brand} bénéficie d'une garantie à vie contre les défauts de fabrication pour le premier propriétaire."],
      ["Pièces et électronique", "Les composants sont garantis deux ans ; la batterie et le moteur des vélos électriques deux ans ou 500 cycles de charge, selon la première échéance."],
      ["Exclusions", "L'usure normale (pneus, plaquettes, chaînes, poignées), les dommages dus à un accident, à une mauvaise utilisation ou à une modification, et les vélos de location ou de course."],
      ["Faire une demande", "Enregistrez votre vélo avec son numéro de série à 10 chiffres, puis contactez le service client ou un magasin {brand} avec une photo du défaut et votre preuve d'achat."],
    ],
  },
  terms: {
    title: "Conditions générales",
    description: "Les conditions auxquelles {brand} vend des vélos et des accessoires sur ce site.",
    eyebrow: "Mentions légales",
    subtitle: "Ces conditions s'appliquent à toute commande passée sur ce site. Merci de les lire avant votre achat.",
    headline: "Conditions générales de vente",
    sections: [
      ["Qui sommes-nous", "Ce site est exploité par {brand} SAS, 40 rue du Faubourg Saint-Denis, 75010 Paris. Vous pouvez nous écrire à care@{slug}.example."],
      ["Votre commande", "Votre commande est une offre d'achat. Le contrat est conclu lorsque nous vous confirmons son expédition par e-mail. Nous pouvons refuser une commande, par exemple si un article est en rupture de stock ou si un prix a été affiché par erreur."],
      ["Prix et paiement", "Les prix sont affichés dans la devise de votre site pays, TVA comprise. Le paiement est prélevé lors de la commande."],
      ["Rétractation", "Vous pouvez vous rétracter dans les 30 jours suivant la livraison, comme indiqué sur notre page livraison et retours. Vos droits légaux ne sont pas affectés."],
      ["Responsabilité", "Rien dans ces conditions ne limite notre responsabilité en cas de dommage corporel causé par notre faute, de fraude ou dans tout autre cas où la loi l'interdit."],
    ],
  },
  privacy: {
    title: "Politique de confidentialité",
    description: "Les données personnelles que {brand} collecte, pourquoi, combien de temps nous les gardons et vos droits.",
    eyebrow: "Mentions légales",
    subtitle: "Nous ne collectons que les données nécessaires pour vendre, livrer et entretenir votre vélo, et nous ne les vendons jamais.",
    headline: "Comment nous utilisons vos données",
    sections: [
      ["Ce que nous collectons", "Vos nom, adresse e-mail, adresses de livraison et de facturation, numéro de téléphone, historique de commandes et, si vous enregistrez un vélo, son numéro de série et sa date d'achat."],
      ["Pourquoi", "Pour traiter et livrer vos commandes, répondre à vos questions, appliquer la garantie et, seulement si vous l'avez accepté, vous envoyer nos actualités et offres."],
      ["Durée de conservation", "Les données de commande sont conservées dix ans pour des raisons comptables. Votre consentement marketing vaut jusqu'à ce que vous le retiriez via le lien de désabonnement de chaque e-mail."],
      ["Vos droits", "Vous pouvez demander l'accès à vos données, leur rectification ou leur effacement, et vous opposer à leur utilisation. Écrivez à privacy@{slug}.example ; vous pouvez aussi saisir la CNIL."],
    ],
  },
  cookies: {
    title: "Politique relative aux cookies",
    description: "Les cookies utilisés par {brand} sur ce site et comment les gérer.",
    eyebrow: "Mentions légales",
    subtitle: "Nous utilisons quelques cookies pour garder votre panier, retenir votre pays et vous garder connecté.",
    headline: "Les cookies de ce site",
    sections: [
      ["Cookies essentiels", "Votre panier, votre choix de pays et de langue et votre connexion sont conservés dans des cookies indispensables au fonctionnement de la boutique. Ils ne peuvent pas être désactivés."],
      ["Préférences", "Votre choix de langue est mémorisé pendant 365 jours, pour que le site s'ouvre dans votre langue la prochaine fois."],
      ["Mesure d'audience", "Avec votre accord, nous mesurons les pages visitées afin d'améliorer la boutique. Ces chiffres sont anonymes."],
      ["Gérer les cookies", "Vous pouvez supprimer les cookies à tout moment dans les réglages de votre navigateur. Sans les cookies essentiels, le panier et le paiement ne fonctionnent pas."],
    ],
  },
};
