import { useTranslation } from 'react-i18next';

/** Original illustrations of the register side panel (inline SVG; nothing from other hosts). */
export type RegisterPersona = 'traveler' | 'tour_operator' | 'transporter' | 'travel_agent';

export function RegisterArt({ persona }: { persona: RegisterPersona }) {
  const { t } = useTranslation('auth');
  const sky = persona === 'transporter' ? '#0b655e' : '#8f3410';
  return (
    <svg viewBox="0 0 400 220" className="h-auto w-full" role="img" aria-label={t(`register.art.${persona}`)}>
      <rect width="400" height="220" rx="20" fill={sky} />
      <circle cx="300" cy="70" r="34" fill="#fdb66b" />
      <path d="M0 160c70-30 140-40 210-30s130 20 190 0v90H0z" fill="#1d4f31" />
      {/* acacia tree */}
      <path d="M80 160v-48" stroke="#12301f" strokeWidth="6" />
      <ellipse cx="80" cy="108" rx="46" ry="12" fill="#12301f" />
      {persona === 'transporter' ? (
        <g>
          <rect x="190" y="128" width="150" height="46" rx="10" fill="#fff4e3" />
          <rect x="202" y="136" width="26" height="16" rx="3" fill="#0e514c" />
          <rect x="234" y="136" width="26" height="16" rx="3" fill="#0e514c" />
          <rect x="266" y="136" width="26" height="16" rx="3" fill="#0e514c" />
          <rect x="298" y="136" width="30" height="16" rx="3" fill="#0e514c" />
          <circle cx="222" cy="176" r="10" fill="#183f28" />
          <circle cx="310" cy="176" r="10" fill="#183f28" />
        </g>
      ) : persona === 'traveler' ? (
        <g fill="#3f1405">
          <ellipse cx="250" cy="146" rx="30" ry="14" />
          <rect x="262" y="96" width="8" height="46" rx="4" />
          <circle cx="272" cy="92" r="9" />
          <rect x="228" y="150" width="6" height="22" />
          <rect x="262" y="150" width="6" height="22" />
        </g>
      ) : (
        <g>
          <path d="M180 168c2-22 20-34 60-34h36c18 0 30 12 34 34z" fill="#fff4e3" />
          <rect x="214" y="140" width="26" height="14" rx="3" fill="#8f3410" />
          <rect x="246" y="140" width="26" height="14" rx="3" fill="#8f3410" />
          <circle cx="208" cy="172" r="10" fill="#183f28" />
          <circle cx="290" cy="172" r="10" fill="#183f28" />
        </g>
      )}
    </svg>
  );
}
