import type { LegalCopy } from "./types";

export const dutchLegal: LegalCopy = {
  contact: {
    title: "Contact",
    description: "Bel, schrijf of bezoek {brand}: onze klantenservice antwoordt binnen één werkdag.",
    eyebrow: "Hulp",
    subtitle: "Vragen over een fiets, een bestelling of een reparatie? Onze klantenservice in Amsterdam antwoordt binnen één werkdag.",
    headline: "Zo bereik je ons",
    sections: [
      ["Telefoon", "Bel +31 20 000 0180, maandag tot en met vrijdag van 9.00 tot 18.00 uur en zaterdag van 10.00 tot 16.00 uur."],
      ["E-mail", "Mail naar care@{slug}.example en vermeld je bestelnummer als je dat hebt. We antwoorden binnen één werkdag."],
      ["Kom langs", "{brand} B.V., Westerstraat 120, 1015 MN Amsterdam. Proefritten kunnen in elke {brand} Junction-winkel."],
      ["Pers en partners", "Journalisten en dealers kunnen mailen naar press@{slug}.example en trade@{slug}.example."],
    ],
  },
  delivery: {
    title: "Verzending & retour",
    description: "Gratis verzending van elke fiets, verzonden binnen 2 werkdagen en 30 dagen retour bij {brand}.",
    eyebrow: "Hulp",
    subtitle: "Elke fiets wordt gratis, volledig gemonteerd en rijklaar bezorgd, en je hebt 30 dagen bedenktijd.",
    headline: "Verzending en retour in het kort",
    sections: [
      ["Verzending", "Artikelen op voorraad verzenden we binnen 2 werkdagen. Fietsen reizen volledig gemonteerd in een recyclebare doos; accessoires komen binnen 2 tot 4 werkdagen.", "Fietsen bezorgen we gratis. Voor bestellingen met alleen accessoires onder de grens voor gratis verzending geldt een vast tarief dat je bij het afrekenen ziet."],
      ["Voorbestellingen", "Voorbestelde fietsen verzenden we in volgorde van bestelling. Zodra je fiets de werkplaats verlaat, mailen we je de leverdatum."],
      ["Retourneren", "Je kunt elk artikel binnen 30 dagen na levering retourneren en krijgt het volledige bedrag terug. Fietsen moeten ongeregistreerd zijn en minder dan 50 km gereden hebben; accessoires ongebruikt en in de verpakking.", "Neem contact op met de klantenservice voor een gratis ophaalafspraak. Het geld staat binnen 14 dagen na ontvangst van de retour op je oorspronkelijke betaalmethode."],
    ],
  },
  warranty: {
    title: "Garantie",
    description: "Levenslange garantie op {brand}-frames en twee jaar op onderdelen, voor fietsen die hun eigenaar heeft geregistreerd.",
    eyebrow: "Hulp",
    subtitle: "We bouwen onze fietsen voor een leven lang woon-werkverkeer, en daar staan we voor.",
    headline: "Wat de garantie dekt",
    sections: [
      ["Frames en vorken", "Elk {brand}-frame en elke vork heeft voor de eerste eigenaar levenslange garantie op fabricagefouten."],
      ["Onderdelen en elektronica", "Onderdelen vallen twee jaar onder de garantie; accu en motor van elektrische fietsen twee jaar of 500 laadcycli, wat het eerst komt."],
      ["Niet gedekt", "Normale slijtage (banden, remblokken, kettingen, handvatten), schade door ongelukken, verkeerd gebruik of aanpassingen, en fietsen voor verhuur of wedstrijden."],
      ["Een claim indienen", "Registreer je fiets met het 10-cijferige serienummer en neem dan contact op met de klantenservice of een {brand}-winkel, met een foto van het defect en je aankoopbewijs."],
    ],
  },
  terms: {
    title: "Algemene voorwaarden",
    description: "De voorwaarden waaronder {brand} fietsen en accessoires verkoopt via deze website.",
    eyebrow: "Juridisch",
    subtitle: "Deze voorwaarden gelden voor elke bestelling op deze website. Lees ze voordat je koopt.",
    headline: "Verkoopvoorwaarden",
    sections: [
      ["Wie we zijn", "Deze website wordt beheerd door {brand} B.V., Westerstraat 120, 1015 MN Amsterdam. Je bereikt ons via care@{slug}.example."],
      ["Je bestelling", "Je bestelling is een aanbod tot koop. De overeenkomst komt tot stand wanneer we je per e-mail laten weten dat je bestelling is verzonden. We kunnen een bestelling weigeren, bijvoorbeeld als een artikel niet op voorraad is of een prijs per vergissing is getoond."],
      ["Prijzen en betaling", "Prijzen staan in de valuta van je landensite en zijn inclusief btw. De betaling wordt afgeschreven bij het plaatsen van de bestelling."],
      ["Herroeping", "Je kunt je bestelling binnen 30 dagen na levering herroepen, zoals beschreven op onze pagina over verzending en retour. Je wettelijke rechten blijven onverminderd gelden."],
      ["Aansprakelijkheid", "Niets in deze voorwaarden beperkt onze aansprakelijkheid voor letselschade door onze nalatigheid, voor fraude of in andere gevallen waarin de wet dat niet toestaat."],
    ],
  },
  privacy: {
    title: "Privacybeleid",
    description: "Welke persoonsgegevens {brand} verzamelt, waarom, hoe lang we ze bewaren en wat je rechten zijn.",
    eyebrow: "Juridisch",
    subtitle: "We verzamelen alleen de gegevens die we nodig hebben om je fiets te verkopen, te leveren en te onderhouden, en we verkopen ze nooit.",
    headline: "Hoe we je gegevens gebruiken",
    sections: [
      ["Wat we verzamelen", "Je naam, e-mailadres, bezorg- en factuuradres, telefoonnummer, bestelgeschiedenis en, als je een fiets registreert, het serienummer en de aankoopdatum."],
      ["Waarom", "Om je bestellingen te verwerken en te bezorgen, je vragen te beantwoorden, de garantie na te komen en, alleen als je daarmee instemt, je nieuws en aanbiedingen te sturen."],
      ["Hoe lang", "Bestelgegevens bewaren we zeven jaar voor de belastingdienst. Toestemming voor marketing geldt tot je die intrekt via de afmeldlink in elke e-mail."],
      ["Je rechten", "Je kunt inzage, correctie of verwijdering van je gegevens vragen en bezwaar maken tegen het gebruik. Mail naar privacy@{slug}.example; je kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens."],
    ],
  },
  cookies: {
    title: "Cookiebeleid",
    description: "De cookies die {brand} op deze website gebruikt en hoe je ze beheert.",
    eyebrow: "Juridisch",
    subtitle: "We gebruiken een paar cookies om je winkelwagen te bewaren, je land te onthouden en je ingelogd te houden.",
    headline: "Cookies op deze website",
    sections: [
      ["Noodzakelijke cookies", "Je winkelwagen, je keuze voor land en taal en je inlog worden bewaard in cookies die de winkel nodig heeft om te werken. Ze kunnen niet worden uitgezet."],
      ["Voorkeuren", "Je taalkeuze wordt 365 dagen onthouden, zodat de site de volgende keer in jouw taal opent."],
      ["Statistieken", "Met je toestemming meten we welke pagina's worden bezocht, zodat we de winkel kunnen verbeteren. Deze cijfers zijn anoniem."],
      ["Cookies beheren", "Je kunt cookies altijd verwijderen in de instellingen van je browser. Zonder de noodzakelijke cookies werken de winkelwagen en het afrekenen niet."],
    ],
  },
};
