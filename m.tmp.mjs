import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
for (const f of process.argv.slice(2)) {
  const r = await build({ entryPoints:[f], bundle:true, minify:true, format:'esm', write:false, charset:'utf8'});
  const t = r.outputFiles[0].text; console.log(f, Buffer.byteLength(t), gzipSync(t,{level:9}).length);
}
