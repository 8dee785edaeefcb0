import type { LegalCopy } from "./types";

export const englishLegal: LegalCopy = {
  contact: {
    title: "Contact us",
    description: "Call, write or visit {brand}: our customer care team answers within one working day.",
    eyebrow: "Help",
    subtitle: "Questions about a bike, an order or a repair? Our customer care team in London answers within one working day.",
    headline: "How to reach us",
    sections: [
      ["Phone", "Call +44 20 7946 0180, Monday to Friday from 9:00 to 18:00 and Saturday from 10:00 to 16:00 (UK time)."],
      ["Email", "Write to care@{slug}.example with your order number if you have one. We reply within one working day."],
      ["Visit us", "{brand} Ltd, 12 Railway Arches, London E2 8AA, United Kingdom. Test rides are available at every {brand} Junction store."],
      ["Press and partnerships", "Journalists and retailers can write to press@{slug}.example and trade@{slug}.example."],
    ],
  },
  delivery: {
    title: "Delivery & returns",
    description: "Free delivery on every bike, dispatch within 2 working days and 30-day returns at {brand}.",
    eyebrow: "Help",
    subtitle: "Every bike is delivered free, fully built and ready to ride, and you have 30 days to change your mind.",
    headline: "Delivery and returns at a glance",
    sections: [
      ["Delivery", "Items in stock are dispatched within 2 working days. Bikes travel fully assembled in a recyclable box; accessories arrive in 2 to 4 working days.", "Bikes are delivered free of charge. Accessory orders under the free-delivery threshold pay a flat delivery fee shown at checkout."],
      ["Pre-orders", "Pre-order bikes are dispatched in the order in which they were placed. We email you the delivery date as soon as your bike leaves the workshop."],
      ["Returns", "You can return any item within 30 days of delivery for a full refund. Bikes must be unregistered and ridden less than 50 km; accessories unused and in their packaging.", "Contact our customer care team to book a free collection. Refunds reach your original payment method within 14 days of the return arriving."],
    ],
  },
  warranty: {
    title: "Warranty",
    description: "A lifetime warranty on {brand} frames and two years on parts, for bikes registered by their owner.",
    eyebrow: "Help",
    subtitle: "We build our bikes to last a lifetime of commutes, and we stand behind them.",
    headline: "What the warranty covers",
    sections: [
      ["Frames and forks", "Every {brand} frame and fork has a lifetime warranty against manufacturing defects for the original owner."],
      ["Parts and electrics", "Components are covered for two years; the battery and motor of electric bikes for two years or 500 charge cycles, whichever comes first."],
      ["What is not covered", "Normal wear (tyres, brake pads, chains, grips), damage from accidents, misuse or modifications, and bikes used for hire or racing."],
      ["Making a claim", "Register your bike with its 10-digit serial number, then contact customer care or any {brand} store with a photo of the fault and your proof of purchase."],
    ],
  },
  terms: {
    title: "Terms & conditions",
    description: "The terms on which {brand} sells bikes and accessories through this website.",
    eyebrow: "Legal",
    subtitle: "These terms apply to every order placed on this website. Please read them before you buy.",
    headline: "Terms of sale",
    sections: [
      ["Who we are", "This website is run by {brand} Ltd, 12 Railway Arches, London E2 8AA, United Kingdom. You can contact us at care@{slug}.example."],
      ["Your order", "Your order is an offer to buy. The contract is made when we email you that your order has been dispatched. We may refuse an order, for example when an item is out of stock or a price was shown in error."],
      ["Prices and payment", "Prices are shown in the currency of your country site and include the taxes stated next to them. Payment is taken when you place your order."],
      ["Cancellation", "You may cancel your order within 30 days of delivery, as set out on our delivery and returns page. This does not affect your statutory rights."],
      ["Liability", "Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or any other liability that cannot be limited by law."],
    ],
  },
  privacy: {
    title: "Privacy policy",
    description: "Which personal data {brand} collects, why, how long we keep it and your rights.",
    eyebrow: "Legal",
    subtitle: "We collect only the data we need to sell, deliver and look after your bike, and we never sell it.",
    headline: "How we use your data",
    sections: [
      ["What we collect", "Your name, email address, delivery and billing addresses, phone number, order history and, if you register a bike, its serial number and date of purchase."],
      ["Why we use it", "To process and deliver your orders, answer your questions, honour the warranty and, only if you agreed, send you news and offers."],
      ["How long we keep it", "Order records are kept for seven years for tax purposes. Marketing consent lasts until you withdraw it with the unsubscribe link in any email."],
      ["Your rights", "You may ask for a copy of your data, its correction or deletion, and object to its use. Write to privacy@{slug}.example; you may also complain to your data protection authority."],
    ],
  },
  cookies: {
    title: "Cookie policy",
    description: "The cookies {brand} uses on this website and how to manage them.",
    eyebrow: "Legal",
    subtitle: "We use a small number of cookies to keep your basket, remember your country and keep you signed in.",
    headline: "Cookies on this website",
    sections: [
      ["Essential cookies", "Your cart, your country and language choice and your sign-in are kept in cookies that the shop needs to work. They cannot be switched off."],
      ["Preferences", "Your language choice is remembered for 365 days, so the site opens in your language next time."],
      ["Analytics", "With your consent we measure which pages are visited, so we can improve the shop. These figures are anonymous."],
      ["Managing cookies", "You can delete cookies at any time in your browser's settings. Without the essential cookies the cart and checkout will not work."],
    ],
  },
};
