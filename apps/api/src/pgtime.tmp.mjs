import { PGlite } from '@electric-sql/pglite';
const proto = PGlite.prototype;
const orig = proto.execProtocolRawSync;
const slow = [];
proto.execProtocolRawSync = function (...args) {
  const t = performance.now();
  const r = orig.apply(this, args);
  const d = performance.now() - t;
  if (d > 4) slow.push(d.toFixed(1));
  return r;
};
let last = performance.now(); const lags = [];
setInterval(() => { const now = performance.now(); const lag = now - last - 1; if (lag > 5) lags.push(lag.toFixed(1)); last = now; }, 1).unref();
process.on('SIGINT', () => { console.log('SLOW pg calls', slow.length, slow.slice(-30).join(' ')); console.log('LAGS', lags.length, lags.slice(-40).join(' ')); });
