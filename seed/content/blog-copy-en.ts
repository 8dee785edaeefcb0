import type { ArticleCopy, CtaCopy } from "./blog-types";

/** British English copy of the demo blog; `{brand}` is replaced by the brand name. */
export const englishArticles: Record<string, ArticleCopy> = {
  "commuting-with-a-folding-bike": {
    eyebrow: "Guides",
    title: "The folding-bike commute: a beginner’s guide",
    excerpt: "Swap the crowded bus for ten minutes in the fresh air. How to plan a commute by bike and train, what to wear and where your bike goes during the day.",
    imageAlt: "A rider with a folded bike walking towards a city train station at sunrise",
    intro: "Most of our riders start folding for one reason: the commute. A folding bike turns the awkward last mile from the station into the best part of the day.",
    sections: [
      ["Plan the route, not just the ride", "Ride the route once at the weekend. Look for quiet streets and cycle lanes, and time the stretch from your front door to the platform – most riders are surprised how short it is."],
      ["Dress for the ride, arrive ready for work", "Ride at an easy pace and you will not need a shower. A light waterproof, trouser clips and a bag on the front carrier keep you and your laptop dry."],
      ["Where your bike goes during the day", "Folded, your bike fits under a desk or in a cupboard. No rack, no lock, no worrying about the weather."],
    ],
    quote: ["I gained forty minutes a day and gave up my season ticket.", "Priya, rides a 6-speed in London"],
  },
  "how-to-fold-in-ten-seconds": {
    eyebrow: "Guides",
    title: "How to fold your bike in ten seconds",
    excerpt: "Three moves, one smooth motion. Our workshop team shows the fold every new owner should practise until it is second nature.",
    imageAlt: "A folding bike shown in three stages of its fold",
    intro: "Every folding bike has a rhythm. Once you have it, folding becomes something you do without thinking – at the ticket barrier, in a café doorway or at the foot of the stairs.",
    sections: [
      ["Rear wheel first", "Lift the saddle slightly and give the frame a gentle bounce: the rear wheel swings under the main frame and the bike stands on its own."],
      ["Then the front and the handlebars", "Open the hinge clamp, swing the front wheel alongside the rear and fold the handlebar down. Drop the saddle to lock everything together."],
      ["Practise at home", "Fold and unfold five times in the hallway before your first ride. By the end of the week you will be under ten seconds."],
    ],
  },
  "bike-and-train-travel-guide": {
    eyebrow: "Travel",
    title: "Bike and train: travelling Europe with a folding bike",
    excerpt: "Folded bikes travel free on most European trains. Our guide to booking, boarding and exploring a new city on two wheels.",
    imageAlt: "A folded bike beside a high-speed train on a station platform",
    intro: "Full-size bikes need reservations, special carriages and luck. A folded bike is luggage: it goes where you go.",
    sections: [
      ["Check the luggage rules", "Most rail operators treat a folded bike as hand luggage, as long as it is folded before you board. A cover keeps the chain away from other passengers."],
      ["Board last, sit near the luggage rack", "Let the crowd board first, then slide the bike into the rack or between the seat backs. Keep it in sight and you will be first off at your stop."],
      ["Unfold and explore", "Step off the train, unfold and ride straight into the old town – no taxi queue, no bus timetable."],
    ],
  },
  "winter-riding-checklist": {
    eyebrow: "Maintenance",
    title: "Your winter riding checklist",
    excerpt: "Short days, wet roads and salt. The checks that keep you and your bike rolling safely through the colder months.",
    imageAlt: "A folding bike with bright lights on a snowy evening street",
    intro: "Winter is when a well-kept bike pays off. Ten minutes of care each week keeps the drivetrain quiet and the brakes sharp.",
    sections: [
      ["See and be seen", "Fit bright front and rear lights and charge them every weekend. Reflective details on your bag and ankles make you visible from the side."],
      ["Grip and braking", "Lower your tyre pressure slightly for more grip on wet roads, and check the brake pads: grit wears them much faster in winter."],
      ["Rinse off the salt", "Road salt eats chains. Rinse the bike with fresh water after salty rides, dry the chain and add a drop of wet-weather lube."],
    ],
  },
  "choosing-the-right-gear-range": {
    eyebrow: "Guides",
    title: "Single speed, 6 speed or 12 speed? Choosing your gears",
    excerpt: "Flat city streets or hilly suburbs? How to choose the gear range that suits your rides, your bags and your legs.",
    imageAlt: "Close-up of a folding bike’s rear hub and chain",
    intro: "Gears are the decision new riders worry about most. The good news: there is no wrong answer, only a better fit.",
    sections: [
      ["Single speed for flat cities", "Fewer parts, less weight and almost no maintenance. Ideal for flat commutes of a few kilometres."],
      ["6 speed for everyday variety", "A wide enough range for bridges, hills and a loaded bag, without the weight of a touring set-up."],
      ["12 speed for long days", "Close steps between the gears keep your cadence smooth on long rides and steep climbs."],
    ],
  },
  "electric-folding-bikes-explained": {
    eyebrow: "Electric",
    title: "Electric folding bikes, explained",
    excerpt: "How the motor helps, how far a charge goes and why an electric folder is still easy to carry up the stairs.",
    imageAlt: "An electric folding bike climbing a hill above the city",
    intro: "An electric folding bike does not do the riding for you. It smooths out the hills and the headwinds, so you arrive fresh.",
    sections: [
      ["Assistance, not a moped", "The motor only helps while you pedal and stops assisting at 25 km/h, as the law requires in most of Europe."],
      ["Range in real life", "Expect 40 to 70 km per charge, depending on the hills, the load and the assistance level you choose."],
      ["The battery comes off", "The battery unclips in seconds, so you can charge it at your desk and carry the bike separately."],
    ],
  },
  "city-break-by-folding-bike": {
    eyebrow: "Travel",
    title: "A weekend city break by folding bike",
    excerpt: "Forty-eight hours, one bag and a bike that fits in the hotel room. Our favourite way to see a city.",
    imageAlt: "A folding bike parked on a bridge with a city skyline behind it",
    intro: "Walking shows you a neighbourhood; a bike shows you the whole city. With a folder there is no hire shop to find and no docking station to return to.",
    sections: [
      ["Pack light", "A front bag holds a change of clothes, a lock and a charger. Everything else can stay at home."],
      ["Ride early", "Streets are quiet before nine. Ride out to the sights first, then fold up and walk through the busy centre."],
    ],
  },
  "five-minute-maintenance-routine": {
    eyebrow: "Maintenance",
    title: "The five-minute maintenance routine",
    excerpt: "Tyres, chain, brakes and hinges: a quick weekly routine that keeps your bike safe and saves trips to the workshop.",
    imageAlt: "A pump, a rag and a bottle of chain lube next to a folding bike",
    intro: "You do not need a workshop to keep a folding bike in shape. A pump, a rag and five minutes on a Sunday are enough.",
    sections: [
      ["Pump and inspect", "Pump the tyres to the pressure printed on the sidewall and look for cuts or glass. Small wheels lose pressure faster than big ones."],
      ["Clean chain, firm hinges", "Wipe the chain, add a little lube and check that every hinge clamp closes firmly. A loose clamp is your cue to visit a store."],
    ],
  },
  "inside-our-frame-workshop": {
    eyebrow: "Inside {brand}",
    title: "Inside our frame workshop",
    excerpt: "Every frame is brazed by hand. Meet the team that turns steel tubes into bikes that fold thousands of times.",
    imageAlt: "A frame builder brazing a steel frame in the workshop",
    intro: "Our frames are made by a small team of brazers, each trained for more than a year before signing their first frame.",
    sections: [
      ["Steel that lasts", "We use steel for its strength and for the way it soaks up rough roads. A well-kept frame will outlive most cars."],
      ["Tested to fold", "Every hinge design is folded and unfolded tens of thousands of times on our test rig before it reaches a shop."],
    ],
    quote: ["You can tell who brazed a frame by looking at the joints. We all sign our work.", "Dev, frame builder"],
  },
  "safe-storage-at-home-and-work": {
    eyebrow: "Guides",
    title: "No bike shed? Storing a folding bike at home and at work",
    excerpt: "A folded bike takes up less space than a suitcase. Smart ideas for flats, hallways and offices.",
    imageAlt: "A folded bike standing in a bright hallway next to a coat rack",
    intro: "The safest bike is the one you take inside with you. A folded bike stands on its own in a corner and never leaves your sight.",
    sections: [
      ["At home", "Store it folded under the stairs, in a wardrobe or on a simple wall hook. A cover keeps the chain off your clothes."],
      ["At work", "Most offices do not mind a bike under a desk. Ask about a locker, a cupboard or a corner near reception."],
    ],
  },
  "bike-subscription-how-it-works": {
    eyebrow: "Subscriptions",
    title: "How a bike subscription works",
    excerpt: "One monthly price for the bike, servicing and theft cover. Who a subscription suits and how to get started.",
    imageAlt: "A calendar and a folding bike illustrating a monthly subscription",
    intro: "A subscription lets you ride a new {brand} without paying for it up front. It suits new commuters and anyone who wants to try before committing.",
    sections: [
      ["What is included", "Your monthly price covers the bike, a yearly service and theft and damage cover. You can pause, swap or buy the bike later."],
      ["Getting started", "Choose a bike and a plan, sign in and confirm your identity once. It takes a couple of minutes and your bike is dispatched as usual."],
    ],
  },
  "riding-in-the-rain": {
    eyebrow: "Guides",
    title: "Riding in the rain without the misery",
    excerpt: "Mudguards, a good jacket and a few tricks for wet roads. Rainy days can still be good riding days.",
    imageAlt: "A rider on a folding bike under a light shower of rain",
    intro: "Rain is the most common reason to leave the bike at home – and usually the least necessary one.",
    sections: [
      ["Fit mudguards", "Mudguards keep road spray off your back and your bag. On a folding bike they fold with it."],
      ["Ride smoothly", "Brake earlier, corner gently and avoid painted road markings and metal covers, which are slippery when wet."],
    ],
  },
};

export const englishCtas: CtaCopy = {
  bikes: ["Find your folding bike", "Shop bikes"],
  accessories: ["Kit for every ride", "Shop accessories"],
  stores: ["Try one near you", "Find a store"],
  electric: ["Ride further with less effort", "Shop electric bikes"],
};

// en-US differs from en-GB in spelling and a few words.
const AMERICAN_WORDS: Array<[RegExp, string]> = [
  [/\btyres\b/g, "tires"], [/\btyre\b/g, "tire"], [/\bneighbourhood\b/g, "neighborhood"], [/\bcentre\b/g, "center"],
  [/\btravelling\b/g, "traveling"], [/\bpractise\b/g, "practice"], [/\bPractise\b/g, "Practice"], [/\bfavourite\b/g, "favorite"],
  [/\bkilometres\b/g, "kilometers"], [/\bMudguards\b/g, "Fenders"], [/\bmudguards\b/g, "fenders"], [/\bflats\b/g, "apartments"],
  [/\bwardrobe\b/g, "closet"], [/\bcupboard\b/g, "closet"], [/\bseason ticket\b/g, "monthly pass"], [/\bticket barrier\b/g, "ticket gate"],
  [/\bqueue\b/g, "line"], [/\bdispatched\b/g, "shipped"], [/\bset-up\b/g, "setup"], [/\bhire shop\b/g, "rental shop"],
  [/\bshop\b/g, "store"], [/\btrouser clips\b/g, "pant clips"], [/\blight waterproof\b/g, "light rain jacket"],
];

export function americanise(text: string): string {
  return AMERICAN_WORDS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}
