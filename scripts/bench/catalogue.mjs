// A synthetic coffee world for the search benchmark: thousands of coffees (origin, region, farm or
// lot, process), hundreds of roasters and cafés, some names with accents, drawn from word lists with
// a seeded generator so every run searches the same catalogue.
import { COFFEES } from '../demo/data.mjs';

const ORIGINS = [
  'Ethiopia', 'Kenya', 'Colombia', 'Brazil', 'Guatemala', 'Costa Rica', 'Panamá', 'Rwanda', 'Burundi',
  'Honduras', 'El Salvador', 'Perú', 'México', 'Nicaragua', 'Bolivia', 'Ecuador', 'Yemen', 'Sumatra',
  'Java', 'Papua New Guinea', 'Tanzania', 'Uganda', 'Congo', 'India', 'Myanmar', 'China', 'Hawaii',
];
const REGIONS = [
  'Yirgacheffe', 'Guji', 'Sidama', 'Nyeri', 'Kirinyaga', 'Huila', 'Nariño', 'Cauca', 'Cerrado',
  'Sul de Minas', 'Huehuetenango', 'Antigua', 'Tarrazú', 'Boquete', 'Huye', 'Kayanza', 'Santa Bárbara',
  'Chalatenango', 'Cajamarca', 'Chiapas', 'Oaxaca', 'Jinotega', 'Caranavi', 'Loja', 'Haraaz', 'Aceh',
  'Kilimanjaro', 'Mount Elgon', 'Kivu', 'Chikmagalur', 'Shan', 'Yunnan', 'Kona', 'Bensa', 'Limu',
];
const FARMS = [
  'Finca El Injerto', 'La Esperanza', 'El Paraíso', 'Las Lajas', 'La Palma', 'El Tucán', 'Gatomboya',
  'Kochere', 'Hambela', 'Daterra', 'Santa Lucía', 'Los Ángeles', 'San José', 'Monte Verde', 'La Joya',
  'Pacas', 'Chelín', 'Wahana', 'Karogoto', 'Gachatha', 'Buncho', 'Duromina', 'Worka', 'Halo Beriti',
  'Mama Cata', 'La Soledad', 'El Mirador', 'Bella Vista', 'Nuevo Oriente', 'Cerro Azul',
];
const LOTS = ['AA', 'AB', 'Peaberry', 'Geisha', 'Pink Bourbon', 'SL28', 'Typica', 'Caturra', 'Pacamara', 'Microlot', 'Reserve', 'Lot 7'];
const PROCESSES = ['Washed', 'Natural', 'Honey', 'Anaerobic', 'Black Honey', 'Carbonic Maceration', 'Wet-Hulled'];
const BLEND_WORDS = ['Hair', 'Bender', 'Black', 'Cat', 'Stereo', 'Golden', 'Gate', 'Ideal', 'Dolce', 'Big', 'Trouble', 'Holler', 'Mountain', 'Night', 'Owl', 'Red', 'Brick', 'Velvet', 'Crema', 'Sunrise', 'Daybreak', 'Fuego', 'Ritual', 'Nomad'];
const ROASTER_FIRST = ['Onyx', 'Square', 'Sey', 'Stumptown', 'Counter', 'Five', 'Elm', 'Victrola', 'Heart', 'Bonanza', 'Proud', 'Seven', 'Market', 'Father', 'Milstead', 'Fulcrum', 'Zeitgeist', 'Patricia', 'Concierge', 'Barn', 'Tim', 'Drop', 'Koppi', 'Gardelli', 'La Cabra', 'Café', 'Tostadores', 'Kaffebrenneriet', 'Röststätte', 'Père'];
const ROASTER_SECOND = ['Coffee Lab', 'Mile', 'Roasters', 'Culture', 'Elephant', 'Coffee', 'Mary', 'Seeds', 'Lane', 'Carpenter', '& Co.', 'Brewers', 'Roastery', 'Kaffe', 'Rösterei', 'Torréfaction', 'Collective', 'Works'];
const CAFE_WORDS = ['Kitsuné', 'Blue', 'Bottle', 'Little', 'Nap', 'Ritual', 'Sightglass', 'Verve', 'Bonanza', 'Father', 'Seven', 'Patricia', 'Standout', 'Brother', 'Baba', 'Tandem', 'Workshop', 'Prufrock', 'Monmouth', 'Origin', 'Café', 'Fábrica', 'Mañana', 'Zürich'];
const CITY_NAMES = ['Seattle', 'Berlin', 'Melbourne', 'Paris', 'London', 'Tokyo', 'Oslo', 'Copenhagen', 'Bogotá', 'São Paulo', 'Montréal', 'Zürich', 'Wien', 'Lisboa', 'Madrid'];
const ROASTS = ['Light', 'Medium-Light', 'Medium', 'Medium-Dark', 'Dark'];
const TYPES = ['Single Origin', 'Blend', 'Espresso Blend', 'Microlot', 'Decaf'];
const NOTES = ['Chocolatey', 'Nutty', 'Fruity', 'Floral', 'Citrus', 'Spicy', 'Caramel', 'Berry', 'Earthy', 'Sweet', 'Smoky', 'Bitter'];

/**
 * `coffees` distinct coffees over `roasters` roasters, and `cafes` places with coordinates, in the
 * shape `loadCheckIns` takes (name, roaster, roast, type, notes). The demo's real coffees come first.
 */
export function createCatalogue(random, { coffees = 3000, roasters = 400, cafes = 600 } = {}) {
  const pick = (list) => list[Math.floor(random.next() * list.length)];
  const roasterNames = new Set(COFFEES.map((coffee) => coffee.roaster));
  while (roasterNames.size < roasters) roasterNames.add(`${pick(ROASTER_FIRST)} ${pick(ROASTER_SECOND)}${random.next() < 0.3 ? ` ${pick(CITY_NAMES)}` : ''}`);
  const roasterList = [...roasterNames];
  const seen = new Set();
  const list = COFFEES.map((coffee) => {
    seen.add(`${coffee.name}|${coffee.roaster}`);
    return { name: coffee.name, roaster: coffee.roaster, roast: coffee.roast, type: coffee.type, notes: coffee.notes };
  });
  while (list.length < coffees) {
    const blend = random.next() < 0.2;
    const name = blend
      ? `${pick(BLEND_WORDS)} ${pick(BLEND_WORDS)}${random.next() < 0.5 ? ' Espresso' : ''}`
      : `${pick(ORIGINS)} ${pick(REGIONS)}${random.next() < 0.6 ? ` ${pick(FARMS)}` : ''}${random.next() < 0.4 ? ` ${pick(LOTS)}` : ''}${random.next() < 0.5 ? ` ${pick(PROCESSES)}` : ''}`;
    const roaster = pick(roasterList);
    if (seen.has(`${name}|${roaster}`)) continue;
    seen.add(`${name}|${roaster}`);
    const notes = [...new Set([pick(NOTES), pick(NOTES), pick(NOTES)])];
    list.push({ name, roaster, roast: pick(ROASTS), type: blend ? 'Blend' : pick(TYPES), notes });
  }
  const places = new Set();
  const cafeList = [];
  while (cafeList.length < cafes) {
    const city = pick(CITY_NAMES);
    const name = `${pick(CAFE_WORDS)} ${pick(['Coffee', 'Café', 'Espresso Bar', 'Roasters', 'Kaffee'])}, ${city}`;
    if (places.has(name)) continue;
    places.add(name);
    cafeList.push({ name, lat: -60 + random.next() * 120, lng: -170 + random.next() * 340 });
  }
  return { coffees: list, cafes: cafeList, roasters: roasterList };
}

/**
 * What people type: for each type, exact names, prefixes of a word, one-letter typos and
 * accent-free spellings of names from the catalogue, plus common words.
 */
export function searchQueries(random, catalogue, users, count = 40) {
  const pick = (list) => list[Math.floor(random.next() * list.length)];
  const stripAccents = (text) => text.normalize('NFD').replace(/\p{M}/gu, '');
  const typo = (word) => {
    if (word.length < 5) return word;
    const at = 1 + Math.floor(random.next() * (word.length - 2));
    return random.next() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  const longWord = (text) => text.split(/[\s,]+/).filter((word) => word.length >= 5).sort(() => random.next() - 0.5)[0] ?? text;
  const variants = (names) => {
    const out = [];
    while (out.length < count) {
      const name = pick(names);
      const kind = out.length % 4;
      if (kind === 0) out.push(name.toLowerCase());
      else if (kind === 1) out.push(longWord(name).slice(0, 4).toLowerCase());
      else if (kind === 2) out.push(typo(longWord(name).toLowerCase()));
      else out.push(stripAccents(name.split(/[\s,]+/).slice(0, 2).join(' ')).toLowerCase());
    }
    return out.map((query) => (query.length < 3 ? `${query}xx`.slice(0, 3) : query));
  };
  const userQueries = [];
  while (userQueries.length < count) {
    const id = 1 + Math.floor(random.next() * users);
    const kind = userQueries.length % 3;
    userQueries.push(kind === 0 ? `bench_user_${id}` : kind === 1 ? `user_${id}` : `bnech_user_${id}`);
  }
  return {
    coffees: variants(catalogue.coffees.map((coffee) => coffee.name)),
    roasters: variants(catalogue.roasters),
    cafes: variants(catalogue.cafes.map((cafe) => cafe.name)),
    users: userQueries,
  };
}
