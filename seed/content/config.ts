import type { Database } from "../../server/db/client";
import type { StorefrontConfigDocument } from "../../server/modules/content/types";
import { contentChannels, type ContentChannel } from "./channels";
import { insertDocuments } from "./write";

/**
 * The config document `vue-storefront` of every channel (001 §7 Content service): the texts that
 * the product page, subscriptions, order confirmation, bike registration, the verification modal
 * (000 §4) and the forms take from the CMS, in the channel's language. `{brand}` is the brand name.
 */
type ConfigCopy = StorefrontConfigDocument;

const english: ConfigCopy = {
  pdpConfig: {
    inStockText: "In stock – dispatched within 2 working days",
    deliveryText: "Free delivery on bikes. Free returns within 30 days.",
    sizeGuideLabel: "Size guide",
    storeFinderCtaLabel: "Find it in a store near you",
    specsTabLabel: "Technical spec",
    reviewsTabLabel: "Reviews",
    questionsTabLabel: "Questions & answers",
  },
  productSubscriptionConfig: {
    title: "Ride now with a {brand} subscription",
    description: "One monthly price covers your bike, servicing and theft cover. Pause or cancel when your plans change.",
    benefits: ["Servicing included", "Theft and damage cover", "Swap or buy your bike at any time"],
    accountRequiredMessage: "Account required: in order to make a subscription, use login or create an account",
    oneSubscriptionMessage: "You can only add one subscription to your cart at a time. Please complete your current purchase before adding another subscription.",
    subscriptionInCartMessage: "You cannot purchase a product with a subscription already in your cart. Please complete the subscription purchase first before adding other products.",
    productInCartMessage: "You already have a {brand} product in your cart to purchase. Please finish purchasing that item before adding a subscription to your cart.",
    actionNotAllowedMessage: "This action is not allowed for the subscription cart.",
  },
  orderConfirmationPageConfig: {
    title: "Thank you for your order",
    message: "We have sent a confirmation to your email address. We will let you know as soon as your order is on its way.",
    ctaLabel: "Continue shopping",
    ctaUrl: "/",
  },
  bikeRegistrationPageConfig: {
    title: "Register your bike",
    intro: "Registering your {brand} makes warranty claims quicker and helps us reunite you with your bike if it is ever stolen.",
    serialNumberHelp: "Your 10-digit serial number is stamped on the frame, just below the seat post.",
    successMessage: "Thank you – your bike is registered.",
    submitLabel: "Register my bike",
  },
  verificationConfig: {
    modalTitle: "Verify your identity",
    modalRequiredVerificationMessage:
      "Before we can start your subscription we need to confirm your identity. It takes about two minutes: have your passport, driving licence or ID card ready.",
    modalPendingVerificationReviewMessage:
      "Thank you – your documents are being reviewed. This usually takes a few minutes; you can continue once your identity is confirmed.",
    modalTermsAndConditionsCheckboxLabel:
      "I agree that {brand} and its verification partner may process my identity documents to confirm who I am.",
  },
  formConfig: {
    marketingSignUpCheckboxLabel: "Yes, send me news, riding tips and offers from {brand}. I can unsubscribe at any time.",
    termsAndConditionsCheckboxLabel: "I have read and accept the <a href=\"/terms\">terms and conditions</a> and the <a href=\"/privacy\">privacy policy</a>.",
  },
  myRegisteredBikesPageConfig: {
    title: "My registered bikes",
    emptyMessage: "You have not registered a bike yet.",
    registerCtaLabel: "Register a bike",
    registerCtaUrl: "/bike-registration",
  },
};

const american: ConfigCopy = {
  ...english,
  pdpConfig: { ...english.pdpConfig, inStockText: "In stock – ships within 2 business days", deliveryText: "Free shipping on bikes. Free returns within 30 days." },
  bikeRegistrationPageConfig: {
    ...english.bikeRegistrationPageConfig,
    intro: "Registering your {brand} makes warranty claims faster and helps us reunite you with your bike if it is ever stolen.",
    successMessage: "Thank you – your bike is registered.",
    submitLabel: "Register my bike",
  },
  verificationConfig: {
    ...english.verificationConfig,
    modalRequiredVerificationMessage:
      "Before we can start your subscription we need to confirm your identity. It takes about two minutes: have your passport, driver's license or ID card ready.",
  },
  formConfig: {
    ...english.formConfig,
    termsAndConditionsCheckboxLabel: "I have read and accept the <a href=\"/terms\">terms and conditions</a> and the <a href=\"/privacy\">privacy policy</a>.",
  },
};

const german: ConfigCopy = {
  pdpConfig: {
    inStockText: "Auf Lager – Versand innerhalb von 2 Werktagen",
    deliveryText: "Kostenloser Versand für Fahrräder. Kostenlose Rücksendung innerhalb von 30 Tagen.",
    sizeGuideLabel: "Größentabelle",
    storeFinderCtaLabel: "Bei einem Händler in Ihrer Nähe finden",
    specsTabLabel: "Technische Daten",
    reviewsTabLabel: "Bewertungen",
    questionsTabLabel: "Fragen & Antworten",
  },
  productSubscriptionConfig: {
    title: "Jetzt losfahren mit einem {brand}-Abo",
    description: "Ein Monatspreis für Fahrrad, Wartung und Diebstahlschutz. Pausieren oder kündigen Sie, wenn sich Ihre Pläne ändern.",
    benefits: ["Wartung inklusive", "Schutz bei Diebstahl und Schäden", "Fahrrad jederzeit tauschen oder kaufen"],
    accountRequiredMessage: "Konto erforderlich: Melden Sie sich an oder erstellen Sie ein Konto, um ein Abo abzuschließen",
    oneSubscriptionMessage: "Sie können jeweils nur ein Abo in den Warenkorb legen. Bitte schließen Sie Ihren aktuellen Kauf ab, bevor Sie ein weiteres Abo hinzufügen.",
    subscriptionInCartMessage: "Sie können kein Produkt kaufen, solange sich ein Abo in Ihrem Warenkorb befindet. Bitte schließen Sie zuerst den Abo-Kauf ab, bevor Sie weitere Produkte hinzufügen.",
    productInCartMessage: "Sie haben bereits ein {brand}-Produkt zum Kauf in Ihrem Warenkorb. Bitte schließen Sie diesen Kauf ab, bevor Sie ein Abo in den Warenkorb legen.",
    actionNotAllowedMessage: "Diese Aktion ist für den Abo-Warenkorb nicht erlaubt.",
  },
  orderConfirmationPageConfig: {
    title: "Vielen Dank für Ihre Bestellung",
    message: "Wir haben Ihnen eine Bestätigung per E-Mail geschickt und melden uns, sobald Ihre Bestellung unterwegs ist.",
    ctaLabel: "Weiter einkaufen",
    ctaUrl: "/",
  },
  bikeRegistrationPageConfig: {
    title: "Fahrrad registrieren",
    intro: "Mit der Registrierung Ihres {brand} geht die Garantieabwicklung schneller, und wir können Ihnen Ihr Fahrrad nach einem Diebstahl leichter zurückbringen.",
    serialNumberHelp: "Die 10-stellige Seriennummer ist direkt unter der Sattelstütze in den Rahmen geprägt.",
    successMessage: "Vielen Dank – Ihr Fahrrad ist registriert.",
    submitLabel: "Mein Fahrrad registrieren",
  },
  verificationConfig: {
    modalTitle: "Identität bestätigen",
    modalRequiredVerificationMessage:
      "Bevor Ihr Abo starten kann, müssen wir Ihre Identität bestätigen. Das dauert etwa zwei Minuten: Halten Sie Reisepass, Führerschein oder Personalausweis bereit.",
    modalPendingVerificationReviewMessage:
      "Vielen Dank – Ihre Dokumente werden geprüft. Das dauert meist nur wenige Minuten; danach können Sie fortfahren.",
    modalTermsAndConditionsCheckboxLabel:
      "Ich bin einverstanden, dass {brand} und sein Verifizierungspartner meine Ausweisdokumente verarbeiten, um meine Identität zu bestätigen.",
  },
  formConfig: {
    marketingSignUpCheckboxLabel: "Ja, schicken Sie mir Neuigkeiten, Fahrtipps und Angebote von {brand}. Ich kann mich jederzeit abmelden.",
    termsAndConditionsCheckboxLabel: "Ich habe die <a href=\"/terms\">AGB</a> und die <a href=\"/privacy\">Datenschutzerklärung</a> gelesen und akzeptiere sie.",
  },
  myRegisteredBikesPageConfig: {
    title: "Meine registrierten Fahrräder",
    emptyMessage: "Sie haben noch kein Fahrrad registriert.",
    registerCtaLabel: "Fahrrad registrieren",
    registerCtaUrl: "/bike-registration",
  },
};

const french: ConfigCopy = {
  pdpConfig: {
    inStockText: "En stock – expédié sous 2 jours ouvrés",
    deliveryText: "Livraison offerte sur les vélos. Retours gratuits sous 30 jours.",
    sizeGuideLabel: "Guide des tailles",
    storeFinderCtaLabel: "Le trouver dans un magasin près de chez vous",
    specsTabLabel: "Caractéristiques techniques",
    reviewsTabLabel: "Avis",
    questionsTabLabel: "Questions et réponses",
  },
  productSubscriptionConfig: {
    title: "Roulez dès maintenant avec un abonnement {brand}",
    description: "Un prix mensuel unique pour le vélo, l’entretien et l’assurance vol. Suspendez ou résiliez si vos projets changent.",
    benefits: ["Entretien inclus", "Assurance vol et dommages", "Changez ou achetez votre vélo à tout moment"],
    accountRequiredMessage: "Compte requis : pour souscrire un abonnement, connectez-vous ou créez un compte",
    oneSubscriptionMessage: "Vous ne pouvez ajouter qu’un seul abonnement à la fois à votre panier. Veuillez finaliser votre achat en cours avant d’ajouter un autre abonnement.",
    subscriptionInCartMessage: "Vous ne pouvez pas acheter de produit tant qu’un abonnement se trouve dans votre panier. Veuillez d’abord finaliser l’achat de l’abonnement avant d’ajouter d’autres produits.",
    productInCartMessage: "Vous avez déjà un produit {brand} à acheter dans votre panier. Veuillez finaliser cet achat avant d’ajouter un abonnement à votre panier.",
    actionNotAllowedMessage: "Cette action n’est pas autorisée pour le panier d’abonnement.",
  },
  orderConfirmationPageConfig: {
    title: "Merci pour votre commande",
    message: "Nous vous avons envoyé une confirmation par e-mail et vous préviendrons dès que votre commande sera expédiée.",
    ctaLabel: "Continuer mes achats",
    ctaUrl: "/",
  },
  bikeRegistrationPageConfig: {
    title: "Enregistrer votre vélo",
    intro: "Enregistrer votre {brand} accélère les demandes de garantie et nous aide à vous le rendre en cas de vol.",
    serialNumberHelp: "Le numéro de série à 10 chiffres est gravé sur le cadre, juste sous la tige de selle.",
    successMessage: "Merci – votre vélo est enregistré.",
    submitLabel: "Enregistrer mon vélo",
  },
  verificationConfig: {
    modalTitle: "Vérifiez votre identité",
    modalRequiredVerificationMessage:
      "Avant de démarrer votre abonnement, nous devons confirmer votre identité. Cela prend environ deux minutes : munissez-vous de votre passeport, permis de conduire ou carte d’identité.",
    modalPendingVerificationReviewMessage:
      "Merci – vos documents sont en cours de vérification. Cela prend généralement quelques minutes ; vous pourrez continuer dès que votre identité sera confirmée.",
    modalTermsAndConditionsCheckboxLabel:
      "J’accepte que {brand} et son partenaire de vérification traitent mes pièces d’identité afin de confirmer mon identité.",
  },
  formConfig: {
    marketingSignUpCheckboxLabel: "Oui, envoyez-moi les actualités, conseils et offres de {brand}. Je peux me désabonner à tout moment.",
    termsAndConditionsCheckboxLabel: "J’ai lu et j’accepte les <a href=\"/terms\">conditions générales</a> et la <a href=\"/privacy\">politique de confidentialité</a>.",
  },
  myRegisteredBikesPageConfig: {
    title: "Mes vélos enregistrés",
    emptyMessage: "Vous n’avez pas encore enregistré de vélo.",
    registerCtaLabel: "Enregistrer un vélo",
    registerCtaUrl: "/bike-registration",
  },
};

const spanish: ConfigCopy = {
  pdpConfig: {
    inStockText: "En stock – enviado en 2 días laborables",
    deliveryText: "Envío gratuito en bicicletas. Devoluciones gratuitas en 30 días.",
    sizeGuideLabel: "Guía de tallas",
    storeFinderCtaLabel: "Encuéntrala en una tienda cercana",
    specsTabLabel: "Especificaciones técnicas",
    reviewsTabLabel: "Opiniones",
    questionsTabLabel: "Preguntas y respuestas",
  },
  productSubscriptionConfig: {
    title: "Pedalea ya con una suscripción {brand}",
    description: "Un único precio mensual para la bicicleta, el mantenimiento y el seguro antirrobo. Pausa o cancela si cambian tus planes.",
    benefits: ["Mantenimiento incluido", "Seguro contra robo y daños", "Cambia o compra tu bicicleta cuando quieras"],
    accountRequiredMessage: "Cuenta necesaria: para suscribirte, inicia sesión o crea una cuenta",
    oneSubscriptionMessage: "Solo puedes añadir una suscripción a la cesta cada vez. Completa tu compra actual antes de añadir otra suscripción.",
    subscriptionInCartMessage: "No puedes comprar un producto mientras tengas una suscripción en la cesta. Completa primero la compra de la suscripción antes de añadir otros productos.",
    productInCartMessage: "Ya tienes un producto {brand} en la cesta para comprar. Termina esa compra antes de añadir una suscripción a la cesta.",
    actionNotAllowedMessage: "Esta acción no está permitida en la cesta de suscripción.",
  },
  orderConfirmationPageConfig: {
    title: "Gracias por tu pedido",
    message: "Te hemos enviado una confirmación por correo electrónico y te avisaremos en cuanto tu pedido esté en camino.",
    ctaLabel: "Seguir comprando",
    ctaUrl: "/",
  },
  bikeRegistrationPageConfig: {
    title: "Registra tu bicicleta",
    intro: "Registrar tu {brand} agiliza las reclamaciones de garantía y nos ayuda a devolvértela si te la roban.",
    serialNumberHelp: "El número de serie de 10 dígitos está grabado en el cuadro, justo debajo de la tija del sillín.",
    successMessage: "Gracias: tu bicicleta está registrada.",
    submitLabel: "Registrar mi bicicleta",
  },
  verificationConfig: {
    modalTitle: "Verifica tu identidad",
    modalRequiredVerificationMessage:
      "Antes de iniciar tu suscripción necesitamos confirmar tu identidad. Solo lleva unos dos minutos: ten a mano tu pasaporte, carné de conducir o DNI.",
    modalPendingVerificationReviewMessage:
      "Gracias: estamos revisando tus documentos. Suele tardar unos minutos; podrás continuar en cuanto confirmemos tu identidad.",
    modalTermsAndConditionsCheckboxLabel:
      "Acepto que {brand} y su socio de verificación traten mis documentos de identidad para confirmar quién soy.",
  },
  formConfig: {
    marketingSignUpCheckboxLabel: "Sí, quiero recibir novedades, consejos y ofertas de {brand}. Puedo darme de baja en cualquier momento.",
    termsAndConditionsCheckboxLabel: "He leído y acepto los <a href=\"/terms\">términos y condiciones</a> y la <a href=\"/privacy\">política de privacidad</a>.",
  },
  myRegisteredBikesPageConfig: {
    title: "Mis bicicletas registradas",
    emptyMessage: "Todavía no has registrado ninguna bicicleta.",
    registerCtaLabel: "Registrar una bicicleta",
    registerCtaUrl: "/bike-registration",
  },
};

const italian: ConfigCopy = {
  pdpConfig: {
    inStockText: "Disponibile – spedito entro 2 giorni lavorativi",
    deliveryText: "Spedizione gratuita sulle bici. Reso gratuito entro 30 giorni.",
    sizeGuideLabel: "Guida alle taglie",
    storeFinderCtaLabel: "Trovala in un negozio vicino a te",
    specsTabLabel: "Scheda tecnica",
    reviewsTabLabel: "Recensioni",
    questionsTabLabel: "Domande e risposte",
  },
  productSubscriptionConfig: {
    title: "Pedala subito con un abbonamento {brand}",
    description: "Un unico prezzo mensile per bici, manutenzione e copertura furto. Metti in pausa o disdici se cambiano i tuoi piani.",
    benefits: ["Manutenzione inclusa", "Copertura furto e danni", "Cambia o acquista la bici quando vuoi"],
    accountRequiredMessage: "Account richiesto: per sottoscrivere un abbonamento accedi o crea un account",
    oneSubscriptionMessage: "Puoi aggiungere al carrello un solo abbonamento alla volta. Completa l’acquisto in corso prima di aggiungere un altro abbonamento.",
    subscriptionInCartMessage: "Non puoi acquistare un prodotto mentre hai un abbonamento nel carrello. Completa prima l’acquisto dell’abbonamento e poi aggiungi altri prodotti.",
    productInCartMessage: "Hai già un prodotto {brand} da acquistare nel carrello. Completa quell’acquisto prima di aggiungere un abbonamento al carrello.",
    actionNotAllowedMessage: "Questa azione non è consentita per il carrello dell’abbonamento.",
  },
  orderConfirmationPageConfig: {
    title: "Grazie per il tuo ordine",
    message: "Ti abbiamo inviato una conferma via e-mail e ti avviseremo non appena il tuo ordine sarà in viaggio.",
    ctaLabel: "Continua lo shopping",
    ctaUrl: "/",
  },
  bikeRegistrationPageConfig: {
    title: "Registra la tua bici",
    intro: "Registrare la tua {brand} velocizza le richieste di garanzia e ci aiuta a restituirtela in caso di furto.",
    serialNumberHelp: "Il numero di serie di 10 cifre è inciso sul telaio, proprio sotto il reggisella.",
    successMessage: "Grazie: la tua bici è registrata.",
    submitLabel: "Registra la mia bici",
  },
  verificationConfig: {
    modalTitle: "Verifica la tua identità",
    modalRequiredVerificationMessage:
      "Prima di attivare l’abbonamento dobbiamo confermare la tua identità. Servono circa due minuti: tieni a portata di mano passaporto, patente o carta d’identità.",
    modalPendingVerificationReviewMessage:
      "Grazie: stiamo verificando i tuoi documenti. Di solito bastano pochi minuti; potrai proseguire appena la tua identità sarà confermata.",
    modalTermsAndConditionsCheckboxLabel:
      "Acconsento al trattamento dei miei documenti d’identità da parte di {brand} e del suo partner di verifica per confermare chi sono.",
  },
  formConfig: {
    marketingSignUpCheckboxLabel: "Sì, inviatemi novità, consigli e offerte di {brand}. Posso annullare l’iscrizione in qualsiasi momento.",
    termsAndConditionsCheckboxLabel: "Ho letto e accetto i <a href=\"/terms\">termini e condizioni</a> e l’<a href=\"/privacy\">informativa sulla privacy</a>.",
  },
  myRegisteredBikesPageConfig: {
    title: "Le mie bici registrate",
    emptyMessage: "Non hai ancora registrato nessuna bici.",
    registerCtaLabel: "Registra una bici",
    registerCtaUrl: "/bike-registration",
  },
};

const dutch: ConfigCopy = {
  pdpConfig: {
    inStockText: "Op voorraad – binnen 2 werkdagen verzonden",
    deliveryText: "Gratis bezorging van fietsen. Gratis retourneren binnen 30 dagen.",
    sizeGuideLabel: "Maattabel",
    storeFinderCtaLabel: "Vind hem in een winkel bij jou in de buurt",
    specsTabLabel: "Technische specificaties",
    reviewsTabLabel: "Reviews",
    questionsTabLabel: "Vragen en antwoorden",
  },
  productSubscriptionConfig: {
    title: "Rijd direct weg met een {brand}-abonnement",
    description: "Eén maandprijs voor je fiets, onderhoud en diefstaldekking. Pauzeer of stop wanneer je plannen veranderen.",
    benefits: ["Onderhoud inbegrepen", "Dekking bij diefstal en schade", "Ruil of koop je fiets wanneer je wilt"],
    accountRequiredMessage: "Account vereist: log in of maak een account aan om een abonnement af te sluiten",
    oneSubscriptionMessage: "Je kunt maar één abonnement tegelijk aan je winkelwagen toevoegen. Rond je huidige aankoop af voordat je een ander abonnement toevoegt.",
    subscriptionInCartMessage: "Je kunt geen product kopen terwijl er een abonnement in je winkelwagen zit. Rond eerst de aankoop van het abonnement af voordat je andere producten toevoegt.",
    productInCartMessage: "Je hebt al een {brand}-product in je winkelwagen om te kopen. Rond die aankoop af voordat je een abonnement aan je winkelwagen toevoegt.",
    actionNotAllowedMessage: "Deze actie is niet toegestaan voor de abonnementswinkelwagen.",
  },
  orderConfirmationPageConfig: {
    title: "Bedankt voor je bestelling",
    message: "We hebben je een bevestiging gemaild en laten het je weten zodra je bestelling onderweg is.",
    ctaLabel: "Verder winkelen",
    ctaUrl: "/",
  },
  bikeRegistrationPageConfig: {
    title: "Registreer je fiets",
    intro: "Met een geregistreerde {brand} verlopen garantieclaims sneller en kunnen we je fiets na diefstal makkelijker terugbezorgen.",
    serialNumberHelp: "Het serienummer van 10 cijfers staat in het frame gestempeld, net onder de zadelpen.",
    successMessage: "Bedankt – je fiets is geregistreerd.",
    submitLabel: "Mijn fiets registreren",
  },
  verificationConfig: {
    modalTitle: "Bevestig je identiteit",
    modalRequiredVerificationMessage:
      "Voordat je abonnement kan starten, moeten we je identiteit bevestigen. Het duurt ongeveer twee minuten: houd je paspoort, rijbewijs of identiteitskaart bij de hand.",
    modalPendingVerificationReviewMessage:
      "Bedankt – we controleren je documenten. Dat duurt meestal een paar minuten; je kunt verder zodra je identiteit is bevestigd.",
    modalTermsAndConditionsCheckboxLabel:
      "Ik ga ermee akkoord dat {brand} en zijn verificatiepartner mijn identiteitsdocumenten verwerken om te bevestigen wie ik ben.",
  },
  formConfig: {
    marketingSignUpCheckboxLabel: "Ja, stuur me nieuws, fietstips en aanbiedingen van {brand}. Ik kan me altijd afmelden.",
    termsAndConditionsCheckboxLabel: "Ik heb de <a href=\"/terms\">algemene voorwaarden</a> en het <a href=\"/privacy\">privacybeleid</a> gelezen en ga ermee akkoord.",
  },
  myRegisteredBikesPageConfig: {
    title: "Mijn geregistreerde fietsen",
    emptyMessage: "Je hebt nog geen fiets geregistreerd.",
    registerCtaLabel: "Fiets registreren",
    registerCtaUrl: "/bike-registration",
  },
};

const japanese: ConfigCopy = {
  pdpConfig: {
    inStockText: "在庫あり – 2営業日以内に発送",
    deliveryText: "自転車は送料無料。30日以内の返品も無料です。",
    sizeGuideLabel: "サイズガイド",
    storeFinderCtaLabel: "お近くの店舗で探す",
    specsTabLabel: "仕様",
    reviewsTabLabel: "レビュー",
    questionsTabLabel: "Q&A",
  },
  productSubscriptionConfig: {
    title: "{brand}のサブスクリプションで今すぐ走り出そう",
    description: "自転車、メンテナンス、盗難補償がひとつの月額料金に。予定が変わったら一時停止や解約もできます。",
    benefits: ["メンテナンス込み", "盗難・破損補償", "いつでも交換・購入が可能"],
    accountRequiredMessage: "アカウントが必要です：サブスクリプションのお申し込みにはログインするかアカウントを作成してください",
    oneSubscriptionMessage: "カートに追加できるサブスクリプションは一度に1つだけです。別のサブスクリプションを追加する前に、現在のご購入を完了してください。",
    subscriptionInCartMessage: "カートにサブスクリプションがある間は商品を購入できません。他の商品を追加する前に、まずサブスクリプションのご購入を完了してください。",
    productInCartMessage: "カートにはすでにご購入予定の{brand}製品が入っています。サブスクリプションをカートに追加する前に、その商品のご購入を完了してください。",
    actionNotAllowedMessage: "この操作はサブスクリプションのカートでは行えません。",
  },
  orderConfirmationPageConfig: {
    title: "ご注文ありがとうございます",
    message: "確認メールをお送りしました。発送が完了しましたらお知らせします。",
    ctaLabel: "買い物を続ける",
    ctaUrl: "/",
  },
  bikeRegistrationPageConfig: {
    title: "自転車を登録する",
    intro: "{brand}を登録すると保証手続きがスムーズになり、万一盗難にあった際にもお手元に戻りやすくなります。",
    serialNumberHelp: "10桁のシリアル番号は、シートポストのすぐ下のフレームに刻印されています。",
    successMessage: "ありがとうございます。自転車の登録が完了しました。",
    submitLabel: "自転車を登録する",
  },
  verificationConfig: {
    modalTitle: "本人確認",
    modalRequiredVerificationMessage:
      "サブスクリプションを開始する前に本人確認が必要です。所要時間は約2分です。パスポート、運転免許証または身分証明書をご用意ください。",
    modalPendingVerificationReviewMessage:
      "ありがとうございます。現在書類を確認しています。通常は数分で完了し、確認後に手続きを続けられます。",
    modalTermsAndConditionsCheckboxLabel: "本人確認のため、{brand}およびその確認パートナーが私の身分証明書を処理することに同意します。",
  },
  formConfig: {
    marketingSignUpCheckboxLabel: "{brand}からのニュース、ライドのヒント、お得な情報を受け取ります。配信はいつでも停止できます。",
    termsAndConditionsCheckboxLabel: "<a href=\"/terms\">利用規約</a>と<a href=\"/privacy\">プライバシーポリシー</a>を読み、同意します。",
  },
  myRegisteredBikesPageConfig: {
    title: "登録済みの自転車",
    emptyMessage: "まだ自転車が登録されていません。",
    registerCtaLabel: "自転車を登録する",
    registerCtaUrl: "/bike-registration",
  },
};

const copyByLocale: Record<ContentChannel["locale"], ConfigCopy> = {
  "en-GB": english,
  "en-SG": english,
  "en-BE": english,
  "en-US": american,
  "de-DE": german,
  "fr-FR": french,
  "es-ES": spanish,
  "it-IT": italian,
  "nl-NL": dutch,
  "ja-JP": japanese,
};

/** Replaces `{brand}` in every string of a JSON-like value. */
export function withBrand<T>(value: T, brandName: string): T {
  if (typeof value === "string") return value.replaceAll("{brand}", brandName) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withBrand(item, brandName)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBrand(v, brandName)])) as T;
  }
  return value;
}

export function configDocument(locale: ContentChannel["locale"], brandName: string): StorefrontConfigDocument {
  return withBrand(copyByLocale[locale], brandName);
}

/** Seeds the config document of every content channel. */
export async function seedConfig(db: Database, brandName: string): Promise<void> {
  await insertDocuments(
    db,
    contentChannels(brandName).map((c) => ({
      channel: c.channel,
      locale: c.locale,
      type: "config" as const,
      key: "vue-storefront",
      data: configDocument(c.locale, brandName),
    })),
  );
}
