// The challenges of a people run (bench/captcha-click-people.mjs, captcha-rotate-people.mjs): half on the
// built-in scenes and half on the host photos of bench/captcha-solvers/photos/, in a shuffled order, each saying
// which set and which photo it shows, for the answers file the reader opens only after committing the picks.
import { readdir, readFile } from 'node:fs/promises';
import { randomInt } from 'node:crypto';

/** Yields `count` challenges of `kind` from the real maker: `{ set, photo?, data, answer }`. */
export async function* peopleChallenges(createChallengeMaker, kind, count) {
  const folder = new URL('../captcha-solvers/photos/', import.meta.url);
  const files = (await readdir(folder)).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort();
  const photos = await Promise.all(files.map((f) => readFile(new URL(f, folder))));
  // One maker per photo, one picked at random for each photo challenge (as the maker itself picks), so that the
  // answers can say which photo a challenge shows.
  const builtIn = createChallengeMaker({ format: 'webp' });
  const perPhoto = photos.map((photo) => createChallengeMaker({ format: 'webp', backgrounds: [photo] }));
  const onPhotos = Array.from({ length: count }, (_, i) => i >= count / 2 && perPhoto.length > 0);
  for (let i = onPhotos.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [onPhotos[i], onPhotos[j]] = [onPhotos[j], onPhotos[i]];
  }
  for (const photoSet of onPhotos) {
    if (!photoSet) {
      yield { set: 'built-in', ...(await builtIn.make(kind)) };
      continue;
    }
    const photo = randomInt(perPhoto.length);
    yield { set: 'host photos', photo: files[photo], ...(await perPhoto[photo].make(kind)) };
  }
}
