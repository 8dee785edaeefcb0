import type { ArticleCopy, CtaCopy } from "./blog-types";

/** Italian copy of the demo blog. */
export const italianArticles: Record<string, ArticleCopy> = {
  "commuting-with-a-folding-bike": {
    eyebrow: "Guide",
    title: "Al lavoro in bici pieghevole: la guida per iniziare",
    excerpt: "Dieci minuti all’aria aperta al posto dell’autobus affollato. Come combinare bici e treno, cosa indossare e dove tenere la bici durante il giorno.",
    imageAlt: "Una ciclista con una bici piegata cammina verso la stazione all’alba",
    intro: "La maggior parte dei nostri clienti inizia a piegare per un motivo: il tragitto casa-lavoro. Con una pieghevole, l’ultimo chilometro dalla stazione diventa il momento migliore della giornata.",
    sections: [
      ["Pianifica il percorso, non solo la pedalata", "Prova il percorso nel fine settimana. Cerca strade tranquille e piste ciclabili e cronometra il tratto dalla porta di casa al binario: quasi tutti si stupiscono di quanto sia breve."],
      ["Pedala con calma, arriva pronto per il lavoro", "A ritmo tranquillo non serve la doccia. Una giacca antipioggia leggera, le mollette per i pantaloni e una borsa sul portapacchi anteriore tengono all’asciutto te e il portatile."],
      ["Dove va la bici durante il giorno", "Piegata, la bici sta sotto la scrivania o in un armadio. Niente rastrelliera, niente lucchetto, nessuna preoccupazione per il meteo."],
    ],
    quote: ["Ho guadagnato quaranta minuti al giorno e ho disdetto l’abbonamento ai mezzi.", "Priya, pedala con una 6 marce a Londra"],
  },
  "how-to-fold-in-ten-seconds": {
    eyebrow: "Guide",
    title: "Come piegare la bici in dieci secondi",
    excerpt: "Tre gesti, un unico movimento fluido. La nostra officina mostra la piegatura che ogni nuovo proprietario dovrebbe provare finché non diventa naturale.",
    imageAlt: "Una bici pieghevole mostrata in tre fasi della piegatura",
    intro: "Ogni bici pieghevole ha il suo ritmo. Una volta preso, la pieghi senza pensarci: al tornello, sulla porta di un bar o ai piedi delle scale.",
    sections: [
      ["Prima la ruota posteriore", "Solleva leggermente la sella e fai rimbalzare il telaio: la ruota posteriore ruota sotto il telaio e la bici sta in piedi da sola."],
      ["Poi l’anteriore e il manubrio", "Apri la cerniera, porta la ruota anteriore accanto alla posteriore e abbassa il manubrio. Abbassa la sella per bloccare tutto."],
      ["Esercitati a casa", "Piega e apri la bici cinque volte in corridoio prima della prima uscita. A fine settimana scenderai sotto i dieci secondi."],
    ],
  },
  "bike-and-train-travel-guide": {
    eyebrow: "Viaggi",
    title: "Bici e treno: viaggiare in Europa con una pieghevole",
    excerpt: "Le bici piegate viaggiano gratis sulla maggior parte dei treni europei. La nostra guida per prenotare, salire a bordo ed esplorare una nuova città su due ruote.",
    imageAlt: "Una bici piegata accanto a un treno ad alta velocità sul binario",
    intro: "Una bici tradizionale richiede prenotazione, carrozze dedicate e fortuna. Una bici piegata è un bagaglio: va dove vai tu.",
    sections: [
      ["Controlla le regole sui bagagli", "Quasi tutte le compagnie considerano la bici piegata un bagaglio a mano, purché sia piegata prima di salire. Una custodia tiene la catena lontana dagli altri passeggeri."],
      ["Sali per ultimo, siediti vicino alla cappelliera", "Lascia salire la folla, poi infila la bici nel portabagagli o tra gli schienali. Tienila d’occhio e sarai il primo a scendere."],
      ["Apri e parti", "Scendi dal treno, apri la bici e pedala dritto verso il centro storico, senza code per il taxi né orari dell’autobus."],
    ],
  },
  "winter-riding-checklist": {
    eyebrow: "Manutenzione",
    title: "La tua checklist per pedalare d’inverno",
    excerpt: "Giornate corte, strade bagnate e sale. I controlli che fanno viaggiare in sicurezza te e la tua bici nei mesi più freddi.",
    imageAlt: "Una bici pieghevole con luci accese in una strada innevata di sera",
    intro: "D’inverno una bici ben tenuta fa la differenza. Dieci minuti a settimana mantengono la trasmissione silenziosa e i freni pronti.",
    sections: [
      ["Vedere ed essere visti", "Monta luci anteriori e posteriori potenti e ricaricale ogni fine settimana. Dettagli riflettenti su borsa e caviglie ti rendono visibile di lato."],
      ["Aderenza e frenata", "Abbassa leggermente la pressione delle gomme per più aderenza sul bagnato e controlla le pastiglie: la sabbia le consuma molto più in fretta d’inverno."],
      ["Sciacqua via il sale", "Il sale corrode le catene. Sciacqua la bici con acqua pulita dopo le uscite su strade salate, asciuga la catena e aggiungi una goccia di lubrificante per il bagnato."],
    ],
  },
  "choosing-the-right-gear-range": {
    eyebrow: "Guide",
    title: "Single speed, 6 o 12 marce? Come scegliere il cambio",
    excerpt: "Centro pianeggiante o periferia collinare? Come scegliere la gamma di marce adatta ai tuoi percorsi, ai tuoi bagagli e alle tue gambe.",
    imageAlt: "Primo piano del mozzo posteriore e della catena di una bici pieghevole",
    intro: "Le marce sono la scelta che preoccupa di più chi inizia. La buona notizia: non esiste una risposta sbagliata, solo una più adatta.",
    sections: [
      ["Single speed per le città in piano", "Meno componenti, meno peso e quasi nessuna manutenzione. Ideale per tragitti in piano di pochi chilometri."],
      ["6 marce per ogni giorno", "Una gamma sufficiente per ponti, salite e una borsa carica, senza il peso di un allestimento da viaggio."],
      ["12 marce per le giornate lunghe", "Rapporti ravvicinati mantengono la pedalata regolare sulle uscite lunghe e sulle salite ripide."],
    ],
  },
  "electric-folding-bikes-explained": {
    eyebrow: "Elettriche",
    title: "Le bici pieghevoli elettriche, spiegate",
    excerpt: "Come aiuta il motore, quanta autonomia ha una carica e perché una pieghevole elettrica si porta comunque facilmente su per le scale.",
    imageAlt: "Una bici pieghevole elettrica sale su una collina sopra la città",
    intro: "Una pieghevole elettrica non pedala al posto tuo. Appiana salite e vento contrario, così arrivi fresco.",
    sections: [
      ["Assistenza, non un motorino", "Il motore aiuta solo mentre pedali e smette di assistere a 25 km/h, come previsto dalla legge in gran parte d’Europa."],
      ["L’autonomia reale", "Conta su 40–70 km per carica, a seconda delle salite, del carico e del livello di assistenza scelto."],
      ["La batteria si stacca", "La batteria si sgancia in pochi secondi: ricaricala alla scrivania e trasporta la bici separatamente."],
    ],
  },
  "city-break-by-folding-bike": {
    eyebrow: "Viaggi",
    title: "Un weekend in città con la bici pieghevole",
    excerpt: "Quarantotto ore, una borsa e una bici che entra nella camera d’albergo. Il nostro modo preferito di scoprire una città.",
    imageAlt: "Una bici pieghevole parcheggiata su un ponte davanti allo skyline di una città",
    intro: "A piedi scopri un quartiere; in bici, l’intera città. Con una pieghevole non devi cercare un noleggio né una stazione dove riconsegnarla.",
    sections: [
      ["Viaggia leggero", "In una borsa anteriore stanno un cambio, un lucchetto e un caricatore. Tutto il resto può restare a casa."],
      ["Parti presto", "Prima delle nove le strade sono tranquille. Pedala prima verso i monumenti, poi piega la bici e passeggia nel centro affollato."],
    ],
  },
  "five-minute-maintenance-routine": {
    eyebrow: "Manutenzione",
    title: "La manutenzione in cinque minuti",
    excerpt: "Gomme, catena, freni e cerniere: una breve routine settimanale che mantiene la bici sicura e ti risparmia visite in officina.",
    imageAlt: "Una pompa, uno straccio e un flacone di lubrificante accanto a una bici pieghevole",
    intro: "Non serve un’officina per tenere in forma una pieghevole. Bastano una pompa, uno straccio e cinque minuti la domenica.",
    sections: [
      ["Gonfia e controlla", "Gonfia le gomme alla pressione indicata sul fianco e cerca tagli o schegge di vetro. Le ruote piccole perdono pressione prima di quelle grandi."],
      ["Catena pulita, cerniere salde", "Pulisci la catena, lubrificala poco e verifica che ogni cerniera si chiuda con decisione. Se una è allentata, passa in negozio."],
    ],
  },
  "inside-our-frame-workshop": {
    eyebrow: "Dietro le quinte",
    title: "Nel nostro laboratorio dei telai",
    excerpt: "Ogni telaio è brasato a mano. Conosci il team che trasforma tubi d’acciaio in bici che si piegano migliaia di volte.",
    imageAlt: "Un telaista brasa un telaio in acciaio in laboratorio",
    intro: "I nostri telai nascono da un piccolo team di brasatori, ognuno formato per oltre un anno prima di firmare il primo telaio.",
    sections: [
      ["Acciaio che dura", "Usiamo l’acciaio per la sua robustezza e per come assorbe le strade dissestate. Un telaio ben curato dura più della maggior parte delle auto."],
      ["Collaudato per piegarsi", "Ogni cerniera viene piegata e aperta decine di migliaia di volte sul nostro banco prova prima di arrivare in negozio."],
    ],
    quote: ["Dalle giunzioni si capisce chi ha brasato un telaio. Firmiamo tutti il nostro lavoro.", "Dev, telaista"],
  },
  "safe-storage-at-home-and-work": {
    eyebrow: "Guide",
    title: "Niente cantina? Come riporre la pieghevole a casa e in ufficio",
    excerpt: "Una bici piegata occupa meno spazio di una valigia. Idee furbe per appartamenti, ingressi e uffici.",
    imageAlt: "Una bici piegata in un ingresso luminoso accanto a un appendiabiti",
    intro: "La bici più sicura è quella che porti dentro con te. Piegata, sta in piedi in un angolo e non la perdi mai di vista.",
    sections: [
      ["A casa", "Riponila piegata sotto le scale, in un armadio o su un semplice gancio a muro. Una custodia tiene la catena lontana dai vestiti."],
      ["In ufficio", "In quasi tutti gli uffici una bici sotto la scrivania non disturba. Chiedi un armadietto, un ripostiglio o un angolo vicino alla reception."],
    ],
  },
  "bike-subscription-how-it-works": {
    eyebrow: "Abbonamenti",
    title: "Come funziona l’abbonamento bici",
    excerpt: "Un prezzo mensile per bici, manutenzione e copertura furto. A chi conviene e come iniziare.",
    imageAlt: "Un calendario e una bici pieghevole che illustrano un abbonamento mensile",
    intro: "Con un abbonamento pedali su una {brand} nuova senza pagarla in anticipo. Ideale per chi inizia ad andare al lavoro in bici e per chi vuole provare prima di decidere.",
    sections: [
      ["Cosa è incluso", "La rata mensile copre la bici, un tagliando annuale e la copertura furto e danni. Puoi sospendere, cambiare o acquistare la bici in seguito."],
      ["Come iniziare", "Scegli bici e piano, accedi e conferma la tua identità una sola volta. Servono un paio di minuti e la bici viene spedita come sempre."],
    ],
  },
  "riding-in-the-rain": {
    eyebrow: "Guide",
    title: "Pedalare sotto la pioggia senza soffrire",
    excerpt: "Parafanghi, una buona giacca e qualche trucco per le strade bagnate. Anche i giorni di pioggia possono essere buoni giorni in bici.",
    imageAlt: "Una persona su una bici pieghevole sotto una pioggia leggera",
    intro: "La pioggia è il motivo più comune per lasciare la bici a casa, e quasi sempre il meno necessario.",
    sections: [
      ["Monta i parafanghi", "I parafanghi tengono gli spruzzi lontani da schiena e borsa. Su una pieghevole si piegano insieme alla bici."],
      ["Pedala in modo fluido", "Frena prima, affronta le curve con dolcezza ed evita strisce pedonali e tombini, scivolosi sul bagnato."],
    ],
  },
};

export const italianCtas: CtaCopy = {
  bikes: ["Trova la tua bici pieghevole", "Scopri le bici"],
  accessories: ["L’equipaggiamento per ogni uscita", "Scopri gli accessori"],
  stores: ["Provala vicino a te", "Trova un negozio"],
  electric: ["Vai più lontano con meno fatica", "Scopri le bici elettriche"],
};
