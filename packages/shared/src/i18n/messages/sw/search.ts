/** Swahili texts of the catalog's `search` section (assembled in ../sw.ts). */
export default {
  // GET /api/destinations (search/destinations.ts)
  destinationTextTooLong: 'Maandishi ya utafutaji yasizidi herufi 100',
  limitNotNumber: 'limit lazima iwe namba',
  limitNotWhole: 'limit lazima iwe namba kamili',
  limitTooSmall: 'limit lazima iwe angalau 1',
  limitTooLarge: 'limit isizidi 100',
  // GET /api/destinations/:slug
  destinationNotFound: 'Kivutio hiki hakikupatikana',
  // GET /api/safaris/search and /popular (safaris/schemas.ts)
  textTooLong: 'Maandishi ya utafutaji ni marefu mno',
  locationTooLong: 'Jina la mahali ni refu mno',
  guestsInvalid: 'Idadi ya wageni lazima iwe namba kamili kuanzia 1 hadi 60',
  minPriceInvalid: 'Bei ya chini lazima iwe namba kamili isiyo hasi',
  maxPriceInvalid: 'Bei ya juu lazima iwe namba kamili isiyo hasi',
  minDaysInvalid: 'Idadi ya chini ya siku lazima iwe namba kamili kuanzia 1 hadi 30',
  maxDaysInvalid: 'Idadi ya juu ya siku lazima iwe namba kamili kuanzia 1 hadi 30',
  tierInvalid: 'Kiwango lazima kiwe bei nafuu (budget), wastani (mid-range) au kifahari (luxury)',
  minRatingInvalid: 'Ukadiriaji wa chini lazima uwe namba kuanzia 0 hadi 5',
  sortInvalid: 'Mpangilio haujulikani',
  pageInvalid: 'Ukurasa lazima uwe namba kamili kuanzia 1',
  pageSizeNotWhole: 'Ukubwa wa ukurasa lazima uwe namba kamili',
  pageSizeTooSmall: 'Ukubwa wa ukurasa lazima uwe angalau 1',
  maxPriceBelowMin: 'Bei ya juu lazima iwe angalau sawa na bei ya chini',
  maxDaysBelowMin: 'Siku za juu lazima ziwe angalau sawa na siku za chini',
  popularLimitInvalid: 'Kikomo lazima kiwe namba kamili kuanzia 1 hadi 24',
};
