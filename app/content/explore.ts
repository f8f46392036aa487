import type { Image } from '~/lib/listings'

/**
 * An idea on one of the explore pages that is not a listing in the guide: editorial text that
 * introduces it and a button that asks our team (/contact). It never states a price, a time, an
 * address or a season: those are facts of a listing, and the listings an explore page features
 * (chosen in /admin/explore, read from their rows by app/lib/explore.server.ts) carry them
 * (issue 45 item 4; a test in app/routes/explore/facts.test.ts checks).
 */
export interface Experience {
  name: string
  description: string
  /** Age suitability, e.g. "All ages" or "Ages 8+" */
  ages: string
  image: Image
}

export interface ExplorePage {
  title: string
  subtitle: string
  intro: string
  experiencesTitle: string
  /** the page's ideas beyond its featured listings */
  experiences: Experience[]
  note?: { title: string; text: string }
}

/** The /contact link of an experience's book button; the contact form pre-fills its subject. */
export function bookingHref(experience: Pick<Experience, 'name'>): string {
  return `/contact?subject=${encodeURIComponent(experience.name)}`
}

export const WILDLIFE: ExplorePage = {
  title: 'Wildlife Experiences',
  subtitle: 'Bison, elk, moose and bears in their home range, watched safely.',
  intro:
    'Jackson Hole is one of the best places in North America to watch large animals in the wild. Local guides know where the animals are each season, carry spotting scopes and teach families how to watch without disturbing them.',
  experiencesTitle: 'Guided Wildlife Experiences',
  experiences: [
    {
      name: 'Sunrise Wildlife Safari',
      description:
        'Look for moose, elk, bison and pronghorn at first light in Grand Teton National Park with a naturalist guide and spotting scopes for everyone.',
      ages: 'Ages 6+',
      image: { scene: 'moose', alt: 'Illustration of a moose wading in a mountain lake' },
    },
    {
      name: 'Yellowstone Bison and Geysers Day Tour',
      description:
        'A full day in Yellowstone with a guide: bison herds in the Hayden Valley, Old Faithful and the Grand Prismatic Spring, with lunch included.',
      ages: 'Ages 8+',
      image: { scene: 'bison', alt: 'Illustration of a bison on a grassy plain below the mountains' },
    },
  ],
  note: {
    title: 'Watch Wildlife Safely',
    text: 'Stay at least 25 yards from bison, elk and moose, and at least 100 yards from bears and wolves. Never feed wildlife, and watch from your car when animals are near the road.',
  },
}

export const COWBOY: ExplorePage = {
  title: 'Cowboy Culture',
  subtitle: 'Rodeos, trail rides and ranch life in the Old West that never left.',
  intro:
    'Ranch families have raised cattle and horses in Jackson Hole and Star Valley since the 1880s, and dude ranches have welcomed visitors since the early 1900s. These experiences are run by local wranglers and ranchers who still live the life.',
  experiencesTitle: 'Western Experiences',
  experiences: [
    {
      name: 'Teton Trail Ride',
      description:
        'Ride gentle ranch horses through aspen groves and sagebrush meadows with views of the Tetons. Wranglers match every rider to a horse; no experience needed.',
      ages: 'Ages 8+',
      image: { scene: 'horseback', alt: 'Illustration of a rider on horseback in a meadow below the Tetons' },
    },
    {
      name: 'Chuckwagon Supper and Western Music',
      description:
        'A ranch supper cooked in Dutch ovens, with biscuits, beans and cobbler, followed by cowboy songs and poetry around the campfire.',
      ages: 'All ages',
      image: { scene: 'campfire', alt: 'Illustration of a campfire and tent under a starry sky' },
    },
    {
      name: 'Rodeo Night',
      description:
        'Bronc riding, bull riding and barrel racing at the fairgrounds in Jackson, with a calf scramble where kids can join in.',
      ages: 'All ages',
      image: { scene: 'rodeo', alt: 'Illustration of a rider on a bucking horse in a rodeo arena' },
    },
    {
      name: 'Star Valley Working Ranch Day',
      description:
        'Spend a day on a family cattle ranch in Star Valley: help move cattle, learn to rope a practice steer and share lunch with the ranch family.',
      ages: 'Ages 10+',
      image: {
        scene: 'ranch',
        alt: 'Illustration of a wooden barn and buck-and-rail fence below the mountains',
      },
    },
  ],
  note: {
    title: 'Ranch Country Manners',
    text: 'Most ranch land is private property. Slow down for cattle on the road, leave gates as you find them, and ask before walking onto a ranch.',
  },
}

export const INDIGENOUS: ExplorePage = {
  title: 'Indigenous Heritage',
  subtitle: 'Learn from the Shoshone and Bannock peoples whose homeland this is.',
  intro:
    'People have lived in and traveled through this valley for more than 10,000 years. The Eastern Shoshone Tribe lives today on the Wind River Reservation in Wyoming, and the Shoshone-Bannock Tribes on the Fort Hall Reservation in Idaho. These are living cultures. The programs below are led by or created with Eastern Shoshone and Shoshone-Bannock tribal members, who decide what is shared.',
  experiencesTitle: 'Cultural Experiences',
  experiences: [
    {
      name: 'Homeland History Walk',
      description:
        'An easy walk with a Shoshone cultural educator about how Shoshone and Bannock families lived with the seasons here: hunting, fishing, trade routes and Yellowstone obsidian.',
      ages: 'Ages 8+',
      image: {
        scene: 'river',
        alt: 'Illustration of a river winding through the valley below the mountains',
      },
    },
    {
      name: 'Native Plants and Foods Walk',
      description:
        'Learn how camas, chokecherries, serviceberries and bitterroot have been gathered and prepared for generations, and why many plants are still harvested with care.',
      ages: 'All ages',
      image: { scene: 'wildflowers', alt: 'Illustration of wildflowers in a mountain meadow' },
    },
    {
      name: 'Beadwork Workshop with Native Artists',
      description:
        'Shoshone-Bannock artists teach the basics of beadwork and talk about the meaning of the designs. Materials included; finished artwork is for sale directly from the artists.',
      ages: 'Ages 10+',
      image: { scene: 'tipi', alt: 'Illustration of a tipi in a meadow below the mountains' },
    },
    {
      name: 'Eastern Shoshone Indian Days Trip',
      description:
        'A guided day trip to the public celebration at Fort Washakie in late June: grand entry, dance competitions, drum groups, arts and food, with an introduction to powwow etiquette on the way.',
      ages: 'All ages',
      image: { scene: 'dancers', alt: 'Illustration of a dancer in regalia silhouetted against the sun' },
    },
  ],
}

/** /indigenous: how to visit with respect. */
export const RESPECT_GUIDELINES: { title: string; text: string }[] = [
  {
    title: 'Ask before photographing',
    text: 'Always ask before photographing people, and never photograph or record ceremonies. At a powwow, listen to the announcer: some songs and dances must not be photographed.',
  },
  {
    title: 'Powwow etiquette',
    text: 'Dancers wear regalia, not costumes; many pieces are family treasures, so never touch them. Stand and remove your hat during the grand entry, flag songs and honor songs, and do not cross the dance arena.',
  },
  {
    title: 'Leave sacred sites undisturbed',
    text: 'Do not disturb sacred sites, rock art or offerings, and never remove artifacts. Taking artifacts from public lands is against federal law.',
  },
  {
    title: 'Buy authentic Native-made art',
    text: 'Buy Native-made art directly from Native artists, so the money goes to the people who made the work. It is illegal to sell art as Native-made when it is not.',
  },
  {
    title: 'Choose programs led by tribal members',
    text: 'Choose programs led by or created with Eastern Shoshone and Shoshone-Bannock tribal members, and be cautious of tours that present Native peoples only as part of the past.',
  },
]

export const ADVENTURES: ExplorePage = {
  title: 'Outdoor Adventures',
  subtitle: 'Rafting, climbing, skiing and backcountry trails.',
  intro:
    'From whitewater in the Snake River Canyon to the granite of the Tetons, western Wyoming is made for adventure. Licensed local guides provide the gear, the safety briefing and the know-how, so families can try something new.',
  experiencesTitle: 'Guided Adventures',
  experiences: [
    {
      name: 'Snake River Whitewater Rafting',
      description:
        'Paddle the famous rapids of the Snake River Canyon south of Jackson with a licensed guide. Wetsuits, splash gear and life jackets provided.',
      ages: 'Ages 6+',
      image: { scene: 'rafting', alt: 'Illustration of a raft crew paddling through whitewater in a canyon' },
    },
    {
      name: 'Intro to Rock Climbing',
      description:
        'Learn knots, belaying and climbing moves on granite near Jenny Lake with a certified climbing guide. All equipment provided.',
      ages: 'Ages 8+',
      image: { scene: 'tetons', alt: 'Illustration of the Teton Range reflected in a lake at dawn' },
    },
  ],
  note: {
    title: 'Adventure Safety',
    text: 'Carry 2 L of water per person on every hike, bring bear spray on trails, and check the weather: mountain storms build quickly on summer afternoons.',
  },
}
