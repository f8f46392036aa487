/**
 * Opening hours of the sample restaurants and activities in OpenStreetMap `opening_hours` syntax
 * (https://wiki.openstreetmap.org/wiki/Key:opening_hours), by listing id. They say in machine form
 * what each listing's `hours` text says to people, including the seasonal closures; the trip
 * planner checks stops against them. Kept apart from the listings so the rows stay as they were.
 */
export const sampleOpeningHours: Record<'restaurants' | 'activities', Record<string, string>> = {
  restaurants: {
    'elk-antler-grill': 'Mo-Su 11:30-22:00',
    'buffaloberry-kitchen': 'We-Su 17:00-21:30; Sa,Su 09:00-13:00,17:00-21:30',
    // Closed mid-April to late May (the mud season).
    'cirque-and-pine': 'Tu-Sa 17:30-21:30; Apr 15-May 25 off',
    'snowshoe-hare-diner': 'Mo-Su 06:30-14:30',
    'salt-river-creamery-table': 'Mo-Sa 08:00-20:00; Su off',
    'antler-arch-chuckwagon': 'Tu-Su 11:00-20:30',
  },
  activities: {
    // Sleigh rides run mid-December to early April.
    'elk-refuge-sleigh-ride': 'Dec 15-Apr 05 Mo-Su 10:00-16:00; Apr 06-Dec 14 off',
    'taggart-lake-hike': 'Jun 01-Oct 15 Mo-Su 06:00-20:00; Oct 16-May 31 off',
    'snake-river-scenic-float': 'May 15-Sep 30 Mo-Su 08:00-18:00; Oct 01-May 14 off',
    'shoshone-bannock-heritage-day': 'Jun 15-Sep 15 Tu,Th,Sa 09:00-13:00; Sep 16-Jun 14 off',
    'snow-king-family-ski-lessons': 'Dec 01-Mar 31 Mo-Su 09:00-16:00; Apr 01-Nov 30 off',
    'greys-river-fly-fishing': 'May 15-Oct 15 Mo-Su 06:00-20:00; Oct 16-May 14 off',
    'amphitheater-lake-hike': 'Jul 01-Sep 30 Mo-Su 05:00-20:00; Oct 01-Jun 30 off',
    'teton-wildlife-photography-tour': 'Mo-Su 05:00-21:00',
  },
}
