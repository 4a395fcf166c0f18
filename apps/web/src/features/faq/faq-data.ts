/** FAQ category (spec §3: id, title, icon) and its four questions. */
export interface FaqCategory {
  id: 'booking' | 'safari' | 'transport' | 'payment' | 'safety' | 'platform';
  title: string;
  /** SVG path of the category icon (24×24, stroked). */
  icon: string;
  items: { question: string; answer: string }[];
}

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'booking',
    title: 'Booking',
    icon: 'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7Zm0 4h16M8 3v4m8-4v4',
    items: [
      {
        question: 'How do I book a safari?',
        answer:
          "Search from the home page with your destination, dates and number of travelers, open a package to read the day-by-day itinerary and what is included, then choose a departure and confirm. You pay a deposit (usually 25–30%) to secure your place, and the booking appears in your account straight away with the operator's contact details.",
      },
      {
        question: 'Can I change my travel dates after booking?',
        answer:
          'Yes, if the operator has availability. Send a request through the messages on your booking and the operator will confirm the new date. If no suitable date is available and you decide to cancel, our Cancellation Policy applies from the day we receive your written request.',
      },
      {
        question: 'How do I cancel a booking and what will I get back?',
        answer:
          'Cancel in writing with the Cancel button on the booking (or by email). Cancelling 60 or more days before departure gives a full refund minus processing fees of typically 3–5%; 30–59 days gives 75%; 15–29 days gives 50%; under 15 days or a no-show gives no refund. The exact amount is shown before you confirm.',
      },
      {
        question: 'Do children and infants pay?',
        answer:
          "Adults are travelers aged 13 or above, children are 2–12 and infants are under 2. Operators set a separate child price on their packages; infants sharing an adult's seat or bed travel free and are not counted as guests in a search, but please include them so the operator can prepare a car seat or cot.",
      },
    ],
  },
  {
    id: 'safari',
    title: 'Safaris',
    icon: 'M6.5 19a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm11 0a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM10 15.5h4M4 14l2-8h3l1 6m10 2-2-8h-3l-1 6',
    items: [
      {
        question: 'When is the best time for a safari in Tanzania?',
        answer:
          'The long dry season from late June to October is the easiest time to see animals, as they gather around rivers and roads are dry. January to February is calving season in the southern Serengeti, with big predator action. The long rains in April and May bring lower prices and green landscapes, but some camps close and roads can be muddy.',
      },
      {
        question: 'What is included in a safari package?',
        answer:
          'Every package lists its inclusions and exclusions. Most include a private or shared 4×4 with a pop-up roof, a professional driver-guide, park and conservation fees, accommodation and meals as listed, and drinking water in the vehicle. International flights, visas, travel insurance, tips and drinks at lodges are usually excluded.',
      },
      {
        question: 'What is the difference between a private and a group safari?',
        answer:
          'A private safari uses a vehicle and guide only for your party, on any date the operator has not blocked, so you choose the pace. A group safari runs on fixed departure dates and you share the vehicle with other travelers — usually up to six or seven people, each with a window seat — which lowers the price per person.',
      },
      {
        question: 'How much should I tip my safari guide?',
        answer:
          'Tips are not included and are always at your discretion. A common guideline in Tanzania is about USD 20–30 per day for a driver-guide from your group, and USD 10–15 per day for a camp or lodge staff box. On Kilimanjaro, crews share a pooled tip that your operator will explain before the climb.',
      },
    ],
  },
  {
    id: 'transport',
    title: 'Transport',
    icon: 'M5 17V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v11M5 12h14M5 17h14v2M5 17v2m3-4h.01M16 15h.01M9 4v8',
    items: [
      {
        question: 'How do I book a seat on a trip?',
        answer:
          'Switch the search panel to Trips, enter where you are going and your travel date, and pick a departure. You choose your seat on the seat map; it is held for you while you pay, and once payment succeeds your ticket with its QR code is in your account.',
      },
      {
        question: 'What do I need to board?',
        answer:
          'Show the QR code on your ticket (on your phone or printed) and an ID with the same name as the booking. Please be at the departure point at least 30 minutes before the scheduled time; the driver checks tickets against the boarding list.',
      },
      {
        question: 'How much luggage can I bring?',
        answer:
          'Each transporter states its luggage allowance on the trip page; most allow one large bag in the hold and one small bag on board. Extra or oversized items such as bicycles may need to be arranged with the transporter in advance through the booking messages.',
      },
      {
        question: 'What happens if my trip is delayed or cancelled?',
        answer:
          'If a transporter cancels a trip you receive a full refund, or you can move to another departure if seats are available. You are notified in your account and by email. For delays on the day, use the 24/7 emergency line on the contact page and we will reach the transporter for you.',
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payments',
    icon: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h3',
    items: [
      {
        question: 'Which payment methods can I use?',
        answer:
          'You can pay with mobile money (such as M-Pesa, Tigo Pesa and Airtel Money), which is charged in Tanzanian shillings at the exchange rate shown before you confirm, and with the other methods listed at checkout. Prices on Dala Rides are always shown in US dollars without decimals.',
      },
      {
        question: 'How do deposits and balance payments work?',
        answer:
          'For safaris you pay a deposit of usually 25–30% when you book; the operator sets the exact percentage. The balance is due 30–60 days before departure, on the date shown in your booking, and we remind you before it falls due. If you book inside that window, you pay in full. Trips are always paid in full.',
      },
      {
        question: 'Are there any booking fees?',
        answer:
          'No. Operators sell on Dala Rides at their own prices and we add no booking fee on top; our commission is paid by the operator. The only deductions you may see are payment processing fees (typically 3–5%) when you cancel 60 or more days before departure.',
      },
      {
        question: 'How long does a refund take?',
        answer:
          'Refunds are generally processed within 5–10 business days: about 5–7 days for cancellations 60 or more days before departure and 7–10 days for the 30–59 and 15–29 day bands. The money goes back to the account you paid with; your bank or mobile network may take a little longer to show it.',
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety',
    icon: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
    items: [
      {
        question: 'How do you verify operators?',
        answer:
          'Before an operator can publish listings, our team checks its business licence, the identity of its owner and its insurance certificate. Only approved operators can sell, and their listings are marked as verified. Reviews can only be written by travelers who completed a booking.',
      },
      {
        question: 'Is it safe to travel in Tanzania?',
        answer:
          "Tanzania is one of East Africa's most visited and welcoming countries. Take normal precautions in cities — keep valuables out of sight and use registered taxis at night — and in the parks always follow your guide: stay inside the vehicle except at designated points, and never approach wildlife on foot.",
      },
      {
        question: 'Which vaccinations and health precautions do I need?',
        answer:
          "Proof of yellow fever vaccination is required if you arrive from, or have transited through, a country with risk of yellow fever. Malaria is present in most of the country below 1,800 m, so ask your doctor about antimalarials and bring insect repellent. Check your own government's travel health advice a few weeks before you go.",
      },
      {
        question: 'What if I have an emergency during my trip?',
        answer:
          'Call our 24/7 emergency line, shown on the contact page and in your booking. We stay in touch with your operator until the problem is solved. We strongly recommend travel insurance that covers medical evacuation, as many parks are hours from the nearest hospital.',
      },
    ],
  },
  {
    id: 'platform',
    title: 'Platform',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3Z',
    items: [
      {
        question: 'Do I need an account to search?',
        answer:
          'No. Anyone can search and browse safaris and trips. You need a free account to book, so that your bookings, tickets, payments and messages are kept in one place and you can manage them later.',
      },
      {
        question: 'How do I become a tour operator or transporter on Dala Rides?',
        answer:
          'Choose Get Started, pick Tour Operator, then Tour Operator or Transporter, and fill in your company details. After signing in, upload your business licence, identification and insurance certificate. Once our team approves them you can publish safari packages or add vehicles and trips.',
      },
      {
        question: 'How can I contact my operator?',
        answer:
          "Every booking has a message thread with its operator, and the operator's contact details appear in the booking once it is confirmed. If you cannot reach them, our support team can help Monday to Friday, 8:00–18:00 EAT, and the emergency line works around the clock.",
      },
      {
        question: 'How do I write a review?',
        answer:
          'After your safari or trip is completed, a Write a review button appears on the booking. You can rate the experience from 1 to 5 and describe it; operators may reply publicly. Only travelers with a completed booking can review, which keeps ratings honest.',
      },
    ],
  },
];

/** The questions of one category matching `query` in question or answer, case-insensitively (spec §2). */
export function filterFaq(category: FaqCategory, query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return category.items;
  return category.items.filter(
    (item) => item.question.toLowerCase().includes(q) || item.answer.toLowerCase().includes(q),
  );
}
