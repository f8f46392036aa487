import type { Stay } from '../../app/lib/listings'

/** Sample accommodations. All properties are fictional. */
export const stays: Stay[] = [
  {
    id: 'fireweed-log-cabin',
    name: 'Fireweed Log Cabin',
    type: 'Mountain Cabin',
    typeKey: 'cabins',
    description:
      'A cozy two-bedroom log cabin near Hoback Junction with a wood stove, a private hot tub and easy access to both Jackson and Star Valley.',
    fullDescription:
      'Fireweed Log Cabin sits in a stand of aspen and spruce above the Hoback River, about 15 minutes south of Jackson where US-89 and US-191 meet. The cabin has one bedroom with a queen bed and a loft with two twin beds, which suits a family of four. The kitchen is fully stocked for cooking in, the wood stove keeps the great room warm on January nights, and the private hot tub on the deck looks up at a sky full of stars. Moose often browse the willows along the river in winter, so keep binoculars by the window and give them plenty of room. From the front door it is an easy drive north to the ski areas and Grand Teton National Park, or south through the Snake River Canyon to Alpine and Star Valley.',
    location: 'Hoback Junction, 13 miles south of Jackson, WY 83001',
    rating: 4.7,
    pricePerNight: 275,
    guests: 4,
    amenities: ['wifi', 'parking', 'hot-tub', 'Wood Stove', 'Full Kitchen', 'Washer and Dryer'],
    features: [
      'Private hot tub on a covered deck',
      'Loft with two twin beds for kids',
      'Wildlife-viewing windows facing the Hoback River',
      'Board games, field guides and a telescope',
      'Heated boot dryers and a ski and gear rack',
    ],
    policies: {
      checkIn: '3:00 PM',
      checkOut: '11:00 AM',
      cancellation: 'Free cancellation up to 24 hours before check-in',
      pets: 'One well-behaved dog welcome with a $50 cleaning fee',
    },
    contact: {
      phone: '(307) 555-0151',
      email: 'stay@example.com',
      website: 'https://example.com/fireweed-log-cabin',
    },
    image: {
      scene: 'cabin',
      alt: 'Illustration of a snow-covered log cabin with smoke rising from the chimney',
    },
  },
  {
    id: 'willow-bend-guest-ranch',
    name: 'Willow Bend Guest Ranch',
    type: 'Historic Ranch',
    typeKey: 'ranches',
    description:
      'A homestead-era guest ranch in the Buffalo Valley with daily trail rides, cookouts and restored log cabins facing the Tetons.',
    fullDescription:
      'Willow Bend Guest Ranch was homesteaded in the early 1900s and took in its first paying guests in the 1920s, when dude ranching was becoming one of the main ways Jackson Hole families made a living. Today the ranch keeps a herd of gentle saddle horses and offers guided trail rides sized for beginners and confident riders alike, with a kids-only wrangler program for ages 6 and up. Guests stay in restored log cabins with modern bathrooms and porches facing the peaks. Breakfast is served in the main lodge every morning, and Thursday evenings bring a chuckwagon cookout with cowboy songs around the fire. In winter the ranch offers sleigh rides through the hay meadows and easy snowshoe loops along the Buffalo Fork.',
    location: 'Buffalo Valley Rd, Moran, WY 83013 (about 35 miles north of Jackson)',
    rating: 4.9,
    pricePerNight: 395,
    guests: 6,
    amenities: ['wifi', 'parking', 'breakfast', 'Fireplace', 'Horseback Riding', 'Laundry Room'],
    features: [
      'Guided trail rides for all experience levels',
      'Kids wrangler program (ages 6 and up)',
      'Weekly chuckwagon cookout with live cowboy music',
      'Winter sleigh rides and snowshoe trails',
      'Restored 1920s log cabins with Teton views',
    ],
    policies: {
      checkIn: '3:00 PM',
      checkOut: '11:00 AM',
      cancellation: 'Free cancellation up to 14 days before check-in; 50% refund within 14 days',
      pets: 'No pets; the ranch has working dogs and livestock',
    },
    contact: {
      phone: '(307) 555-0172',
      email: 'ranch@example.com',
      website: 'https://example.com/willow-bend-guest-ranch',
    },
    image: { scene: 'ranch', alt: 'Illustration of a log ranch house and corral below the Teton Range' },
  },
  {
    id: 'snowdrift-mountain-lodge',
    name: 'Snowdrift Mountain Lodge',
    type: 'Lodge',
    typeKey: 'lodges',
    description:
      'A ski-in, ski-out lodge in Teton Village with family suites, a heated outdoor pool and a fireside great room.',
    fullDescription:
      "Snowdrift Mountain Lodge sits a short walk from the aerial tram and gondola at Jackson Hole Mountain Resort in Teton Village. Family suites have a separate bunk room, a kitchenette and a gas fireplace, and the ski valet stores boots and skis overnight so little ones do not have to carry gear. After a day on the mountain, the heated outdoor pool and hot tubs are the place to be, and the great room serves hot cocoa by the river-rock fireplace every afternoon. In summer, the lodge is a convenient base for the Moose-Wilson Road, Grand Teton National Park's south entrance and the tram ride to the summit. A free shuttle runs to Jackson several times a day.",
    location: '3350 W Village Dr, Teton Village, WY 83025',
    rating: 4.6,
    pricePerNight: 425,
    guests: 4,
    amenities: ['wifi', 'parking', 'breakfast', 'hot-tub', 'Fireplace', 'Kitchenette', 'Heated Pool'],
    features: [
      'Ski-in, ski-out access in winter',
      'Family suites with bunk rooms',
      'Ski valet and heated boot storage',
      'Afternoon cocoa in the fireside great room',
      'Free shuttle to Jackson',
    ],
    policies: {
      checkIn: '3:00 PM',
      checkOut: '11:00 AM',
      cancellation: 'Free cancellation up to 7 days before check-in',
      pets: 'No pets, except service animals',
    },
    contact: {
      phone: '(307) 555-0134',
      email: 'reservations@example.com',
      website: 'https://example.com/snowdrift-mountain-lodge',
    },
    image: {
      scene: 'lodge',
      alt: 'Illustration of a timber lodge glowing with warm light beside a ski slope',
    },
  },
  {
    id: 'sagebrush-circle-cultural-retreat',
    name: 'Sagebrush Circle Cultural Retreat',
    type: 'Cultural Retreat',
    typeKey: 'cultural-retreats',
    description:
      'A quiet retreat south of Jackson hosting seasonal programs led by Eastern Shoshone and Shoshone-Bannock artists, storytellers and educators.',
    fullDescription:
      'Sagebrush Circle Cultural Retreat offers a small number of guest suites on sagebrush benchland south of Jackson, with wide views of the Snake River and the Gros Ventre Range. Its cultural programs are planned and led by Eastern Shoshone tribal members from the Wind River Reservation and Shoshone-Bannock tribal members from Fort Hall, who decide what is shared and how. Depending on the season, guests can join beadwork and hide-tanning demonstrations, plant walks focused on traditional foods and medicines, talks on treaty history, and winter storytelling evenings. Program fees go directly to the presenters and to tribal youth language and arts programs. The retreat asks guests to follow simple etiquette: ask before taking photos or recordings, and treat ceremonial items and regalia as the presenters direct.',
    location: 'South Park Loop Rd, Jackson, WY 83001 (about 6 miles south of Town Square)',
    rating: 4.9,
    pricePerNight: 325,
    guests: 4,
    amenities: ['wifi', 'parking', 'breakfast', 'Fireplace', 'Library'],
    features: [
      'Cultural programs led by Eastern Shoshone and Shoshone-Bannock tribal members',
      'Program fees paid directly to Native presenters',
      'Gathering room with a reading library on regional tribal history',
      'Guided plant walks in summer',
      'Winter storytelling evenings',
    ],
    policies: {
      checkIn: '3:00 PM',
      checkOut: '11:00 AM',
      cancellation: 'Free cancellation up to 72 hours before check-in',
      pets: 'No pets, except service animals',
    },
    contact: {
      phone: '(307) 555-0108',
      email: 'retreat@example.com',
      website: 'https://example.com/sagebrush-circle-retreat',
    },
    image: { scene: 'tipi', alt: 'Illustration of a tipi on a sagebrush bench beneath a starry sky' },
  },
  {
    id: 'salt-river-homestead-ranch',
    name: 'Salt River Homestead Ranch',
    type: 'Working Ranch',
    typeKey: 'ranches',
    description:
      'A family-run cattle ranch in Star Valley where guests can help with morning chores, gather eggs and ride along the Salt River.',
    fullDescription:
      'The same family has run cattle on Salt River Homestead Ranch near Afton for four generations, and they open a restored farmhouse and two bunkhouses to guests who want to see ranch life up close. Kids can help feed calves, gather eggs and brush horses during morning chores, and adults can ride along while the family moves cattle in summer and fall. The farmhouse sleeps up to eight, with a big kitchen stocked with Star Valley cheese and fresh eggs. In winter, the ranch hosts sledding on the hill behind the barn and is a short drive from the cutter races, where horse-drawn chariots race across the snow. The elk antler arch in Afton and the Greys River country are both close by.',
    location: 'Salt River Rd, Afton, WY 83110 (about 73 miles south of Jackson)',
    rating: 4.7,
    pricePerNight: 225,
    guests: 8,
    amenities: ['wifi', 'parking', 'breakfast', 'Full Kitchen', 'Fire Pit', 'Washer and Dryer'],
    features: [
      'Hands-on morning ranch chores for kids',
      'Seasonal cattle drives (summer and fall)',
      'Restored 1910s farmhouse sleeping up to eight',
      'Farm-fresh eggs and local cheese in the kitchen',
      'Sledding hill and winter hayrides',
    ],
    policies: {
      checkIn: '3:00 PM',
      checkOut: '11:00 AM',
      cancellation: 'Free cancellation up to 7 days before check-in',
      pets: 'Dogs welcome on leash; please keep them away from livestock',
    },
    contact: {
      phone: '(307) 555-0193',
      email: 'homestead@example.com',
      website: 'https://example.com/salt-river-homestead-ranch',
    },
    image: {
      scene: 'horseback',
      alt: 'Illustration of riders on horseback crossing a meadow beside a river',
    },
  },
  {
    id: 'greys-river-trailhead-cabins',
    name: 'Greys River Trailhead Cabins',
    type: 'Mountain Cabin',
    typeKey: 'cabins',
    description:
      'Simple, warm cabins in Alpine where the Snake, Greys and Salt rivers meet, popular with anglers, rafters and snowmobilers.',
    fullDescription:
      'Greys River Trailhead Cabins are a cluster of four pine cabins on the edge of Alpine, close to where the Snake, Greys and Salt rivers flow into Palisades Reservoir. Each cabin has a queen bed, a bunk bed, a kitchenette and a small covered porch with a picnic table and grill. In summer, the cabins make a handy base for Snake River Canyon whitewater trips and for fishing the Greys River, and in winter the nearby Greys River Road is groomed for snowmobiling. A shared hot tub and fire pit sit in the middle of the property. Alpine has groceries, gas and restaurants within a few minutes, and Jackson is about 45 minutes north through the canyon.',
    location: 'Greys River Rd, Alpine, WY 83128 (about 37 miles south of Jackson)',
    rating: 4.4,
    pricePerNight: 165,
    guests: 4,
    amenities: ['wifi', 'parking', 'hot-tub', 'Kitchenette', 'Fire Pit', 'Gear Storage'],
    features: [
      'Walking distance to the Greys River',
      'Shared hot tub and evening fire pit',
      'Fish-cleaning station and gear shed',
      'Trailer parking for snowmobiles and drift boats',
      'Porches with picnic tables and grills',
    ],
    policies: {
      checkIn: '3:00 PM',
      checkOut: '11:00 AM',
      cancellation: 'Free cancellation up to 48 hours before check-in',
      pets: 'Dogs welcome with a $25 per night fee',
    },
    contact: {
      phone: '(307) 555-0125',
      email: 'cabins@example.com',
      website: 'https://example.com/greys-river-trailhead-cabins',
    },
    image: { scene: 'river', alt: 'Illustration of pine cabins beside a winding mountain river' },
  },
]
