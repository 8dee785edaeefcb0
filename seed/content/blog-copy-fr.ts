import type { ArticleCopy, CtaCopy } from "./blog-types";

/** French copy of the demo blog. */
export const frenchArticles: Record<string, ArticleCopy> = {
  "commuting-with-a-folding-bike": {
    eyebrow: "Guides",
    title: "Aller au travail en vélo pliant : le guide du débutant",
    excerpt: "Dix minutes au grand air plutôt qu’un bus bondé. Comment combiner vélo et train, quoi porter et où ranger votre vélo pendant la journée.",
    imageAlt: "Une cycliste avec un vélo plié se dirige vers une gare au lever du soleil",
    intro: "La plupart de nos clients se mettent au vélo pliant pour une seule raison : le trajet domicile-travail. Le dernier kilomètre depuis la gare devient le meilleur moment de la journée.",
    sections: [
      ["Préparez l’itinéraire, pas seulement la sortie", "Faites le trajet une fois le week-end. Repérez les rues calmes et les pistes cyclables, et chronométrez le parcours jusqu’au quai : la plupart sont surpris de sa brièveté."],
      ["Roulez tranquille, arrivez prêt à travailler", "À allure modérée, pas besoin de douche. Une veste de pluie légère, des pinces à pantalon et une sacoche sur le porte-bagages avant vous gardent au sec, vous et votre ordinateur."],
      ["Où mettre le vélo pendant la journée", "Plié, votre vélo se glisse sous un bureau ou dans un placard. Pas d’arceau, pas d’antivol, pas de souci de météo."],
    ],
    quote: ["J’ai gagné quarante minutes par jour et résilié mon abonnement de transport.", "Priya, roule en 6 vitesses à Londres"],
  },
  "how-to-fold-in-ten-seconds": {
    eyebrow: "Guides",
    title: "Plier son vélo en dix secondes",
    excerpt: "Trois gestes, un seul mouvement fluide. Notre atelier montre le pliage que chaque nouveau propriétaire devrait répéter jusqu’à ce qu’il devienne naturel.",
    imageAlt: "Un vélo pliant montré en trois étapes de pliage",
    intro: "Chaque vélo pliant a son rythme. Une fois acquis, vous pliez sans y penser : au portillon, à l’entrée d’un café ou au pied de l’escalier.",
    sections: [
      ["La roue arrière d’abord", "Soulevez légèrement la selle et faites rebondir le cadre : la roue arrière passe sous le cadre et le vélo tient debout tout seul."],
      ["Puis l’avant et le guidon", "Ouvrez la charnière, amenez la roue avant contre la roue arrière et rabattez le guidon. Abaissez la selle pour tout verrouiller."],
      ["Entraînez-vous à la maison", "Pliez et dépliez cinq fois dans l’entrée avant votre première sortie. En fin de semaine, vous passerez sous les dix secondes."],
    ],
  },
  "bike-and-train-travel-guide": {
    eyebrow: "Voyage",
    title: "Train et vélo : voyager en Europe avec un vélo pliant",
    excerpt: "Les vélos pliés voyagent gratuitement dans la plupart des trains européens. Notre guide pour réserver, monter à bord et découvrir une ville à vélo.",
    imageAlt: "Un vélo plié à côté d’un train à grande vitesse sur un quai",
    intro: "Un vélo classique exige réservation, compartiment spécial et un peu de chance. Un vélo plié est un bagage : il va où vous allez.",
    sections: [
      ["Vérifiez les règles bagages", "La plupart des compagnies considèrent un vélo plié comme un bagage à main, à condition qu’il soit plié avant de monter. Une housse protège les autres voyageurs de la chaîne."],
      ["Montez en dernier, près du porte-bagages", "Laissez monter la foule, puis glissez le vélo dans le porte-bagages ou entre les dossiers. Gardez-le en vue : vous descendrez le premier."],
      ["Dépliez et explorez", "Descendez du train, dépliez et filez vers la vieille ville, sans file de taxis ni horaires de bus."],
    ],
  },
  "winter-riding-checklist": {
    eyebrow: "Entretien",
    title: "Votre check-list pour rouler l’hiver",
    excerpt: "Jours courts, routes mouillées et sel. Les vérifications qui vous permettent, à vous et à votre vélo, de rouler en sécurité pendant les mois froids.",
    imageAlt: "Un vélo pliant aux phares lumineux dans une rue enneigée le soir",
    intro: "C’est en hiver qu’un vélo bien entretenu fait la différence. Dix minutes par semaine gardent la transmission silencieuse et les freins efficaces.",
    sections: [
      ["Voir et être vu", "Installez des éclairages avant et arrière puissants et rechargez-les chaque week-end. Des détails réfléchissants sur le sac et les chevilles vous rendent visible de côté."],
      ["Adhérence et freinage", "Baissez légèrement la pression des pneus pour plus d’adhérence et contrôlez les patins : les gravillons les usent bien plus vite en hiver."],
      ["Rincez le sel", "Le sel attaque les chaînes. Rincez le vélo à l’eau claire après les sorties salées, séchez la chaîne et ajoutez une goutte de lubrifiant pluie."],
    ],
  },
  "choosing-the-right-gear-range": {
    eyebrow: "Guides",
    title: "Monovitesse, 6 ou 12 vitesses ? Bien choisir sa transmission",
    excerpt: "Centre-ville plat ou banlieue vallonnée ? Comment choisir la plage de vitesses adaptée à vos trajets, vos bagages et vos jambes.",
    imageAlt: "Gros plan sur le moyeu arrière et la chaîne d’un vélo pliant",
    intro: "Les vitesses sont le choix qui inquiète le plus les nouveaux cyclistes. Bonne nouvelle : il n’y a pas de mauvaise réponse, seulement un meilleur choix.",
    sections: [
      ["Monovitesse pour les villes plates", "Moins de pièces, moins de poids et presque aucun entretien. Idéal pour des trajets plats de quelques kilomètres."],
      ["6 vitesses pour le quotidien", "Une plage suffisante pour les ponts, les côtes et une sacoche chargée, sans le poids d’un équipement de randonnée."],
      ["12 vitesses pour les longues journées", "Des écarts resserrés entre les rapports gardent une cadence régulière sur les longues sorties et les montées raides."],
    ],
  },
  "electric-folding-bikes-explained": {
    eyebrow: "Électrique",
    title: "Le vélo pliant électrique, expliqué simplement",
    excerpt: "Comment le moteur vous aide, quelle autonomie attendre et pourquoi un pliant électrique se porte toujours facilement dans l’escalier.",
    imageAlt: "Un vélo pliant électrique gravit une colline au-dessus de la ville",
    intro: "Un vélo pliant électrique ne pédale pas à votre place. Il gomme les côtes et le vent de face pour que vous arriviez frais.",
    sections: [
      ["Une assistance, pas un cyclomoteur", "Le moteur n’aide que lorsque vous pédalez et s’arrête à 25 km/h, comme l’exige la loi dans la plupart des pays européens."],
      ["L’autonomie au quotidien", "Comptez 40 à 70 km par charge selon le relief, la charge transportée et le niveau d’assistance choisi."],
      ["Une batterie amovible", "La batterie se retire en quelques secondes : rechargez-la au bureau et portez le vélo séparément."],
    ],
  },
  "city-break-by-folding-bike": {
    eyebrow: "Voyage",
    title: "Un week-end en ville en vélo pliant",
    excerpt: "Quarante-huit heures, un sac et un vélo qui tient dans la chambre d’hôtel. Notre façon préférée de découvrir une ville.",
    imageAlt: "Un vélo pliant garé sur un pont devant les toits d’une ville",
    intro: "À pied, on découvre un quartier ; à vélo, toute la ville. Avec un pliant, nul besoin de chercher un loueur ou une borne de retour.",
    sections: [
      ["Voyagez léger", "Une sacoche avant suffit pour des vêtements de rechange, un antivol et un chargeur. Le reste peut rester à la maison."],
      ["Partez tôt", "Les rues sont calmes avant neuf heures. Roulez d’abord jusqu’aux monuments, puis pliez le vélo et flânez dans le centre animé."],
    ],
  },
  "five-minute-maintenance-routine": {
    eyebrow: "Entretien",
    title: "L’entretien en cinq minutes",
    excerpt: "Pneus, chaîne, freins et charnières : une routine hebdomadaire rapide pour un vélo sûr et moins de passages à l’atelier.",
    imageAlt: "Une pompe, un chiffon et un flacon de lubrifiant à côté d’un vélo pliant",
    intro: "Pas besoin d’atelier pour garder un vélo pliant en forme. Une pompe, un chiffon et cinq minutes le dimanche suffisent.",
    sections: [
      ["Gonfler et inspecter", "Gonflez les pneus à la pression indiquée sur le flanc et cherchez coupures ou éclats de verre. Les petites roues perdent leur pression plus vite."],
      ["Chaîne propre, charnières fermes", "Essuyez la chaîne, lubrifiez légèrement et vérifiez que chaque charnière se ferme fermement. Une charnière lâche ? Passez en magasin."],
    ],
  },
  "inside-our-frame-workshop": {
    eyebrow: "Dans les coulisses",
    title: "Dans notre atelier de cadres",
    excerpt: "Chaque cadre est brasé à la main. Rencontrez l’équipe qui transforme des tubes d’acier en vélos pliés des milliers de fois.",
    imageAlt: "Un artisan brase un cadre en acier dans l’atelier",
    intro: "Nos cadres sont fabriqués par une petite équipe de braseurs, chacun formé pendant plus d’un an avant de signer son premier cadre.",
    sections: [
      ["Un acier qui dure", "Nous choisissons l’acier pour sa solidité et pour la manière dont il absorbe les routes abîmées. Un cadre bien entretenu survit à la plupart des voitures."],
      ["Testé pour être plié", "Chaque charnière est pliée et dépliée des dizaines de milliers de fois sur notre banc d’essai avant d’arriver en magasin."],
    ],
    quote: ["On reconnaît qui a brasé un cadre en regardant les raccords. Nous signons tous notre travail.", "Dev, cadreur"],
  },
  "safe-storage-at-home-and-work": {
    eyebrow: "Guides",
    title: "Pas de local à vélos ? Ranger son vélo pliant chez soi et au bureau",
    excerpt: "Un vélo plié prend moins de place qu’une valise. Des idées malines pour l’appartement, l’entrée et le bureau.",
    imageAlt: "Un vélo plié dans une entrée lumineuse à côté d’un porte-manteau",
    intro: "Le vélo le plus sûr est celui que vous gardez avec vous. Plié, il tient debout dans un coin et ne vous quitte jamais des yeux.",
    sections: [
      ["À la maison", "Rangez-le plié sous l’escalier, dans un placard ou sur un simple crochet mural. Une housse protège vos vêtements de la chaîne."],
      ["Au bureau", "La plupart des entreprises acceptent un vélo sous le bureau. Demandez un casier, un placard ou un coin près de l’accueil."],
    ],
  },
  "bike-subscription-how-it-works": {
    eyebrow: "Abonnement",
    title: "Comment fonctionne l’abonnement vélo",
    excerpt: "Un prix mensuel pour le vélo, l’entretien et l’assurance vol. À qui s’adresse l’abonnement et comment démarrer.",
    imageAlt: "Un calendrier et un vélo pliant illustrant un abonnement mensuel",
    intro: "L’abonnement vous permet de rouler sur un {brand} neuf sans le payer d’avance. Idéal pour les nouveaux cyclistes et pour essayer avant de s’engager.",
    sections: [
      ["Ce qui est inclus", "Votre mensualité couvre le vélo, une révision annuelle et l’assurance vol et dommages. Vous pouvez suspendre, changer ou acheter le vélo plus tard."],
      ["Pour commencer", "Choisissez un vélo et une formule, connectez-vous et confirmez votre identité une seule fois. Cela prend quelques minutes et votre vélo est expédié comme d’habitude."],
    ],
  },
  "riding-in-the-rain": {
    eyebrow: "Guides",
    title: "Rouler sous la pluie sans galérer",
    excerpt: "Garde-boue, bonne veste et quelques astuces pour les routes mouillées. Les jours de pluie peuvent rester de beaux jours de vélo.",
    imageAlt: "Une personne roule en vélo pliant sous une pluie fine",
    intro: "La pluie est la raison la plus fréquente de laisser le vélo à la maison, et souvent la moins justifiée.",
    sections: [
      ["Installez des garde-boue", "Les garde-boue protègent votre dos et votre sacoche des projections. Sur un vélo pliant, ils se plient avec lui."],
      ["Roulez en souplesse", "Freinez plus tôt, prenez les virages en douceur et évitez les marquages au sol et les plaques métalliques, glissants sous la pluie."],
    ],
  },
};

export const frenchCtas: CtaCopy = {
  bikes: ["Trouvez votre vélo pliant", "Voir les vélos"],
  accessories: ["L’équipement pour chaque sortie", "Voir les accessoires"],
  stores: ["Essayez-en un près de chez vous", "Trouver un magasin"],
  electric: ["Allez plus loin avec moins d’effort", "Voir les vélos électriques"],
};
