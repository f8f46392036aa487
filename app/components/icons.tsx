import {
  AlertTriangle as LucideAlertTriangle,
  ArrowDown as LucideArrowDown,
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  ArrowUp as LucideArrowUp,
  Bath as LucideBath,
  BedDouble as LucideBedDouble,
  Binoculars as LucideBinoculars,
  BookOpen as LucideBookOpen,
  Bus as LucideBus,
  CalendarCheck as LucideCalendarCheck,
  CalendarDays as LucideCalendarDays,
  CalendarPlus as LucideCalendarPlus,
  CalendarX2 as LucideCalendarX2,
  Car as LucideCar,
  Check as LucideCheck,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  CircleAlert as LucideCircleAlert,
  Clock as LucideClock,
  Coffee as LucideCoffee,
  Compass as LucideCompass,
  Copy as LucideCopy,
  DollarSign as LucideDollarSign,
  Download as LucideDownload,
  ExternalLink as LucideExternalLink,
  Eye as LucideEye,
  Globe as LucideGlobe,
  HandHeart as LucideHandHeart,
  Heart as LucideHeart,
  HeartHandshake as LucideHeartHandshake,
  Home as LucideHome,
  Images as LucideImages,
  Info as LucideInfo,
  List as LucideList,
  ListFilter as LucideListFilter,
  LocateFixed as LucideLocateFixed,
  Mail as LucideMail,
  Map as LucideMap,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  Mic as LucideMic,
  Mountain as LucideMountain,
  Music as LucideMusic,
  Navigation as LucideNavigation,
  PenLine as LucidePenLine,
  Phone as LucidePhone,
  Plane as LucidePlane,
  Plus as LucidePlus,
  Search as LucideSearch,
  SearchX as LucideSearchX,
  Share2 as LucideShare2,
  ShieldCheck as LucideShieldCheck,
  ShoppingBag as LucideShoppingBag,
  Siren as LucideSiren,
  SlidersHorizontal as LucideSlidersHorizontal,
  Snowflake as LucideSnowflake,
  Star as LucideStar,
  Sun as LucideSun,
  Tent as LucideTent,
  Thermometer as LucideThermometer,
  Ticket as LucideTicket,
  TrafficCone as LucideTrafficCone,
  Trash as LucideTrash,
  User as LucideUser,
  Users as LucideUsers,
  Utensils as LucideUtensils,
  Wifi as LucideWifi,
  X as LucideX,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { ReusedMarkup } from './reused-markup'

/** An icon of the guide: a Lucide icon as lucide-react draws it. */
export type IconComponent = (props: LucideProps) => ReactNode

/**
 * The icon rendered once per look on the server (ReusedMarkup): a page holds dozens of icons, and
 * lucide-react builds each one's SVG elements on every render, over a tenth of a rendered page's
 * time. The key is the icon and its props (class, ARIA attributes, size); an icon given anything
 * else (a ref, children, a function) is rendered as it is. The browser renders lucide-react's
 * component as usual: in the production browser build this module is lucide-react itself
 * (vite.config.ts), so each name here must be one lucide-react exports.
 */
function reusable(name: string, Icon: LucideIcon): IconComponent {
  function ReusableIcon(props: LucideProps) {
    const look = lookOf(props)
    if (look === undefined) return <Icon {...props} />
    return (
      <ReusedMarkup reuseKey={`icon ${name}${look}`}>
        <Icon {...props} />
      </ReusedMarkup>
    )
  }
  ReusableIcon.displayName = name
  return ReusableIcon
}

/** The props as a key, in their order (which is the attributes' order), or undefined. */
function lookOf(props: LucideProps): string | undefined {
  let look = ''
  for (const [prop, value] of Object.entries(props)) {
    if (value === undefined) continue
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined
    look += ` ${prop}=${JSON.stringify(value)}`
  }
  return look
}

// Every icon the guide uses; add one here to use it. Each is marked pure, so a page's code holds
// only the icons it uses.
export const AlertTriangle = /* @__PURE__ */ reusable('AlertTriangle', LucideAlertTriangle)
export const ArrowDown = /* @__PURE__ */ reusable('ArrowDown', LucideArrowDown)
export const ArrowLeft = /* @__PURE__ */ reusable('ArrowLeft', LucideArrowLeft)
export const ArrowRight = /* @__PURE__ */ reusable('ArrowRight', LucideArrowRight)
export const ArrowUp = /* @__PURE__ */ reusable('ArrowUp', LucideArrowUp)
export const Bath = /* @__PURE__ */ reusable('Bath', LucideBath)
export const BedDouble = /* @__PURE__ */ reusable('BedDouble', LucideBedDouble)
export const Binoculars = /* @__PURE__ */ reusable('Binoculars', LucideBinoculars)
export const BookOpen = /* @__PURE__ */ reusable('BookOpen', LucideBookOpen)
export const Bus = /* @__PURE__ */ reusable('Bus', LucideBus)
export const CalendarCheck = /* @__PURE__ */ reusable('CalendarCheck', LucideCalendarCheck)
export const CalendarDays = /* @__PURE__ */ reusable('CalendarDays', LucideCalendarDays)
export const CalendarPlus = /* @__PURE__ */ reusable('CalendarPlus', LucideCalendarPlus)
export const CalendarX2 = /* @__PURE__ */ reusable('CalendarX2', LucideCalendarX2)
export const Car = /* @__PURE__ */ reusable('Car', LucideCar)
export const Check = /* @__PURE__ */ reusable('Check', LucideCheck)
export const ChevronLeft = /* @__PURE__ */ reusable('ChevronLeft', LucideChevronLeft)
export const ChevronRight = /* @__PURE__ */ reusable('ChevronRight', LucideChevronRight)
export const CircleAlert = /* @__PURE__ */ reusable('CircleAlert', LucideCircleAlert)
export const Clock = /* @__PURE__ */ reusable('Clock', LucideClock)
export const Coffee = /* @__PURE__ */ reusable('Coffee', LucideCoffee)
export const Compass = /* @__PURE__ */ reusable('Compass', LucideCompass)
export const Copy = /* @__PURE__ */ reusable('Copy', LucideCopy)
export const DollarSign = /* @__PURE__ */ reusable('DollarSign', LucideDollarSign)
export const Download = /* @__PURE__ */ reusable('Download', LucideDownload)
export const ExternalLink = /* @__PURE__ */ reusable('ExternalLink', LucideExternalLink)
export const Eye = /* @__PURE__ */ reusable('Eye', LucideEye)
export const Globe = /* @__PURE__ */ reusable('Globe', LucideGlobe)
export const HandHeart = /* @__PURE__ */ reusable('HandHeart', LucideHandHeart)
export const Heart = /* @__PURE__ */ reusable('Heart', LucideHeart)
export const HeartHandshake = /* @__PURE__ */ reusable('HeartHandshake', LucideHeartHandshake)
export const Home = /* @__PURE__ */ reusable('Home', LucideHome)
export const Images = /* @__PURE__ */ reusable('Images', LucideImages)
export const Info = /* @__PURE__ */ reusable('Info', LucideInfo)
export const List = /* @__PURE__ */ reusable('List', LucideList)
export const ListFilter = /* @__PURE__ */ reusable('ListFilter', LucideListFilter)
export const LocateFixed = /* @__PURE__ */ reusable('LocateFixed', LucideLocateFixed)
export const Mail = /* @__PURE__ */ reusable('Mail', LucideMail)
export const MapIcon = /* @__PURE__ */ reusable('Map', LucideMap)
export const MapPin = /* @__PURE__ */ reusable('MapPin', LucideMapPin)
export const Menu = /* @__PURE__ */ reusable('Menu', LucideMenu)
export const Mic = /* @__PURE__ */ reusable('Mic', LucideMic)
export const Mountain = /* @__PURE__ */ reusable('Mountain', LucideMountain)
export const Music = /* @__PURE__ */ reusable('Music', LucideMusic)
export const Navigation = /* @__PURE__ */ reusable('Navigation', LucideNavigation)
export const PenLine = /* @__PURE__ */ reusable('PenLine', LucidePenLine)
export const Phone = /* @__PURE__ */ reusable('Phone', LucidePhone)
export const Plane = /* @__PURE__ */ reusable('Plane', LucidePlane)
export const Plus = /* @__PURE__ */ reusable('Plus', LucidePlus)
export const Search = /* @__PURE__ */ reusable('Search', LucideSearch)
export const SearchX = /* @__PURE__ */ reusable('SearchX', LucideSearchX)
export const Share2 = /* @__PURE__ */ reusable('Share2', LucideShare2)
export const ShieldCheck = /* @__PURE__ */ reusable('ShieldCheck', LucideShieldCheck)
export const ShoppingBag = /* @__PURE__ */ reusable('ShoppingBag', LucideShoppingBag)
export const Siren = /* @__PURE__ */ reusable('Siren', LucideSiren)
export const SlidersHorizontal = /* @__PURE__ */ reusable('SlidersHorizontal', LucideSlidersHorizontal)
export const Snowflake = /* @__PURE__ */ reusable('Snowflake', LucideSnowflake)
export const Star = /* @__PURE__ */ reusable('Star', LucideStar)
export const Sun = /* @__PURE__ */ reusable('Sun', LucideSun)
export const Tent = /* @__PURE__ */ reusable('Tent', LucideTent)
export const Thermometer = /* @__PURE__ */ reusable('Thermometer', LucideThermometer)
export const Ticket = /* @__PURE__ */ reusable('Ticket', LucideTicket)
export const TrafficCone = /* @__PURE__ */ reusable('TrafficCone', LucideTrafficCone)
export const Trash = /* @__PURE__ */ reusable('Trash', LucideTrash)
export const User = /* @__PURE__ */ reusable('User', LucideUser)
export const Users = /* @__PURE__ */ reusable('Users', LucideUsers)
export const Utensils = /* @__PURE__ */ reusable('Utensils', LucideUtensils)
export const Wifi = /* @__PURE__ */ reusable('Wifi', LucideWifi)
export const X = /* @__PURE__ */ reusable('X', LucideX)
