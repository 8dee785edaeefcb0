import type { Database } from "../../server/db/client";
import { validatePage } from "../../server/modules/content/blocks";
import type { ContentPage } from "../../server/modules/content/types";
import { contentChannels, type ContentChannel } from "./channels";
import { withBrand } from "./config";
import { insertDocuments } from "./write";

/** The financing-provider FAQ page; its route is named after the provider (000 §2). */
export const FINANCING_FAQ_PATH = "/klarna-faq";

interface FaqCopy {
  title: string;
  description: string;
  eyebrow: string;
  subtitle: string;
  faqTitle: string;
  items: Array<[question: string, answer: string]>;
  ctaHeadline: string;
  ctaLabel: string;
}

const english: FaqCopy = {
  title: "Pay later with Klarna",
  description: "How financing with Klarna works at {brand}: who can apply, repayment options, returns and what happens at checkout.",
  eyebrow: "Financing",
  subtitle: "Spread the cost of your {brand} into smaller payments. Here is everything you need to know before you choose Klarna at checkout.",
  faqTitle: "Frequently asked questions",
  items: [
    ["What is Klarna?", "Klarna is a payment provider that lets you <strong>pay in instalments</strong> or pay later, instead of paying the full price at checkout."],
    ["Who can use Klarna?", "You need to be at least 18, live in the country of the shop you order from and pass Klarna’s own credit check. The check takes a few seconds at checkout."],
    ["Which payment options are there?", "Depending on your basket you can pay in 3 interest-free instalments, pay within 30 days, or spread the cost over 6 to 36 months."],
    ["Does Klarna affect my credit score?", "Paying in 3 instalments or within 30 days uses a soft check that does not affect your credit score. Longer financing may use a full credit check."],
    ["What happens if I return my bike?", "Klarna pauses your payments as soon as we register the return. Once the refund is processed, Klarna adjusts or cancels the remaining payments."],
    ["Who do I contact about a payment?", "Questions about instalments and statements go to Klarna through the Klarna app. For anything about your order, <a href=\"/contact\">contact us</a>."],
  ],
  ctaHeadline: "Find the folding bike that fits your life",
  ctaLabel: "Shop bikes",
};

const german: FaqCopy = {
  title: "Später bezahlen mit Klarna",
  description: "So funktioniert die Finanzierung mit Klarna bei {brand}: Voraussetzungen, Zahlungsoptionen, Rücksendungen und der Ablauf an der Kasse.",
  eyebrow: "Finanzierung",
  subtitle: "Verteilen Sie den Preis Ihres {brand} auf kleinere Raten. Hier finden Sie alles, was Sie vor der Wahl von Klarna an der Kasse wissen sollten.",
  faqTitle: "Häufig gestellte Fragen",
  items: [
    ["Was ist Klarna?", "Klarna ist ein Zahlungsanbieter, mit dem Sie <strong>in Raten</strong> oder später bezahlen können, statt den vollen Preis an der Kasse zu zahlen."],
    ["Wer kann Klarna nutzen?", "Sie müssen mindestens 18 Jahre alt sein, im Land des Shops wohnen und die Bonitätsprüfung von Klarna bestehen. Die Prüfung dauert an der Kasse nur Sekunden."],
    ["Welche Zahlungsoptionen gibt es?", "Je nach Warenkorb zahlen Sie in 3 zinsfreien Raten, innerhalb von 30 Tagen oder verteilt auf 6 bis 36 Monate."],
    ["Beeinflusst Klarna meine Bonität?", "Ratenzahlung in 3 Teilen und Rechnungskauf nutzen eine weiche Abfrage ohne Einfluss auf Ihre Bonität. Längere Finanzierungen können eine vollständige Prüfung erfordern."],
    ["Was passiert, wenn ich mein Fahrrad zurückschicke?", "Klarna pausiert Ihre Zahlungen, sobald wir die Rücksendung erfassen. Nach der Erstattung passt Klarna die restlichen Raten an oder storniert sie."],
    ["An wen wende ich mich bei Fragen zu einer Zahlung?", "Fragen zu Raten und Abrechnungen klären Sie mit Klarna in der Klarna-App. Bei Fragen zu Ihrer Bestellung <a href=\"/contact\">kontaktieren Sie uns</a>."],
  ],
  ctaHeadline: "Finden Sie das Faltrad, das zu Ihrem Leben passt",
  ctaLabel: "Fahrräder ansehen",
};

const french: FaqCopy = {
  title: "Payer plus tard avec Klarna",
  description: "Le financement Klarna chez {brand} : conditions, options de paiement, retours et déroulement au moment du paiement.",
  eyebrow: "Financement",
  subtitle: "Étalez le prix de votre {brand} en plusieurs paiements. Voici tout ce qu’il faut savoir avant de choisir Klarna au paiement.",
  faqTitle: "Questions fréquentes",
  items: [
    ["Qu’est-ce que Klarna ?", "Klarna est un prestataire de paiement qui vous permet de <strong>payer en plusieurs fois</strong> ou plus tard, au lieu de régler le prix total à la commande."],
    ["Qui peut utiliser Klarna ?", "Vous devez avoir au moins 18 ans, résider dans le pays de la boutique et être accepté par Klarna après une vérification qui ne prend que quelques secondes."],
    ["Quelles options de paiement sont proposées ?", "Selon votre panier, vous pouvez payer en 3 fois sans frais, sous 30 jours, ou étaler le coût sur 6 à 36 mois."],
    ["Klarna a-t-il un impact sur ma solvabilité ?", "Le paiement en 3 fois ou sous 30 jours repose sur une vérification légère sans impact. Un financement plus long peut nécessiter une vérification complète."],
    ["Que se passe-t-il si je retourne mon vélo ?", "Klarna suspend vos paiements dès que nous enregistrons le retour. Une fois le remboursement traité, Klarna ajuste ou annule les échéances restantes."],
    ["Qui contacter au sujet d’un paiement ?", "Pour les échéances et relevés, contactez Klarna via l’application Klarna. Pour votre commande, <a href=\"/contact\">contactez-nous</a>."],
  ],
  ctaHeadline: "Trouvez le vélo pliant fait pour votre vie",
  ctaLabel: "Voir les vélos",
};

const spanish: FaqCopy = {
  title: "Paga más tarde con Klarna",
  description: "Cómo funciona la financiación con Klarna en {brand}: requisitos, opciones de pago, devoluciones y el proceso de pago.",
  eyebrow: "Financiación",
  subtitle: "Divide el precio de tu {brand} en pagos más pequeños. Aquí tienes todo lo que debes saber antes de elegir Klarna al pagar.",
  faqTitle: "Preguntas frecuentes",
  items: [
    ["¿Qué es Klarna?", "Klarna es un proveedor de pagos que te permite <strong>pagar a plazos</strong> o más tarde, en lugar de abonar el precio completo al hacer el pedido."],
    ["¿Quién puede usar Klarna?", "Debes tener al menos 18 años, residir en el país de la tienda y superar la comprobación de Klarna, que solo tarda unos segundos."],
    ["¿Qué opciones de pago hay?", "Según tu cesta, puedes pagar en 3 plazos sin intereses, en 30 días o repartir el coste entre 6 y 36 meses."],
    ["¿Afecta Klarna a mi historial crediticio?", "Pagar en 3 plazos o en 30 días usa una consulta suave que no afecta a tu historial. La financiación más larga puede requerir una consulta completa."],
    ["¿Qué pasa si devuelvo mi bicicleta?", "Klarna pausa tus pagos en cuanto registramos la devolución. Cuando se procesa el reembolso, Klarna ajusta o cancela los pagos pendientes."],
    ["¿A quién contacto por un pago?", "Las dudas sobre plazos y extractos se gestionan con Klarna en su app. Para cualquier cuestión sobre tu pedido, <a href=\"/contact\">contáctanos</a>."],
  ],
  ctaHeadline: "Encuentra la bicicleta plegable que encaja con tu vida",
  ctaLabel: "Ver bicicletas",
};

const italian: FaqCopy = {
  title: "Paga più tardi con Klarna",
  description: "Come funziona il finanziamento Klarna su {brand}: requisiti, opzioni di pagamento, resi e cosa succede al checkout.",
  eyebrow: "Finanziamento",
  subtitle: "Dividi il prezzo della tua {brand} in rate più piccole. Ecco tutto ciò che devi sapere prima di scegliere Klarna al checkout.",
  faqTitle: "Domande frequenti",
  items: [
    ["Che cos’è Klarna?", "Klarna è un fornitore di pagamenti che ti permette di <strong>pagare a rate</strong> o più tardi, invece di pagare l’intero importo al checkout."],
    ["Chi può usare Klarna?", "Devi avere almeno 18 anni, risiedere nel paese del negozio e superare la verifica di Klarna, che richiede pochi secondi."],
    ["Quali opzioni di pagamento ci sono?", "In base al carrello puoi pagare in 3 rate senza interessi, entro 30 giorni oppure distribuire il costo su 6–36 mesi."],
    ["Klarna influisce sul mio merito creditizio?", "Il pagamento in 3 rate o entro 30 giorni usa una verifica leggera senza impatto. I finanziamenti più lunghi possono richiedere una verifica completa."],
    ["Cosa succede se restituisco la bici?", "Klarna sospende i pagamenti non appena registriamo il reso. Dopo il rimborso, Klarna adegua o annulla le rate rimanenti."],
    ["Chi contatto per un pagamento?", "Per rate ed estratti conto rivolgiti a Klarna tramite l’app Klarna. Per il tuo ordine, <a href=\"/contact\">contattaci</a>."],
  ],
  ctaHeadline: "Trova la bici pieghevole adatta alla tua vita",
  ctaLabel: "Scopri le bici",
};

const dutch: FaqCopy = {
  title: "Later betalen met Klarna",
  description: "Zo werkt financieren met Klarna bij {brand}: voorwaarden, betaalopties, retourneren en wat er bij het afrekenen gebeurt.",
  eyebrow: "Financiering",
  subtitle: "Spreid de prijs van je {brand} over kleinere betalingen. Hier lees je alles wat je moet weten voordat je bij het afrekenen voor Klarna kiest.",
  faqTitle: "Veelgestelde vragen",
  items: [
    ["Wat is Klarna?", "Klarna is een betaalaanbieder waarmee je <strong>in termijnen</strong> of later betaalt, in plaats van het volledige bedrag bij het afrekenen."],
    ["Wie kan Klarna gebruiken?", "Je moet minstens 18 jaar zijn, in het land van de webshop wonen en door de controle van Klarna komen. Die duurt maar een paar seconden."],
    ["Welke betaalopties zijn er?", "Afhankelijk van je winkelmand betaal je in 3 renteloze termijnen, binnen 30 dagen, of spreid je de kosten over 6 tot 36 maanden."],
    ["Heeft Klarna invloed op mijn kredietwaardigheid?", "Betalen in 3 termijnen of binnen 30 dagen gebruikt een lichte controle zonder invloed. Langere financiering kan een volledige controle vereisen."],
    ["Wat gebeurt er als ik mijn fiets retourneer?", "Klarna pauzeert je betalingen zodra wij de retour registreren. Na de terugbetaling past Klarna de resterende termijnen aan of vervallen ze."],
    ["Bij wie kan ik terecht met vragen over een betaling?", "Vragen over termijnen en overzichten stel je aan Klarna via de Klarna-app. Voor je bestelling kun je <a href=\"/contact\">contact met ons opnemen</a>."],
  ],
  ctaHeadline: "Vind de vouwfiets die bij jouw leven past",
  ctaLabel: "Bekijk fietsen",
};

const japanese: FaqCopy = {
  title: "Klarnaで後払い",
  description: "{brand}でのKlarnaによる分割・後払いのしくみ：ご利用条件、お支払い方法、返品、チェックアウトの流れ。",
  eyebrow: "お支払い",
  subtitle: "{brand}のお支払いを分割にできます。チェックアウトでKlarnaを選ぶ前に知っておきたいことをまとめました。",
  faqTitle: "よくあるご質問",
  items: [
    ["Klarnaとは何ですか？", "Klarnaは、ご注文時に全額を支払う代わりに<strong>分割払い</strong>や後払いができる決済サービスです。"],
    ["Klarnaを利用できるのはどんな人ですか？", "18歳以上で、ご注文のショップの国にお住まいで、Klarnaの審査に通過された方です。審査はチェックアウト時に数秒で完了します。"],
    ["どのような支払い方法がありますか？", "カートの内容に応じて、3回の無利息分割、30日以内の後払い、または6〜36か月の分割払いからお選びいただけます。"],
    ["信用情報に影響はありますか？", "3回払いと30日後払いは信用情報に影響しない簡易審査です。長期の分割払いでは通常の審査が行われる場合があります。"],
    ["自転車を返品した場合はどうなりますか？", "返品を受け付けた時点でKlarnaへのお支払いは一時停止されます。返金処理後、残りのお支払いは調整または取り消されます。"],
    ["支払いについての問い合わせ先は？", "分割払いや明細についてはKlarnaアプリからKlarnaへお問い合わせください。ご注文については<a href=\"/contact\">こちらからお問い合わせ</a>ください。"],
  ],
  ctaHeadline: "あなたの暮らしに合う折りたたみ自転車を見つけよう",
  ctaLabel: "自転車を見る",
};

const copyByLocale: Record<ContentChannel["locale"], FaqCopy> = {
  "en-GB": english,
  "en-SG": english,
  "en-BE": english,
  "en-US": english,
  "de-DE": german,
  "fr-FR": french,
  "es-ES": spanish,
  "it-IT": italian,
  "nl-NL": dutch,
  "ja-JP": japanese,
};

/** The FAQ page of one channel: a heading, the faq block and a call to action (001 §2 blocks). */
export function financingFaqPage(locale: ContentChannel["locale"], brandName: string): ContentPage {
  const copy = withBrand(copyByLocale[locale], brandName);
  return validatePage({
    title: copy.title,
    seo: { seo_title: copy.title, meta: [{ tag_name: "description", content: copy.description }], scripts: [] },
    blocks: [
      { type: "heading", id: "financing", eyebrow: copy.eyebrow, text: copy.title, subtitle: copy.subtitle, level: 1, align: "center" },
      { type: "faq", id: "questions", title: copy.faqTitle, items: copy.items.map(([question, answer]) => ({ question, answer })) },
      { type: "callToAction", id: "shop-bikes", headline: copy.ctaHeadline, primary: { label: copy.ctaLabel, url: "/c/bikes" }, tone: "soft" },
    ],
  }) as ContentPage;
}

/** Seeds the financing-provider FAQ page on every content channel. */
export async function seedFinancingFaq(db: Database, brandName: string): Promise<void> {
  await insertDocuments(
    db,
    contentChannels(brandName).map((c) => ({
      channel: c.channel,
      locale: c.locale,
      type: "page" as const,
      key: FINANCING_FAQ_PATH,
      data: financingFaqPage(c.locale, brandName),
    })),
  );
}
