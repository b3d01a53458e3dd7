// Naive solvers of the slide captcha (see ../captcha-solvers.mjs for the plug-in interface).
import { pieceSolvers } from './lib/pixels.mjs';

export default pieceSolvers('slide');
