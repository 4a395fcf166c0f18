// The page's first script. The stylesheet is linked from the HTML (imported here so Vite writes the
// link); the app itself is fetched after the first frame has painted: a public page's HTML is already
// the page, so the phone spends its first bandwidth and CPU on the stylesheet, the font and the main
// image, and takes the page over a moment later (signed-in screens lose one frame).
import './styles.css';

const startApp = () => void import('./main');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(startApp));
else startApp();
