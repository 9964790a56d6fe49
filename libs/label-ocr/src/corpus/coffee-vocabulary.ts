// What synthetic labels are made of. Invented roasters and producers; real regions, varieties and
// the wordings roasters actually print. Kept apart from the extractor's own word lists on purpose:
// some notes and wordings here are unknown to it, as they would be on real bags.
import type { Certification, ProcessingMethod, RoastLevel } from '../label-fields';

export const ROASTERS = [
  'Northbound Coffee Roasters',
  'Little Owl Roastery',
  'Copper Kettle Coffee Co.',
  'Saltmarsh Roasting Co.',
  'Foxglove Coffee',
  'Harbour & Hill Roasters',
  'Blue Heron Roastery',
  'Ember Street Coffee',
  'Two Rivers Roasting',
  'Quiet Fox Coffee',
  'Lantern Coffee Roasters',
  'Wildflower Roastery',
  'Granite Peak Coffee',
  'Morning Tide Roasters',
  'Juniper Lane Coffee',
  'Old Mill Roasting Co.',
  'Kestrel Coffee',
  'Bramble & Bean',
  'Sundial Coffee Roasters',
  'Tidewater Roastery',
  'Marigold Coffee Co.',
  'Ironbark Roasters',
  'Pale Moon Coffee',
  'Hearth & Harvest Coffee',
  'Velvet Hill Roasters',
] as const;

export interface OriginChoice {
  country: string;
  regions: readonly string[];
}

export const ORIGINS: readonly OriginChoice[] = [
  { country: 'Ethiopia', regions: ['Yirgacheffe', 'Guji', 'Sidamo', 'Limu', 'Kaffa', 'Gedeo'] },
  { country: 'Kenya', regions: ['Nyeri', 'Kirinyaga', 'Embu', 'Kiambu'] },
  { country: 'Colombia', regions: ['Huila', 'Nariño', 'Cauca', 'Tolima', 'Quindío'] },
  { country: 'Brazil', regions: ['Cerrado Mineiro', 'Sul de Minas', 'Mogiana'] },
  { country: 'Guatemala', regions: ['Huehuetenango', 'Antigua', 'Atitlán'] },
  { country: 'Costa Rica', regions: ['Tarrazú', 'West Valley', 'Central Valley'] },
  { country: 'Panama', regions: ['Boquete', 'Volcán'] },
  { country: 'Rwanda', regions: ['Nyamasheke', 'Huye', 'Gakenke'] },
  { country: 'Burundi', regions: ['Kayanza', 'Ngozi'] },
  { country: 'Peru', regions: ['Cajamarca', 'San Ignacio', 'Cusco'] },
  { country: 'Honduras', regions: ['Santa Barbara', 'Marcala', 'Copán'] },
  { country: 'El Salvador', regions: ['Santa Ana', 'Apaneca'] },
  { country: 'Mexico', regions: ['Chiapas', 'Oaxaca', 'Veracruz'] },
  { country: 'Nicaragua', regions: ['Jinotega', 'Nueva Segovia'] },
  { country: 'Bolivia', regions: ['Caranavi'] },
  { country: 'Uganda', regions: ['Mount Elgon', 'Rwenzori'] },
  { country: 'Tanzania', regions: ['Mbeya', 'Kilimanjaro'] },
  { country: 'Yemen', regions: ['Haraz', 'Bani Matar'] },
  { country: 'Papua New Guinea', regions: ['Eastern Highlands', 'Western Highlands'] },
  { country: 'India', regions: ['Chikmagalur', 'Coorg'] },
  { country: 'Ecuador', regions: ['Loja', 'Pichincha'] },
];

/** Where wet-hulling is done; the generator only pairs that process with these. */
export const WET_HULLED_ORIGINS: readonly OriginChoice[] = [
  { country: 'Indonesia', regions: ['Sumatra', 'Aceh', 'Gayo', 'Sulawesi'] },
];

export const PROCESS_WORDINGS: Readonly<Record<ProcessingMethod, readonly string[]>> = {
  Washed: ['Washed', 'Fully Washed', 'Wet Process'],
  Natural: ['Natural', 'Dry Process', 'Sun-Dried Natural'],
  Honey: ['Honey', 'Red Honey', 'Yellow Honey', 'Black Honey', 'Pulped Natural'],
  Anaerobic: ['Anaerobic Natural', 'Anaerobic Washed', 'Carbonic Maceration'],
  'Wet-Hulled': ['Wet-Hulled', 'Giling Basah'],
  Other: ['Double Fermentation', 'Experimental', 'Koji Fermentation', 'Thermal Shock'],
};

export const PROCESS_SHARES: readonly (readonly [ProcessingMethod, number])[] = [
  ['Washed', 34],
  ['Natural', 24],
  ['Honey', 14],
  ['Anaerobic', 12],
  ['Wet-Hulled', 6],
  ['Other', 10],
];

export const ROAST_LEVEL_WORDINGS: Readonly<Record<RoastLevel, readonly string[]>> = {
  Light: ['Light'],
  'Medium-Light': ['Medium-Light', 'Light-Medium', 'Medium Light'],
  Medium: ['Medium'],
  'Medium-Dark': ['Medium-Dark', 'Full City'],
  Dark: ['Dark', 'French'],
};

export interface WeightChoice {
  /** The canonical figure the extractor should return. */
  expected: string;
  /** Ways the same weight is printed. */
  wordings: readonly string[];
}

export const WEIGHTS: readonly WeightChoice[] = [
  { expected: '250 g', wordings: ['250 g', '250g', '250 G', '8.8 oz / 250 g'] },
  { expected: '340 g', wordings: ['340 g / 12 oz', '12 oz (340 g)', '340g', '340 G / 12 OZ'] },
  { expected: '200 g', wordings: ['200 g', '200g'] },
  { expected: '454 g', wordings: ['454 g / 1 lb', '1 lb (454 g)'] },
  { expected: '500 g', wordings: ['500 g', '500g'] },
  { expected: '1 kg', wordings: ['1 kg', '1kg', '1 KG'] },
  { expected: '12 oz', wordings: ['12 oz', '12 OZ'] },
];

export const VARIETIES = [
  'Heirloom',
  'Ethiopian Landrace',
  '74110',
  'Bourbon',
  'Red Bourbon',
  'Pink Bourbon',
  'Caturra',
  'Catuai',
  'Yellow Catuai',
  'Typica',
  'Gesha',
  'SL28',
  'SL34',
  'Ruiru 11',
  'Batian',
  'Pacamara',
  'Castillo',
  'Catimor',
  'Sidra',
  'Mundo Novo',
  'Villa Sarchi',
  'Maragogipe',
  'Tabi',
  'Wush Wush',
  'Parainema',
] as const;

/** People are printed with a cue ("Produced by"); farms, stations and co-ops name themselves. */
export const PRODUCER_PEOPLE = [
  'Tadesse Edema',
  'José Alberto Rodríguez',
  'Maria Elena Pérez',
  'Jairo Arcila',
  'Esteban Zamora',
  'Faith Wanjiku',
  'Ana Lucía Gómez',
  'Samuel Mwangi',
  'Rosa Huamán',
  'Lucas Venturim',
  'Aregash Lopiso',
  'Diego Bermúdez',
] as const;

export const PRODUCER_PLACES = [
  'Hambela Washing Station',
  'Kochere Cooperative',
  'Finca La Esperanza',
  'Hacienda Santa Rosa',
  'Gakenke Washing Station',
  'Kiamabara Factory',
  'Finca El Paraíso',
  'Ketiara Cooperative',
  'Fazenda Santa Inês',
  'Finca Deborah',
  'Buku Abel Washing Station',
  'Kilimanjaro Estate',
] as const;

export const FLAVOUR_NOTES = [
  'Jasmine',
  'Bergamot',
  'Peach',
  'Apricot',
  'Blueberry',
  'Strawberry',
  'Raspberry',
  'Blackcurrant',
  'Cherry',
  'Plum',
  'Red Grape',
  'Lemon',
  'Lime',
  'Orange Zest',
  'Grapefruit',
  'Mandarin',
  'Lychee',
  'Mango',
  'Pineapple',
  'Passion Fruit',
  'Papaya',
  'Green Apple',
  'Pear',
  'Fig',
  'Raisin',
  'Cranberry',
  'Pomegranate',
  'Hibiscus',
  'Rose',
  'Lavender',
  'Honeysuckle',
  'Black Tea',
  'Earl Grey',
  'Dark Chocolate',
  'Milk Chocolate',
  'Cocoa',
  'Cacao Nib',
  'Caramel',
  'Toffee',
  'Butterscotch',
  'Honey',
  'Maple Syrup',
  'Brown Sugar',
  'Molasses',
  'Vanilla',
  'Cinnamon',
  'Clove',
  'Cardamom',
  'Almond',
  'Hazelnut',
  'Walnut',
  'Praline',
  'Nougat',
  'Malt',
  'Panela',
  'Red Wine',
  'Rum',
  'Tobacco',
  'Cedar',
  'Turkish Delight',
  'Cola',
  'Marzipan',
  'Baklava',
  'Kombucha',
] as const;

export const CERTIFICATION_WORDINGS: Readonly<Record<Certification, readonly string[]>> = {
  Organic: ['USDA Organic', 'Certified Organic', 'EU Organic', 'Organic'],
  'Fair Trade': ['Fair Trade Certified', 'Fairtrade', 'Fair Trade'],
  'Rainforest Alliance': ['Rainforest Alliance Certified', 'Rainforest Alliance'],
  'Bird Friendly': ['Smithsonian Bird Friendly', 'Bird Friendly'],
  'Direct Trade': ['Direct Trade'],
};

/** Parts of coffee names: a lot named after a place, or a blend with a made-up name. */
export const NAME_PLACES = [
  'Kochere',
  'Hambela',
  'Buku',
  'Gatomboya',
  'Karimikui',
  'La Esperanza',
  'El Paraíso',
  'Las Flores',
  'Santa Rosa',
  'Kiamabara',
  'Bombe',
  'Chelbesa',
  'Mahembe',
  'Nyarusiza',
  'Los Pirineos',
  'Alto Mayo',
] as const;

export const NAME_SUFFIXES = ['Lot 7', 'AA', 'AB', 'Reserve', 'Sunrise', 'Micro-lot', 'Grade 1', 'Selection'] as const;

export const BLEND_NAMES = [
  'Morning Ritual',
  'Night Owl Espresso',
  'House Blend',
  'Golden Hour',
  'Slow Sunday',
  'Harbour Lights',
  'Velvet Dusk',
  'First Light',
  'Daily Grind',
  'Wild Honey',
  'Copper Sky',
  'Backcountry',
] as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
