import type { LegalCopy } from "./types";

export const italianLegal: LegalCopy = {
  contact: {
    title: "Contattaci",
    description: "Chiama, scrivi o vieni a trovare {brand}: il nostro servizio clienti risponde entro un giorno lavorativo.",
    eyebrow: "Assistenza",
    subtitle: "Domande su una bici, un ordine o una riparazione? Il nostro servizio clienti a Milano risponde entro un giorno lavorativo.",
    headline: "Come raggiungerci",
    sections: [
      ["Telefono", "Chiama il +39 02 0000 0180, dal lunedì al venerdì dalle 9:00 alle 18:00 e il sabato dalle 10:00 alle 16:00."],
      ["E-mail", "Scrivi a care@{slug}.example indicando il numero d'ordine, se ne hai uno. Rispondiamo entro un giorno lavorativo."],
      ["Vieni a trovarci", "{brand} S.r.l., Corso Como 15, 20154 Milano. Puoi provare le nostre bici in ogni negozio {brand} Junction."],
      ["Stampa e partner", "Giornalisti e rivenditori possono scrivere a press@{slug}.example e trade@{slug}.example."],
    ],
  },
  delivery: {
    title: "Spedizioni e resi",
    description: "Spedizione gratuita per ogni bici, partenza entro 2 giorni lavorativi e resi entro 30 giorni da {brand}.",
    eyebrow: "Assistenza",
    subtitle: "Ogni bici arriva gratis, montata e pronta da usare, e hai 30 giorni per cambiare idea.",
    headline: "Spedizioni e resi in breve",
    sections: [
      ["Spedizioni", "Gli articoli disponibili partono entro 2 giorni lavorativi. Le bici viaggiano montate in una scatola riciclabile; gli accessori arrivano in 2-4 giorni lavorativi.", "Le bici sono spedite gratuitamente. Gli ordini di accessori sotto la soglia di gratuità pagano una tariffa fissa indicata al checkout."],
      ["Preordini", "Le bici preordinate partono nell'ordine in cui sono state ordinate. Ti comunichiamo via e-mail la data di consegna appena la bici lascia l'officina."],
      ["Resi", "Puoi restituire qualsiasi articolo entro 30 giorni dalla consegna con rimborso completo. Le bici devono essere non registrate e con meno di 50 km; gli accessori inutilizzati e nella loro confezione.", "Contatta il servizio clienti per prenotare un ritiro gratuito. Il rimborso arriva sul metodo di pagamento originale entro 14 giorni dalla ricezione del reso."],
    ],
  },
  warranty: {
    title: "Garanzia",
    description: "Garanzia a vita sui telai {brand} e due anni sulle componenti, per le bici registrate dal proprietario.",
    eyebrow: "Assistenza",
    subtitle: "Costruiamo le nostre bici per una vita di spostamenti, e ne rispondiamo.",
    headline: "Cosa copre la garanzia",
    sections: [
      ["Telai e forcelle", "Ogni telaio e forcella {brand} ha una garanzia a vita contro i difetti di fabbricazione per il primo proprietario."],
      ["Componenti ed elettronica", "Le componenti sono coperte per due anni; batteria e motore delle bici elettriche per due anni o 500 cicli di ricarica, a seconda di quale condizione si verifica prima."],
      ["Cosa non è coperto", "L'usura normale (copertoni, pastiglie, catene, manopole), i danni da incidenti, uso improprio o modifiche, e le bici usate per noleggio o gare."],
      ["Come fare una richiesta", "Registra la bici con il suo numero di serie di 10 cifre, poi contatta il servizio clienti o un negozio {brand} con una foto del difetto e la prova d'acquisto."],
    ],
  },
  terms: {
    title: "Termini e condizioni",
    description: "Le condizioni alle quali {brand} vende bici e accessori tramite questo sito.",
    eyebrow: "Note legali",
    subtitle: "Questi termini si applicano a ogni ordine effettuato su questo sito. Leggili prima dell'acquisto.",
    headline: "Condizioni di vendita",
    sections: [
      ["Chi siamo", "Questo sito è gestito da {brand} S.r.l., Corso Como 15, 20154 Milano. Puoi scriverci a care@{slug}.example."],
      ["Il tuo ordine", "Il tuo ordine è un'offerta di acquisto. Il contratto si conclude quando ti confermiamo la spedizione via e-mail. Possiamo rifiutare un ordine, ad esempio se un articolo è esaurito o un prezzo è stato mostrato per errore."],
      ["Prezzi e pagamento", "I prezzi sono indicati nella valuta del tuo sito paese e includono l'IVA. Il pagamento viene addebitato al momento dell'ordine."],
      ["Recesso", "Puoi recedere dall'ordine entro 30 giorni dalla consegna, come descritto nella pagina spedizioni e resi. I tuoi diritti di legge restano invariati."],
      ["Responsabilità", "Nulla in questi termini limita la nostra responsabilità per danni alla persona causati da nostra negligenza, per frode o in qualsiasi altro caso in cui la legge non lo consenta."],
    ],
  },
  privacy: {
    title: "Informativa sulla privacy",
    description: "Quali dati personali raccoglie {brand}, perché, per quanto tempo li conserviamo e i tuoi diritti.",
    eyebrow: "Note legali",
    subtitle: "Raccogliamo solo i dati che servono per vendere, consegnare e assistere la tua bici, e non li vendiamo mai.",
    headline: "Come usiamo i tuoi dati",
    sections: [
      ["Cosa raccogliamo", "Nome, indirizzo e-mail, indirizzi di consegna e fatturazione, numero di telefono, storico degli ordini e, se registri una bici, il suo numero di serie e la data d'acquisto."],
      ["Perché", "Per gestire e consegnare gli ordini, rispondere alle tue domande, applicare la garanzia e, solo se hai acconsentito, inviarti novità e offerte."],
      ["Per quanto tempo", "I dati degli ordini sono conservati dieci anni per obblighi fiscali. Il consenso al marketing vale finché non lo revochi con il link di disiscrizione presente in ogni e-mail."],
      ["I tuoi diritti", "Puoi chiedere l'accesso ai tuoi dati, la loro rettifica o cancellazione e opporti al loro uso. Scrivi a privacy@{slug}.example; puoi anche rivolgerti al Garante per la privacy."],
    ],
  },
  cookies: {
    title: "Informativa sui cookie",
    description: "I cookie che {brand} usa su questo sito e come gestirli.",
    eyebrow: "Note legali",
    subtitle: "Usiamo pochi cookie per conservare il carrello, ricordare il tuo paese e mantenerti connesso.",
    headline: "I cookie di questo sito",
    sections: [
      ["Cookie essenziali", "Carrello, scelta di paese e lingua e accesso sono conservati in cookie necessari al funzionamento del negozio. Non si possono disattivare."],
      ["Preferenze", "La lingua scelta viene ricordata per 365 giorni, così il sito si apre nella tua lingua la volta successiva."],
      ["Statistiche", "Con il tuo consenso misuriamo quali pagine vengono visitate per migliorare il negozio. Questi dati sono anonimi."],
      ["Gestire i cookie", "Puoi eliminare i cookie in qualsiasi momento dalle impostazioni del browser. Senza i cookie essenziali carrello e checkout non funzionano."],
    ],
  },
};
