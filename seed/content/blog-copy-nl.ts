import type { ArticleCopy, CtaCopy } from "./blog-types";

/** Dutch copy of the demo blog. */
export const dutchArticles: Record<string, ArticleCopy> = {
  "commuting-with-a-folding-bike": {
    eyebrow: "Gidsen",
    title: "Met de vouwfiets naar je werk: een gids voor beginners",
    excerpt: "Tien minuten frisse lucht in plaats van een volle bus. Zo combineer je fiets en trein, dit trek je aan en hier laat je je fiets overdag.",
    imageAlt: "Een fietser met een opgevouwen fiets loopt bij zonsopgang naar het station",
    intro: "De meeste van onze rijders beginnen met vouwen om één reden: het woon-werkverkeer. Met een vouwfiets wordt de laatste kilometer vanaf het station het leukste deel van de dag.",
    sections: [
      ["Plan de route, niet alleen de rit", "Fiets de route een keer in het weekend. Zoek rustige straten en fietspaden en klok de tijd van je voordeur tot het perron – de meeste mensen zijn verrast hoe kort die is."],
      ["Rustig fietsen, fris aankomen", "In een rustig tempo heb je geen douche nodig. Een lichte regenjas, broekklemmen en een tas op de voordrager houden jou en je laptop droog."],
      ["Waar je fiets overdag blijft", "Opgevouwen past je fiets onder een bureau of in een kast. Geen fietsenrek, geen slot, geen zorgen om het weer."],
    ],
    quote: ["Ik won veertig minuten per dag en zegde mijn trajectabonnement op.", "Priya, rijdt een 6-versnellingsfiets in Londen"],
  },
  "how-to-fold-in-ten-seconds": {
    eyebrow: "Gidsen",
    title: "Je fiets vouwen in tien seconden",
    excerpt: "Drie handelingen, één vloeiende beweging. Onze werkplaats laat zien hoe elke nieuwe eigenaar het vouwen oefent tot het vanzelf gaat.",
    imageAlt: "Een vouwfiets in drie stappen van het vouwen",
    intro: "Elke vouwfiets heeft zijn eigen ritme. Heb je dat te pakken, dan vouw je zonder na te denken – bij de poortjes, in de deuropening van een café of onder aan de trap.",
    sections: [
      ["Eerst het achterwiel", "Til het zadel iets op en laat het frame zacht veren: het achterwiel klapt onder het hoofdframe en de fiets staat vanzelf."],
      ["Dan het voorwiel en het stuur", "Open de scharnierklem, draai het voorwiel naast het achterwiel en klap het stuur omlaag. Laat het zadel zakken om alles vast te zetten."],
      ["Oefen thuis", "Vouw en ontvouw de fiets vijf keer in de gang voor je eerste rit. Aan het eind van de week zit je onder de tien seconden."],
    ],
  },
  "bike-and-train-travel-guide": {
    eyebrow: "Reizen",
    title: "Fiets en trein: met een vouwfiets door Europa",
    excerpt: "Opgevouwen fietsen reizen in de meeste Europese treinen gratis mee. Onze gids voor boeken, instappen en een nieuwe stad ontdekken op twee wielen.",
    imageAlt: "Een opgevouwen fiets naast een hogesnelheidstrein op het perron",
    intro: "Een gewone fiets vraagt om reserveringen, speciale rijtuigen en geluk. Een opgevouwen fiets is bagage: hij gaat gewoon mee.",
    sections: [
      ["Check de bagageregels", "De meeste vervoerders zien een opgevouwen fiets als handbagage, zolang je hem vóór het instappen vouwt. Een hoes houdt de ketting bij andere reizigers vandaan."],
      ["Stap als laatste in, zit bij het bagagerek", "Laat de drukte eerst instappen en schuif de fiets dan in het rek of tussen de rugleuningen. Houd hem in het zicht, dan sta je als eerste buiten."],
      ["Uitvouwen en ontdekken", "Stap uit, vouw de fiets uit en rijd zo de oude binnenstad in – zonder taxirij en zonder busdienstregeling."],
    ],
  },
  "winter-riding-checklist": {
    eyebrow: "Onderhoud",
    title: "Jouw checklist voor fietsen in de winter",
    excerpt: "Korte dagen, natte wegen en strooizout. De controles waarmee jij en je fiets veilig de koude maanden door komen.",
    imageAlt: "Een vouwfiets met felle verlichting in een besneeuwde straat op een winteravond",
    intro: "In de winter betaalt een goed onderhouden fiets zich terug. Tien minuten per week houden de aandrijving stil en de remmen scherp.",
    sections: [
      ["Zien en gezien worden", "Monteer felle voor- en achterlichten en laad ze elk weekend op. Reflecterende details op je tas en enkels maken je van opzij zichtbaar."],
      ["Grip en remmen", "Verlaag de bandenspanning iets voor meer grip op natte wegen en controleer de remblokken: gruis slijt ze in de winter veel sneller."],
      ["Spoel het zout eraf", "Strooizout vreet kettingen aan. Spoel de fiets na zoute ritten af met schoon water, droog de ketting en geef een druppel natweerolie."],
    ],
  },
  "choosing-the-right-gear-range": {
    eyebrow: "Gidsen",
    title: "Singlespeed, 6 of 12 versnellingen? Zo kies je",
    excerpt: "Vlakke binnenstad of heuvelachtige buitenwijk? Zo kies je het versnellingsbereik dat past bij je ritten, je bagage en je benen.",
    imageAlt: "Close-up van de achternaaf en ketting van een vouwfiets",
    intro: "Versnellingen zijn de keuze waar nieuwe rijders het meest over piekeren. Goed nieuws: er is geen verkeerd antwoord, alleen een betere match.",
    sections: [
      ["Singlespeed voor vlakke steden", "Minder onderdelen, minder gewicht en bijna geen onderhoud. Ideaal voor vlakke ritten van een paar kilometer."],
      ["6 versnellingen voor elke dag", "Genoeg bereik voor bruggen, heuvels en een volle tas, zonder het gewicht van een toeruitvoering."],
      ["12 versnellingen voor lange dagen", "Kleine stappen tussen de versnellingen houden je trapritme soepel op lange ritten en steile klimmen."],
    ],
  },
  "electric-folding-bikes-explained": {
    eyebrow: "Elektrisch",
    title: "Elektrische vouwfietsen uitgelegd",
    excerpt: "Hoe de motor helpt, hoe ver je komt op een lading en waarom een elektrische vouwfiets toch makkelijk de trap op te dragen is.",
    imageAlt: "Een elektrische vouwfiets rijdt een heuvel op boven de stad",
    intro: "Een elektrische vouwfiets fietst niet voor je. Hij strijkt heuvels en tegenwind glad, zodat je fris aankomt.",
    sections: [
      ["Ondersteuning, geen brommer", "De motor helpt alleen als je trapt en stopt met ondersteunen bij 25 km/u, zoals de wet in het grootste deel van Europa voorschrijft."],
      ["Actieradius in de praktijk", "Reken op 40 tot 70 km per lading, afhankelijk van heuvels, bagage en het ondersteuningsniveau dat je kiest."],
      ["De accu is uitneembaar", "De accu klik je in seconden los: laad hem op aan je bureau en draag de fiets apart."],
    ],
  },
  "city-break-by-folding-bike": {
    eyebrow: "Reizen",
    title: "Een weekendje weg met de vouwfiets",
    excerpt: "Achtenveertig uur, één tas en een fiets die in de hotelkamer past. Onze favoriete manier om een stad te zien.",
    imageAlt: "Een vouwfiets op een brug met de skyline van een stad op de achtergrond",
    intro: "Lopend leer je een buurt kennen, fietsend de hele stad. Met een vouwfiets hoef je geen verhuur te zoeken en geen station om hem terug te brengen.",
    sections: [
      ["Reis licht", "In een voortas passen schone kleren, een slot en een oplader. De rest kan thuisblijven."],
      ["Ga vroeg op pad", "Vóór negen uur zijn de straten rustig. Fiets eerst naar de bezienswaardigheden, vouw dan op en wandel door het drukke centrum."],
    ],
  },
  "five-minute-maintenance-routine": {
    eyebrow: "Onderhoud",
    title: "Onderhoud in vijf minuten",
    excerpt: "Banden, ketting, remmen en scharnieren: een korte wekelijkse routine die je fiets veilig houdt en je bezoekjes aan de werkplaats bespaart.",
    imageAlt: "Een pomp, een doek en kettingolie naast een vouwfiets",
    intro: "Je hebt geen werkplaats nodig om een vouwfiets in topvorm te houden. Een pomp, een doek en vijf minuten op zondag zijn genoeg.",
    sections: [
      ["Oppompen en controleren", "Pomp de banden op tot de druk op de zijkant en zoek naar sneden of glas. Kleine wielen verliezen sneller druk dan grote."],
      ["Schone ketting, stevige scharnieren", "Veeg de ketting schoon, geef een beetje olie en controleer of elke scharnierklem stevig sluit. Zit er een los? Ga dan langs een winkel."],
    ],
  },
  "inside-our-frame-workshop": {
    eyebrow: "Achter de schermen",
    title: "Een kijkje in onze framewerkplaats",
    excerpt: "Elk frame wordt met de hand gesoldeerd. Maak kennis met het team dat stalen buizen verandert in fietsen die duizenden keren vouwen.",
    imageAlt: "Een framebouwer soldeert een stalen frame in de werkplaats",
    intro: "Onze frames worden gemaakt door een klein team van framebouwers, die elk meer dan een jaar worden opgeleid voordat ze hun eerste frame signeren.",
    sections: [
      ["Staal dat blijft", "We kiezen staal om zijn sterkte en omdat het slechte wegen soepel opvangt. Een goed onderhouden frame gaat langer mee dan de meeste auto’s."],
      ["Getest om te vouwen", "Elk scharnierontwerp wordt op onze testbank tienduizenden keren gevouwen en ontvouwen voordat het in de winkel komt."],
    ],
    quote: ["Aan de verbindingen zie je wie een frame heeft gebouwd. We signeren allemaal ons werk.", "Dev, framebouwer"],
  },
  "safe-storage-at-home-and-work": {
    eyebrow: "Gidsen",
    title: "Geen schuur? Je vouwfiets opbergen thuis en op het werk",
    excerpt: "Een opgevouwen fiets neemt minder ruimte in dan een koffer. Slimme ideeën voor appartementen, gangen en kantoren.",
    imageAlt: "Een opgevouwen fiets in een lichte gang naast een kapstok",
    intro: "De veiligste fiets is de fiets die je mee naar binnen neemt. Opgevouwen staat hij zelfstandig in een hoek en verlies je hem nooit uit het oog.",
    sections: [
      ["Thuis", "Berg hem opgevouwen op onder de trap, in een kast of aan een eenvoudige wandhaak. Een hoes houdt de ketting bij je kleren vandaan."],
      ["Op het werk", "Op de meeste kantoren is een fiets onder het bureau geen probleem. Vraag naar een kluisje, een kast of een hoek bij de receptie."],
    ],
  },
  "bike-subscription-how-it-works": {
    eyebrow: "Abonnementen",
    title: "Zo werkt een fietsabonnement",
    excerpt: "Eén maandprijs voor de fiets, onderhoud en diefstaldekking. Voor wie een abonnement past en hoe je begint.",
    imageAlt: "Een kalender en een vouwfiets als beeld van een maandabonnement",
    intro: "Met een abonnement rijd je op een nieuwe {brand} zonder die vooraf te betalen. Ideaal voor nieuwe forenzen en iedereen die eerst wil proberen.",
    sections: [
      ["Wat is inbegrepen", "Je maandbedrag dekt de fiets, een jaarlijkse onderhoudsbeurt en dekking bij diefstal en schade. Je kunt later pauzeren, ruilen of de fiets kopen."],
      ["Zo begin je", "Kies een fiets en een abonnement, log in en bevestig eenmalig je identiteit. Dat duurt een paar minuten en je fiets wordt gewoon verzonden."],
    ],
  },
  "riding-in-the-rain": {
    eyebrow: "Gidsen",
    title: "Fietsen in de regen zonder ellende",
    excerpt: "Spatborden, een goede jas en een paar trucs voor natte wegen. Ook regendagen kunnen goede fietsdagen zijn.",
    imageAlt: "Iemand fietst op een vouwfiets door een lichte regenbui",
    intro: "Regen is de meest gehoorde reden om de fiets te laten staan – en meestal de minst nodige.",
    sections: [
      ["Monteer spatborden", "Spatborden houden opspattend water van je rug en je tas. Op een vouwfiets vouwen ze gewoon mee."],
      ["Rijd soepel", "Rem eerder, neem bochten rustig en vermijd wegmarkeringen en putdeksels, die glad zijn als het nat is."],
    ],
  },
};

export const dutchCtas: CtaCopy = {
  bikes: ["Vind jouw vouwfiets", "Bekijk fietsen"],
  accessories: ["Uitrusting voor elke rit", "Bekijk accessoires"],
  stores: ["Probeer er een bij jou in de buurt", "Vind een winkel"],
  electric: ["Verder komen met minder moeite", "Bekijk e-bikes"],
};
