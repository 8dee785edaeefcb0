import type { ArticleCopy, CtaCopy } from "./blog-types";

/** German copy of the demo blog. */
export const germanArticles: Record<string, ArticleCopy> = {
  "commuting-with-a-folding-bike": {
    eyebrow: "Ratgeber",
    title: "Pendeln mit dem Faltrad: ein Einstieg",
    excerpt: "Zehn Minuten an der frischen Luft statt im vollen Bus. So planen Sie den Weg mit Rad und Bahn, das richtige Outfit und den Platz fürs Rad tagsüber.",
    imageAlt: "Eine Radfahrerin mit gefaltetem Rad auf dem Weg zum Bahnhof bei Sonnenaufgang",
    intro: "Die meisten unserer Kundinnen und Kunden falten aus einem Grund: dem Arbeitsweg. Mit dem Faltrad wird die lästige letzte Meile vom Bahnhof zum schönsten Teil des Tages.",
    sections: [
      ["Die Strecke planen, nicht nur die Fahrt", "Fahren Sie die Strecke am Wochenende einmal ab. Suchen Sie ruhige Straßen und Radwege und stoppen Sie die Zeit von der Haustür bis zum Bahnsteig – die meisten sind überrascht, wie kurz sie ist."],
      ["Entspannt fahren, frisch ankommen", "In gemütlichem Tempo brauchen Sie keine Dusche. Eine leichte Regenjacke, Hosenklammern und eine Tasche am Frontträger halten Sie und Ihren Laptop trocken."],
      ["Wohin mit dem Rad tagsüber?", "Gefaltet passt Ihr Rad unter den Schreibtisch oder in einen Schrank. Kein Fahrradständer, kein Schloss, keine Sorge ums Wetter."],
    ],
    quote: ["Ich habe vierzig Minuten am Tag gewonnen und meine Monatskarte gekündigt.", "Priya, fährt ein 6-Gang-Rad in London"],
  },
  "how-to-fold-in-ten-seconds": {
    eyebrow: "Ratgeber",
    title: "Das Rad in zehn Sekunden falten",
    excerpt: "Drei Handgriffe, eine flüssige Bewegung. Unser Werkstatt-Team zeigt, wie jeder neue Besitzer das Falten übt, bis es ganz selbstverständlich ist.",
    imageAlt: "Ein Faltrad in drei Stufen des Faltvorgangs",
    intro: "Jedes Faltrad hat seinen Rhythmus. Sobald Sie ihn kennen, falten Sie ohne nachzudenken – an der Bahnsteigsperre, in der Café-Tür oder am Fuß der Treppe.",
    sections: [
      ["Zuerst das Hinterrad", "Heben Sie den Sattel leicht an und lassen Sie den Rahmen sanft federn: Das Hinterrad klappt unter den Hauptrahmen, und das Rad steht von allein."],
      ["Dann Vorderrad und Lenker", "Öffnen Sie den Scharnierverschluss, schwenken Sie das Vorderrad neben das Hinterrad und klappen Sie den Lenker herunter. Den Sattel absenken – fertig."],
      ["Zu Hause üben", "Falten und entfalten Sie das Rad vor der ersten Fahrt fünfmal im Flur. Nach einer Woche schaffen Sie es in unter zehn Sekunden."],
    ],
  },
  "bike-and-train-travel-guide": {
    eyebrow: "Reisen",
    title: "Rad und Bahn: mit dem Faltrad durch Europa",
    excerpt: "Gefaltete Räder fahren in den meisten Zügen Europas kostenlos mit. Unser Ratgeber für Buchung, Einstieg und die Erkundung einer neuen Stadt auf zwei Rädern.",
    imageAlt: "Ein gefaltetes Rad neben einem Hochgeschwindigkeitszug am Bahnsteig",
    intro: "Normale Fahrräder brauchen Reservierungen, Fahrradabteile und Glück. Ein gefaltetes Rad ist Gepäck: Es fährt einfach mit.",
    sections: [
      ["Gepäckregeln prüfen", "Die meisten Bahnen behandeln ein gefaltetes Rad als Handgepäck, solange es vor dem Einsteigen gefaltet ist. Eine Hülle hält die Kette von anderen Fahrgästen fern."],
      ["Zuletzt einsteigen, nah am Gepäckregal sitzen", "Lassen Sie die anderen zuerst einsteigen und schieben Sie das Rad dann ins Regal oder zwischen die Sitzlehnen. Behalten Sie es im Blick – so sind Sie als Erste draußen."],
      ["Auffalten und losfahren", "Aussteigen, auffalten und direkt in die Altstadt radeln – ohne Taxischlange und ohne Busfahrplan."],
    ],
  },
  "winter-riding-checklist": {
    eyebrow: "Pflege",
    title: "Ihre Checkliste für den Winter",
    excerpt: "Kurze Tage, nasse Straßen und Streusalz. Die Checks, mit denen Sie und Ihr Rad sicher durch die kalte Jahreszeit kommen.",
    imageAlt: "Ein Faltrad mit hellen Lichtern an einem verschneiten Abend",
    intro: "Im Winter zahlt sich ein gepflegtes Rad aus. Zehn Minuten Pflege pro Woche halten den Antrieb leise und die Bremsen scharf.",
    sections: [
      ["Sehen und gesehen werden", "Montieren Sie helle Front- und Rücklichter und laden Sie sie jedes Wochenende. Reflektoren an Tasche und Knöcheln machen Sie von der Seite sichtbar."],
      ["Grip und Bremsen", "Senken Sie den Reifendruck etwas für mehr Halt auf nasser Fahrbahn und prüfen Sie die Bremsbeläge: Splitt nutzt sie im Winter schneller ab."],
      ["Salz abspülen", "Streusalz frisst Ketten. Spülen Sie das Rad nach salzigen Fahrten mit klarem Wasser ab, trocknen Sie die Kette und geben Sie etwas Nassschmiermittel darauf."],
    ],
  },
  "choosing-the-right-gear-range": {
    eyebrow: "Ratgeber",
    title: "Singlespeed, 6 oder 12 Gänge? So wählen Sie die Schaltung",
    excerpt: "Flache Innenstadt oder hügelige Vororte? So finden Sie die Übersetzung, die zu Ihren Strecken, Ihrem Gepäck und Ihren Beinen passt.",
    imageAlt: "Nahaufnahme von Hinterradnabe und Kette eines Faltrads",
    intro: "Die Schaltung ist die Entscheidung, über die sich Neulinge die meisten Gedanken machen. Die gute Nachricht: Es gibt keine falsche Wahl, nur eine bessere.",
    sections: [
      ["Singlespeed für flache Städte", "Weniger Teile, weniger Gewicht und kaum Wartung. Ideal für flache Arbeitswege von wenigen Kilometern."],
      ["6 Gänge für jeden Tag", "Genug Bandbreite für Brücken, Hügel und eine volle Tasche – ohne das Gewicht einer Reiseausstattung."],
      ["12 Gänge für lange Tage", "Feine Gangsprünge halten Ihre Trittfrequenz auf langen Touren und steilen Anstiegen gleichmäßig."],
    ],
  },
  "electric-folding-bikes-explained": {
    eyebrow: "Elektro",
    title: "Elektro-Falträder einfach erklärt",
    excerpt: "Wie der Motor unterstützt, wie weit eine Akkuladung reicht und warum ein E-Faltrad trotzdem leicht die Treppe hinaufzutragen ist.",
    imageAlt: "Ein Elektro-Faltrad fährt einen Hügel über der Stadt hinauf",
    intro: "Ein Elektro-Faltrad fährt nicht für Sie. Es glättet Steigungen und Gegenwind, damit Sie entspannt ankommen.",
    sections: [
      ["Unterstützung, kein Moped", "Der Motor hilft nur, während Sie treten, und unterstützt bis 25 km/h – so, wie es in den meisten Ländern Europas vorgeschrieben ist."],
      ["Reichweite im Alltag", "Rechnen Sie mit 40 bis 70 km pro Ladung, je nach Steigungen, Gepäck und gewählter Unterstützungsstufe."],
      ["Der Akku ist abnehmbar", "Der Akku lässt sich in Sekunden abnehmen. Laden Sie ihn am Schreibtisch und tragen Sie das Rad separat."],
    ],
  },
  "city-break-by-folding-bike": {
    eyebrow: "Reisen",
    title: "Ein Wochenende in der Stadt mit dem Faltrad",
    excerpt: "Achtundvierzig Stunden, eine Tasche und ein Rad, das ins Hotelzimmer passt. Unsere Lieblingsart, eine Stadt zu entdecken.",
    imageAlt: "Ein Faltrad auf einer Brücke vor der Skyline einer Stadt",
    intro: "Zu Fuß lernen Sie ein Viertel kennen, mit dem Rad die ganze Stadt. Mit einem Faltrad müssen Sie weder einen Verleih suchen noch eine Station zur Rückgabe.",
    sections: [
      ["Leicht packen", "In eine Fronttasche passen Wechselkleidung, ein Schloss und ein Ladegerät. Alles andere bleibt zu Hause."],
      ["Früh losfahren", "Vor neun Uhr sind die Straßen ruhig. Fahren Sie zuerst zu den Sehenswürdigkeiten, dann falten Sie das Rad und schlendern durch das volle Zentrum."],
    ],
  },
  "five-minute-maintenance-routine": {
    eyebrow: "Pflege",
    title: "Die Fünf-Minuten-Pflege",
    excerpt: "Reifen, Kette, Bremsen und Scharniere: eine kurze Routine pro Woche, die Ihr Rad sicher hält und Werkstattbesuche spart.",
    imageAlt: "Pumpe, Lappen und Kettenöl neben einem Faltrad",
    intro: "Sie brauchen keine Werkstatt, um ein Faltrad in Form zu halten. Eine Pumpe, ein Lappen und fünf Minuten am Sonntag genügen.",
    sections: [
      ["Aufpumpen und prüfen", "Pumpen Sie die Reifen auf den Druck, der auf der Flanke steht, und suchen Sie nach Schnitten oder Glas. Kleine Räder verlieren schneller Luft als große."],
      ["Saubere Kette, feste Scharniere", "Wischen Sie die Kette ab, ölen Sie sie leicht und prüfen Sie, ob jeder Scharnierverschluss fest schließt. Ein lockerer Verschluss ist Ihr Zeichen für einen Händlerbesuch."],
    ],
  },
  "inside-our-frame-workshop": {
    eyebrow: "Hinter den Kulissen",
    title: "Zu Besuch in unserer Rahmenwerkstatt",
    excerpt: "Jeder Rahmen wird von Hand gelötet. Lernen Sie das Team kennen, das aus Stahlrohren Räder macht, die sich tausendfach falten lassen.",
    imageAlt: "Ein Rahmenbauer lötet in der Werkstatt einen Stahlrahmen",
    intro: "Unsere Rahmen entstehen in einem kleinen Team von Rahmenbauern, die jeweils über ein Jahr lang ausgebildet werden, bevor sie ihren ersten Rahmen signieren.",
    sections: [
      ["Stahl, der hält", "Wir verwenden Stahl wegen seiner Festigkeit und weil er Unebenheiten schluckt. Ein gepflegter Rahmen überlebt die meisten Autos."],
      ["Aufs Falten getestet", "Jede Scharnierkonstruktion wird auf unserem Prüfstand zehntausende Male gefaltet und entfaltet, bevor sie in den Handel kommt."],
    ],
    quote: ["An den Lötstellen erkennt man, wer einen Rahmen gebaut hat. Wir signieren alle unsere Arbeit.", "Dev, Rahmenbauer"],
  },
  "safe-storage-at-home-and-work": {
    eyebrow: "Ratgeber",
    title: "Kein Fahrradkeller? So verstauen Sie Ihr Faltrad zu Hause und im Büro",
    excerpt: "Ein gefaltetes Rad braucht weniger Platz als ein Koffer. Clevere Ideen für Wohnung, Flur und Büro.",
    imageAlt: "Ein gefaltetes Rad steht in einem hellen Flur neben der Garderobe",
    intro: "Das sicherste Rad ist das, das Sie mit hineinnehmen. Gefaltet steht es allein in einer Ecke und bleibt immer in Ihrer Nähe.",
    sections: [
      ["Zu Hause", "Verstauen Sie es gefaltet unter der Treppe, im Schrank oder an einem einfachen Wandhaken. Eine Hülle hält die Kette von Ihrer Kleidung fern."],
      ["Im Büro", "In den meisten Büros stört ein Rad unter dem Schreibtisch niemanden. Fragen Sie nach einem Spind, einem Schrank oder einer Ecke am Empfang."],
    ],
  },
  "bike-subscription-how-it-works": {
    eyebrow: "Abo",
    title: "So funktioniert ein Fahrrad-Abo",
    excerpt: "Ein Monatspreis für Rad, Wartung und Diebstahlschutz. Für wen sich ein Abo lohnt und wie Sie starten.",
    imageAlt: "Ein Kalender und ein Faltrad als Sinnbild für ein Monatsabo",
    intro: "Mit einem Abo fahren Sie ein neues {brand}, ohne es vorab zu bezahlen. Ideal für neue Pendler und alle, die erst ausprobieren möchten.",
    sections: [
      ["Was enthalten ist", "Ihr Monatspreis umfasst das Rad, eine jährliche Wartung sowie Schutz bei Diebstahl und Schäden. Sie können pausieren, tauschen oder das Rad später kaufen."],
      ["So starten Sie", "Wählen Sie Rad und Tarif, melden Sie sich an und bestätigen Sie einmalig Ihre Identität. Das dauert wenige Minuten, und Ihr Rad wird wie gewohnt verschickt."],
    ],
  },
  "riding-in-the-rain": {
    eyebrow: "Ratgeber",
    title: "Bei Regen fahren – ganz entspannt",
    excerpt: "Schutzbleche, eine gute Jacke und ein paar Tricks für nasse Straßen. Auch Regentage können gute Radtage sein.",
    imageAlt: "Eine Person fährt bei leichtem Regen auf einem Faltrad",
    intro: "Regen ist der häufigste Grund, das Rad stehen zu lassen – und meist der unnötigste.",
    sections: [
      ["Schutzbleche montieren", "Schutzbleche halten Spritzwasser von Rücken und Tasche fern. Am Faltrad falten sie einfach mit."],
      ["Gleichmäßig fahren", "Bremsen Sie früher, fahren Sie Kurven sanft und meiden Sie Fahrbahnmarkierungen und Kanaldeckel, die bei Nässe rutschig sind."],
    ],
  },
};

export const germanCtas: CtaCopy = {
  bikes: ["Finden Sie Ihr Faltrad", "Fahrräder ansehen"],
  accessories: ["Ausrüstung für jede Fahrt", "Zubehör ansehen"],
  stores: ["Probefahrt in Ihrer Nähe", "Händler finden"],
  electric: ["Weiter fahren mit weniger Kraft", "E-Bikes ansehen"],
};
