// The demo community's raw material: people, coffees, cafés, words. Everything the seed posts is
// drawn from these lists with a seeded random generator, so two seeds look alike (not identical:
// the server assigns ids and times).

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'crema-demo';

/** Small deterministic PRNG (mulberry32) so a demo seed is reproducible. */
export function createRandom(seed = 20261122) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  /** `count` distinct elements of `list`, in random order. */
  const sample = (list, count) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  /** Picks an element with probability proportional to `weight(element)`. */
  const weighted = (list, weight) => {
    const total = list.reduce((sum, item) => sum + weight(item), 0);
    let roll = next() * total;
    for (const item of list) {
      roll -= weight(item);
      if (roll <= 0) return item;
    }
    return list[list.length - 1];
  };
  const round = (value, decimals) => Number(value.toFixed(decimals));
  return { next, int, pick, chance, sample, weighted, round };
}

/** Cities with cafés, for locations and the nearby filter (coordinates are the café's). */
export const CITIES = [
  {
    name: 'Seattle',
    cafes: [
      { name: 'Victrola Coffee, Capitol Hill', lat: 47.6149, lng: -122.3201 },
      { name: 'Elm Coffee Roasters, Pioneer Square', lat: 47.5993, lng: -122.3328 },
      { name: 'Milstead & Co., Fremont', lat: 47.6495, lng: -122.3497 },
      { name: 'Espresso Vivace, Capitol Hill', lat: 47.6228, lng: -122.3213 },
      { name: 'Zeitgeist Coffee, Pioneer Square', lat: 47.5985, lng: -122.3317 },
      { name: 'Fulcrum Cafe, Belltown', lat: 47.6147, lng: -122.3455 },
    ],
  },
  {
    name: 'Berlin',
    cafes: [
      { name: 'The Barn, Mitte', lat: 52.5293, lng: 13.4018 },
      { name: 'Bonanza Coffee, Prenzlauer Berg', lat: 52.5403, lng: 13.4086 },
      { name: 'Five Elephant, Kreuzberg', lat: 52.4951, lng: 13.4308 },
      { name: 'Father Carpenter, Mitte', lat: 52.5244, lng: 13.4015 },
      { name: 'Concierge Coffee, Kreuzberg', lat: 52.4973, lng: 13.4179 },
    ],
  },
  {
    name: 'Melbourne',
    cafes: [
      { name: 'Market Lane Coffee, Prahran', lat: -37.8454, lng: 144.9935 },
      { name: 'Proud Mary, Collingwood', lat: -37.8001, lng: 144.9889 },
      { name: 'Seven Seeds, Carlton', lat: -37.8021, lng: 144.9585 },
      { name: 'Patricia Coffee Brewers, CBD', lat: -37.8146, lng: 144.9586 },
    ],
  },
];

/** Places without coordinates: brewing at home, at work, on the road. */
export const OTHER_LOCATIONS = ['Home', 'Home', 'Home', 'The office', 'Kitchen counter', 'Campsite', 'On the train'];

/**
 * Coffees as sold: name, roaster, origin, processing, roast level, coffee type and the notes the
 * bag promises (the check-in picks some of them).
 */
export const COFFEES = [
  { name: 'Ethiopia Yirgacheffe Kochere', roaster: 'Onyx Coffee Lab', origin: 'Ethiopia', process: 'Washed', roast: 'Light', type: 'Single Origin', notes: ['Floral', 'Citrus', 'Sweet'] },
  { name: 'Kenya Nyeri Gatomboya AA', roaster: 'Square Mile Coffee', origin: 'Kenya', process: 'Washed', roast: 'Light', type: 'Single Origin', notes: ['Berry', 'Citrus', 'Fruity'] },
  { name: 'Colombia La Palma El Tucán', roaster: 'Sey Coffee', origin: 'Colombia', process: 'Anaerobic', roast: 'Light', type: 'Microlot', notes: ['Fruity', 'Floral', 'Sweet'] },
  { name: 'Hair Bender', roaster: 'Stumptown Coffee', origin: 'Latin America, Africa, Indonesia', process: 'Washed', roast: 'Medium', type: 'Espresso Blend', notes: ['Chocolatey', 'Caramel', 'Citrus'] },
  { name: 'Black Cat Classic Espresso', roaster: 'Intelligentsia', origin: 'Brazil, Colombia', process: 'Natural', roast: 'Medium-Dark', type: 'Espresso Blend', notes: ['Chocolatey', 'Caramel', 'Sweet'] },
  { name: 'Guatemala Huehuetenango Finca El Injerto', roaster: 'Counter Culture', origin: 'Guatemala', process: 'Washed', roast: 'Medium-Light', type: 'Single Origin', notes: ['Chocolatey', 'Nutty', 'Fruity'] },
  { name: 'Big Trouble', roaster: 'Counter Culture', origin: 'Colombia, Peru', process: 'Washed', roast: 'Medium', type: 'Blend', notes: ['Nutty', 'Caramel', 'Chocolatey'] },
  { name: 'Brazil Daterra Sweet Collection', roaster: 'The Barn', origin: 'Brazil', process: 'Natural', roast: 'Medium', type: 'Single Origin', notes: ['Nutty', 'Chocolatey', 'Sweet'] },
  { name: 'Rwanda Huye Mountain', roaster: 'Five Elephant', origin: 'Rwanda', process: 'Washed', roast: 'Light', type: 'Single Origin', notes: ['Berry', 'Floral', 'Citrus'] },
  { name: 'Red Brick Espresso', roaster: 'Square Mile Coffee', origin: 'Brazil, Colombia, Ethiopia', process: 'Natural', roast: 'Medium', type: 'Espresso Blend', notes: ['Berry', 'Chocolatey', 'Sweet'] },
  { name: 'Panama Hacienda La Esmeralda Geisha', roaster: 'Sey Coffee', origin: 'Panama', process: 'Washed', roast: 'Light', type: 'Microlot', notes: ['Floral', 'Citrus', 'Fruity'] },
  { name: 'Sumatra Wahana Estate', roaster: 'Elm Coffee Roasters', origin: 'Indonesia', process: 'Wet-Hulled', roast: 'Dark', type: 'Single Origin', notes: ['Earthy', 'Spicy', 'Smoky'] },
  { name: 'Espresso Vivace Dolce', roaster: 'Espresso Vivace', origin: 'Brazil, Ethiopia', process: 'Natural', roast: 'Medium-Dark', type: 'Espresso Blend', notes: ['Caramel', 'Chocolatey', 'Sweet'] },
  { name: 'Costa Rica Las Lajas Black Honey', roaster: 'Victrola Coffee', origin: 'Costa Rica', process: 'Honey', roast: 'Medium-Light', type: 'Single Origin', notes: ['Sweet', 'Fruity', 'Caramel'] },
  { name: 'Ideal Blend', roaster: 'Market Lane Coffee', origin: 'Colombia, Ethiopia', process: 'Washed', roast: 'Medium', type: 'Blend', notes: ['Chocolatey', 'Berry', 'Sweet'] },
  { name: 'Burundi Kayanza Natural', roaster: 'Proud Mary', origin: 'Burundi', process: 'Natural', roast: 'Light', type: 'Single Origin', notes: ['Berry', 'Fruity', 'Floral'] },
  { name: 'Seven Seeds Golden Gate', roaster: 'Seven Seeds', origin: 'Brazil, Colombia', process: 'Washed', roast: 'Medium', type: 'Espresso Blend', notes: ['Caramel', 'Nutty', 'Chocolatey'] },
  { name: 'Swiss Water Decaf Colombia', roaster: 'Onyx Coffee Lab', origin: 'Colombia', process: 'Washed', roast: 'Medium', type: 'Decaf', notes: ['Chocolatey', 'Nutty', 'Sweet'] },
  { name: 'Mexico Chiapas Finca Chelin', roaster: 'Heart Coffee Roasters', origin: 'Mexico', process: 'Washed', roast: 'Medium-Light', type: 'Single Origin', notes: ['Nutty', 'Caramel', 'Citrus'] },
  { name: 'Stereo Blend', roaster: 'Heart Coffee Roasters', origin: 'Ethiopia, Colombia', process: 'Washed', roast: 'Medium-Light', type: 'Espresso Blend', notes: ['Berry', 'Chocolatey', 'Floral'] },
  { name: 'Yemen Haraaz Red', roaster: 'Bonanza Coffee', origin: 'Yemen', process: 'Natural', roast: 'Medium', type: 'Microlot', notes: ['Spicy', 'Fruity', 'Chocolatey'] },
  { name: 'Italian Roast', roaster: 'Lavazza', origin: 'Brazil, Vietnam', process: 'Natural', roast: 'Dark', type: 'Blend', notes: ['Smoky', 'Bitter', 'Chocolatey'] },
  { name: 'Honduras Santa Barbara Pacas', roaster: 'Father Carpenter', origin: 'Honduras', process: 'Honey', roast: 'Medium-Light', type: 'Single Origin', notes: ['Fruity', 'Sweet', 'Caramel'] },
  { name: 'Tanzania Peaberry', roaster: 'Milstead & Co.', origin: 'Tanzania', process: 'Washed', roast: 'Medium', type: 'Single Origin', notes: ['Citrus', 'Berry', 'Spicy'] },
  { name: 'Los Chachos Espresso', roaster: 'Fulcrum Coffee', origin: 'Peru, Honduras', process: 'Washed', roast: 'Medium-Dark', type: 'Espresso Blend', notes: ['Chocolatey', 'Nutty', 'Earthy'] },
  { name: 'Peru Cajamarca Women Producers', roaster: 'Zeitgeist Coffee', origin: 'Peru', process: 'Washed', roast: 'Medium', type: 'Single Origin', notes: ['Nutty', 'Sweet', 'Caramel'] },
  { name: 'Cold Brew Reserve', roaster: 'Patricia Coffee Brewers', origin: 'Brazil, Uganda', process: 'Natural', roast: 'Medium-Dark', type: 'Blend', notes: ['Chocolatey', 'Caramel', 'Earthy'] },
  { name: 'Ethiopia Guji Hambela Natural', roaster: 'Concierge Coffee', origin: 'Ethiopia', process: 'Natural', roast: 'Light', type: 'Single Origin', notes: ['Berry', 'Fruity', 'Sweet'] },
];

/** The demo people; `city` is where they drink out, `methods` what they brew most. */
/** The roasters of COFFEES as the admin catalogue knows them: where they roast and their website. */
export const ROASTERS = [
  { name: 'Onyx Coffee Lab', location: 'Rogers, Arkansas', website: 'https://onyxcoffeelab.com' },
  { name: 'Square Mile Coffee', location: 'London', website: 'https://shop.squaremilecoffee.com' },
  { name: 'Sey Coffee', location: 'Brooklyn, New York', website: 'https://www.seycoffee.com' },
  { name: 'Stumptown Coffee', location: 'Portland, Oregon', website: 'https://www.stumptowncoffee.com' },
  { name: 'Intelligentsia', location: 'Chicago', website: 'https://www.intelligentsia.com' },
  { name: 'Counter Culture', location: 'Durham, North Carolina', website: 'https://counterculturecoffee.com' },
  { name: 'The Barn', location: 'Berlin', website: 'https://thebarn.de' },
  { name: 'Five Elephant', location: 'Berlin', website: 'https://fiveelephant.com' },
  { name: 'Elm Coffee Roasters', location: 'Seattle', website: 'https://elmcoffeeroasters.com' },
  { name: 'Espresso Vivace', location: 'Seattle', website: 'https://espressovivace.com' },
  { name: 'Victrola Coffee', location: 'Seattle', website: 'https://www.victrolacoffee.com' },
  { name: 'Market Lane Coffee', location: 'Melbourne', website: 'https://marketlane.com.au' },
  { name: 'Proud Mary', location: 'Melbourne', website: 'https://proudmarycoffee.com.au' },
  { name: 'Seven Seeds', location: 'Melbourne', website: 'https://sevenseeds.com.au' },
  { name: 'Heart Coffee Roasters', location: 'Portland, Oregon', website: 'https://www.heartroasters.com' },
];

/** The designated administrator of a developer machine (identity's ADMIN_USERNAME default). */
export const DEMO_ADMIN = 'admin';

export const DEMO_USERS = [
  { username: 'maya.brews', city: 'Seattle', methods: ['Pour Over', 'AeroPress'], hue: 18, bio: 'Home barista in Seattle. V60 in the morning, AeroPress at the office. Chasing florals.', activity: 5 },
  { username: 'jonas_espresso', city: 'Berlin', methods: ['Espresso', 'Moka Pot'], hue: 200, bio: 'Dialing in shots on a lever machine in Kreuzberg. 18 g in, 36 g out, 28 s — most days.', activity: 5 },
  { username: 'lina.pourover', city: 'Berlin', methods: ['Pour Over', 'Siphon'], hue: 320, bio: 'Light roasts, slow mornings, hand-ground. Kenyan coffees are my weakness.', activity: 3 },
  { username: 'sam_coldbrew', city: 'Melbourne', methods: ['Cold Brew', 'French Press'], hue: 140, bio: 'Cold brew all summer, French press all winter. Melbourne café hopper.', activity: 3 },
  { username: 'priya.roasts', city: 'Seattle', methods: ['Espresso', 'Pour Over'], hue: 40, bio: 'I roast on weekends and drink too much espresso on weekdays.', activity: 4 },
  { username: 'tomas.aero', city: 'Melbourne', methods: ['AeroPress', 'Drip'], hue: 260, bio: 'Inverted AeroPress evangelist. Travels with a hand grinder.', activity: 2 },
  { username: 'elena_moka', city: 'Berlin', methods: ['Moka Pot', 'Turkish'], hue: 0, bio: 'Grew up with a moka pot on the stove; now exploring specialty beans for it.', activity: 2 },
  { username: 'kofi.cupper', city: 'Seattle', methods: ['Pour Over', 'French Press', 'Drip'], hue: 90, bio: 'Q grader in training. Cupping everything, writing it all down.', activity: 3 },
];

/** Free-text notes, joined to a check-in sometimes. */
export const CHECKIN_NOTES = [
  'Bright and juicy at first, sweeter as it cooled.',
  'Tried a finer grind today, much better balance.',
  'A little sour — next time hotter water.',
  'Exactly what I needed on a rainy morning.',
  'The barista recommended it and they were right.',
  'Silky body, long chocolate finish.',
  'Paired it with a cardamom bun. Perfect.',
  'Not my favourite from this roaster, a bit flat.',
  'Could drink this every day.',
  'Fresh bag, roasted 6 days ago — lots of bloom.',
  'Really clean cup, tea-like.',
  'Heavy and syrupy as a ristretto.',
  'Jammy, like blueberry pie.',
  'Over-extracted the first shot, the second one sang.',
  'Great with oat milk too.',
];

export const COMMENTS = [
  'That looks amazing! ☕',
  'Adding this to my list.',
  'What grinder are you using?',
  'Love that roaster, their Kenyans are great too.',
  'Was it as fruity as the bag says?',
  'Same bag here — try it a bit coarser.',
  'Need to visit that café next time I am in town.',
  'Great notes, thanks for the recipe!',
  'Ratio looks spot on.',
  'I found it a bit too bright, but I see the appeal.',
  'Jealous! Sold out everywhere here.',
  'How long did you let it rest after roasting?',
  'This is my go-to for cold brew.',
  'Beautiful photo.',
];

/** Sizes and numbers that make sense for each brew method. */
export const BREW_PROFILES = {
  Espresso: { dose: [17, 20], ratio: [1.8, 2.5], temp: [91, 95], grind: [1, 3], time: [24, 34] },
  'Pour Over': { dose: [14, 22], ratio: [15, 17], temp: [92, 96], grind: [4, 6], time: [150, 240] },
  'French Press': { dose: [25, 35], ratio: [14, 16], temp: [93, 96], grind: [8, 10], time: [240, 300] },
  AeroPress: { dose: [14, 18], ratio: [12, 16], temp: [80, 92], grind: [3, 5], time: [90, 150] },
  'Cold Brew': { dose: [60, 100], ratio: [8, 10], temp: [4, 22], grind: [9, 10], time: [0, 0] },
  Drip: { dose: [40, 60], ratio: [16, 18], temp: [92, 96], grind: [5, 7], time: [240, 330] },
  'Moka Pot': { dose: [14, 20], ratio: [7, 10], temp: [90, 100], grind: [2, 4], time: [240, 330] },
  Siphon: { dose: [20, 25], ratio: [14, 16], temp: [90, 94], grind: [4, 6], time: [60, 120] },
  Turkish: { dose: [7, 10], ratio: [9, 11], temp: [70, 90], grind: [0, 1], time: [120, 180] },
  Other: { dose: [15, 20], ratio: [14, 17], temp: [90, 95], grind: [4, 7], time: [120, 240] },
};

export const EQUIPMENT = {
  Espresso: ['La Marzocco Linea Mini', 'Flair 58', 'Rancilio Silvia', 'Lelit Bianca', 'Decent DE1'],
  'Pour Over': ['Hario V60 02', 'Kalita Wave 185', 'Chemex 6-cup', 'Origami Dripper'],
  'French Press': ['Bodum Chambord', 'Espro P7'],
  AeroPress: ['AeroPress Original', 'AeroPress Go'],
  'Cold Brew': ['Toddy', 'Hario Mizudashi'],
  Drip: ['Moccamaster KBG', 'Breville Precision Brewer'],
  'Moka Pot': ['Bialetti Moka Express 3-cup', 'Bialetti Brikka'],
  Siphon: ['Hario Technica'],
  Turkish: ['Copper cezve'],
  Other: ['Clever Dripper'],
};
