// Solvers of the slide captcha (see ../captcha-solvers.mjs for the plug-in interface): the naive ones, then the
// adaptive ones that read the picture's continuation across a hole's edge, and one that compares each hole's
// outline with the piece's.
import { adaptiveSolvers } from './lib/continuation.mjs';
import { outlineSolver } from './lib/outline.mjs';
import { sidesSolver } from './lib/sides.mjs';
import { pieceSolvers } from './lib/pixels.mjs';

export default [...pieceSolvers('slide'), ...adaptiveSolvers('slide'), outlineSolver('slide'), sidesSolver('slide')];
