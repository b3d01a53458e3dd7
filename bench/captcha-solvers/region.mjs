// Naive solvers of the region captcha (see ../captcha-solvers.mjs for the plug-in interface).
import { pieceSolvers } from './lib/pixels.mjs';

export default pieceSolvers('region');
