import type { LegalCopy } from "./types";

export const germanLegal: LegalCopy = {
  contact: {
    title: "Kontakt",
    description: "Rufen Sie an, schreiben Sie oder besuchen Sie {brand}: Unser Kundenservice antwortet innerhalb eines Werktags.",
    eyebrow: "Hilfe",
    subtitle: "Fragen zu einem Rad, einer Bestellung oder einer Reparatur? Unser Kundenservice in Berlin antwortet innerhalb eines Werktags.",
    headline: "So erreichen Sie uns",
    sections: [
      ["Telefon", "Rufen Sie +49 30 4000 0180 an, montags bis freitags von 9 bis 18 Uhr und samstags von 10 bis 16 Uhr."],
      ["E-Mail", "Schreiben Sie an care@{slug}.example und nennen Sie, falls vorhanden, Ihre Bestellnummer. Wir antworten innerhalb eines Werktags."],
      ["Besuchen Sie uns", "{brand} GmbH, Torstraße 120, 10119 Berlin. Probefahrten sind in jedem {brand} Junction Store möglich."],
      ["Presse und Partner", "Journalisten und Händler erreichen uns unter press@{slug}.example und trade@{slug}.example."],
    ],
  },
  delivery: {
    title: "Versand & Rückgabe",
    description: "Kostenloser Versand für jedes Rad, Versand innerhalb von 2 Werktagen und 30 Tage Rückgaberecht bei {brand}.",
    eyebrow: "Hilfe",
    subtitle: "Jedes Rad kommt kostenlos, fertig montiert und fahrbereit – und Sie haben 30 Tage Bedenkzeit.",
    headline: "Versand und Rückgabe auf einen Blick",
    sections: [
      ["Versand", "Lagerware versenden wir innerhalb von 2 Werktagen. Räder reisen fertig montiert in einem recycelbaren Karton; Zubehör kommt in 2 bis 4 Werktagen.", "Räder liefern wir kostenlos. Für Zubehörbestellungen unter der Versandkostengrenze gilt eine Pauschale, die an der Kasse angezeigt wird."],
      ["Vorbestellungen", "Vorbestellte Räder versenden wir in der Reihenfolge der Bestellungen. Sobald Ihr Rad die Werkstatt verlässt, nennen wir Ihnen per E-Mail den Liefertermin."],
      ["Rückgabe", "Sie können jeden Artikel innerhalb von 30 Tagen nach Lieferung gegen volle Erstattung zurückgeben. Räder dürfen nicht registriert und weniger als 50 km gefahren sein; Zubehör unbenutzt und originalverpackt.", "Kontaktieren Sie unseren Kundenservice für eine kostenlose Abholung. Die Erstattung erfolgt innerhalb von 14 Tagen nach Eingang der Rücksendung auf Ihr ursprüngliches Zahlungsmittel."],
    ],
  },
  warranty: {
    title: "Garantie",
    description: "Lebenslange Garantie auf {brand}-Rahmen und zwei Jahre auf Teile – für Räder, die ihr Besitzer registriert hat.",
    eyebrow: "Hilfe",
    subtitle: "Wir bauen unsere Räder für ein Leben voller Pendelfahrten – und stehen dafür ein.",
    headline: "Was die Garantie abdeckt",
    sections: [
      ["Rahmen und Gabeln", "Jeder {brand}-Rahmen und jede Gabel hat für den Erstbesitzer eine lebenslange Garantie gegen Herstellungsfehler."],
      ["Teile und Elektrik", "Komponenten sind zwei Jahre abgedeckt; Akku und Motor von E-Bikes zwei Jahre oder 500 Ladezyklen, je nachdem, was zuerst eintritt."],
      ["Nicht abgedeckt", "Normaler Verschleiß (Reifen, Bremsbeläge, Ketten, Griffe), Schäden durch Unfälle, unsachgemäßen Gebrauch oder Umbauten sowie Räder im Verleih- oder Renneinsatz."],
      ["Garantiefall melden", "Registrieren Sie Ihr Rad mit der 10-stelligen Seriennummer und wenden Sie sich dann mit einem Foto des Mangels und Ihrem Kaufbeleg an den Kundenservice oder einen {brand} Store."],
    ],
  },
  terms: {
    title: "AGB",
    description: "Die Bedingungen, zu denen {brand} Räder und Zubehör über diese Website verkauft.",
    eyebrow: "Rechtliches",
    subtitle: "Diese Bedingungen gelten für jede Bestellung auf dieser Website. Bitte lesen Sie sie vor dem Kauf.",
    headline: "Allgemeine Geschäftsbedingungen",
    sections: [
      ["Wer wir sind", "Diese Website wird betrieben von der {brand} GmbH, Torstraße 120, 10119 Berlin. Sie erreichen uns unter care@{slug}.example."],
      ["Ihre Bestellung", "Ihre Bestellung ist ein Angebot zum Kauf. Der Vertrag kommt zustande, wenn wir Ihnen den Versand per E-Mail bestätigen. Wir können Bestellungen ablehnen, etwa wenn ein Artikel nicht vorrätig ist oder ein Preis irrtümlich angezeigt wurde."],
      ["Preise und Zahlung", "Preise werden in der Währung Ihrer Länderseite angezeigt und enthalten die gesetzliche Mehrwertsteuer. Die Zahlung erfolgt bei Bestellung."],
      ["Widerruf", "Sie können Ihre Bestellung innerhalb von 30 Tagen nach Lieferung widerrufen, wie auf unserer Seite zu Versand und Rückgabe beschrieben. Ihre gesetzlichen Rechte bleiben unberührt."],
      ["Haftung", "Unsere Haftung für Vorsatz, grobe Fahrlässigkeit sowie für Schäden an Leben, Körper und Gesundheit bleibt unbeschränkt."],
    ],
  },
  privacy: {
    title: "Datenschutz",
    description: "Welche personenbezogenen Daten {brand} erhebt, warum, wie lange wir sie speichern und welche Rechte Sie haben.",
    eyebrow: "Rechtliches",
    subtitle: "Wir erheben nur die Daten, die wir zum Verkaufen, Liefern und Betreuen Ihres Rades brauchen – und wir verkaufen sie nie.",
    headline: "Wie wir Ihre Daten verwenden",
    sections: [
      ["Was wir erheben", "Name, E-Mail-Adresse, Liefer- und Rechnungsadresse, Telefonnummer, Bestellhistorie und – wenn Sie ein Rad registrieren – dessen Seriennummer und Kaufdatum."],
      ["Wozu wir sie nutzen", "Um Bestellungen abzuwickeln und zu liefern, Ihre Fragen zu beantworten, die Garantie zu erfüllen und – nur mit Ihrer Einwilligung – Ihnen Neuigkeiten und Angebote zu senden."],
      ["Wie lange wir sie speichern", "Bestelldaten bewahren wir aus steuerlichen Gründen zehn Jahre auf. Eine Werbeeinwilligung gilt, bis Sie sie über den Abmeldelink in jeder E-Mail widerrufen."],
      ["Ihre Rechte", "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch. Schreiben Sie an privacy@{slug}.example; Sie können sich auch bei Ihrer Datenschutzbehörde beschweren."],
    ],
  },
  cookies: {
    title: "Cookie-Richtlinie",
    description: "Welche Cookies {brand} auf dieser Website verwendet und wie Sie sie verwalten.",
    eyebrow: "Rechtliches",
    subtitle: "Wir verwenden wenige Cookies, um Ihren Warenkorb, Ihr Land und Ihre Anmeldung zu speichern.",
    headline: "Cookies auf dieser Website",
    sections: [
      ["Notwendige Cookies", "Warenkorb, Länder- und Sprachwahl sowie Ihre Anmeldung werden in Cookies gespeichert, die der Shop zum Funktionieren braucht. Sie lassen sich nicht abschalten."],
      ["Einstellungen", "Ihre Sprachwahl wird 365 Tage gespeichert, damit sich die Seite beim nächsten Mal in Ihrer Sprache öffnet."],
      ["Statistik", "Mit Ihrer Einwilligung messen wir, welche Seiten besucht werden, um den Shop zu verbessern. Diese Zahlen sind anonym."],
      ["Cookies verwalten", "Sie können Cookies jederzeit in den Einstellungen Ihres Browsers löschen. Ohne die notwendigen Cookies funktionieren Warenkorb und Kasse nicht."],
    ],
  },
};
