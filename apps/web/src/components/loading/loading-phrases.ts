/** Spec §2: the ten phrases of the full-screen loading screen, in order. */
export const LOADING_PHRASES = [
  'Tracking the herd...',
  'Packing the jeep...',
  'Spotting lions...',
  'Crossing the savannah...',
  'Scouting for adventure...',
  'Kicking up safari dust...',
  'Binoculars up...',
  'Following elephant tracks...',
  'Setting up camp...',
  'Roaring into action...',
] as const;

export type LoadingTipKind = 'safari' | 'trip' | 'general';

/** Short, true tips shown while a page of that kind loads. */
export const LOADING_TIPS: Record<LoadingTipKind, readonly string[]> = {
  safari: [
    'The Great Migration usually crosses the Mara River between July and October.',
    'Neutral-coloured clothing helps you blend in on a game drive.',
    'Early-morning drives are the best time to see predators on the move.',
    'Ngorongoro Crater is one of the best places in Tanzania to see black rhino.',
  ],
  trip: [
    'Arrive at the departure point at least 30 minutes before your bus leaves.',
    'Keep your ticket on your phone: the conductor can scan it at boarding.',
    'Long-distance coaches in Tanzania usually stop for a meal break on the way.',
    'Choose a window seat on the Arusha–Moshi road for views of Kilimanjaro.',
  ],
  general: [
    'Every operator on Dala Rides is verified before they can list a safari or a trip.',
    'You can find your bookings any time under Bookings once you are signed in.',
    'Karibu! Our support team answers Mon–Fri 8:00–18:00 EAT.',
  ],
};
