// Regenerates every SVG asset: `node scripts/make-assets.ts` writes assets/cards, assets/chips, build/icon.svg and,
// when rsvg-convert is installed, the icon PNGs. Sounds need sox and ffmpeg: `bash scripts/make-sounds.sh`.
import { writeCards } from './make-cards.ts';
import { writeChips } from './make-chips.ts';
import { writeIcons } from './make-icons.ts';

console.log(`cards: ${writeCards()} files`);
console.log(`chips: ${writeChips()} files`);
console.log(`icons: ${writeIcons().length} files`);
