/// The JavaScript run once in every expression engine: After Effects' expression language as
/// lottie-web gives it (its `player/js/utils/expressions/` is the behaviour followed: Bodymovin's
/// `$bm_*` operators, `linear`/`ease`, `loopIn`/`loopOut`, `wiggle`, `random`, vector math, and
/// the `thisComp`/`thisLayer`/`content()`/`effect()` interfaces), written for this engine over
/// the host functions `ExpressionEngine` installs as `__host`:
///
/// - `__host.value(handle, frame)`: a property's value with its expression; `__host.raw(handle,
///   frame)`: its keyframed value; `__host.keyCount(handle)`, `__host.keyFrame(handle, i)`,
///   `__host.keyValue(handle, i)`, `__host.propertyIndex(handle)`.
///
/// Then it takes away what expressions must not reach or could use to exhaust the process.
enum ExpressionPrelude {
    static let source = #"""
var __scene = JSON.parse(__sceneText);
var __fr = __scene.fr > 0 ? __scene.fr : 30;
var __state = { frame: 0 };
var $bm_rt;

// MARK: Operators (Bodymovin rewrites a + b into $bm_sum(a, b) and so on)

function $bm_isInstanceOfArray(a) {
  return a != null && (a.constructor === Array || a.constructor === Float32Array);
}
function __isNumerable(t, v) {
  return t === 'number' || v instanceof Number || t === 'boolean' || t === 'string';
}
function $bm_neg(a) {
  var t = typeof a;
  if (t === 'number' || a instanceof Number || t === 'boolean') return -a;
  if ($bm_isInstanceOfArray(a)) { var out = []; for (var i = 0; i < a.length; i++) out[i] = -a[i]; return out; }
  return -a;
}
function __elementwise(a, b, op) {
  var out = [], n = Math.max(a.length, b.length);
  for (var i = 0; i < n; i++) {
    var x = a[i], y = b[i];
    if ((typeof x === 'number' || x instanceof Number) && (typeof y === 'number' || y instanceof Number)) out[i] = op(+x, +y);
    else out[i] = y === undefined ? x : (x || y);
  }
  return out;
}
function sum(a, b) {
  var ta = typeof a, tb = typeof b;
  if ((__isNumerable(ta, a) && __isNumerable(tb, b)) || ta === 'string' || tb === 'string') return a + b;
  if ($bm_isInstanceOfArray(a) && __isNumerable(tb, b)) { a = a.slice(0); a[0] += b; return a; }
  if (__isNumerable(ta, a) && $bm_isInstanceOfArray(b)) { b = b.slice(0); b[0] = a + b[0]; return b; }
  if ($bm_isInstanceOfArray(a) && $bm_isInstanceOfArray(b)) return __elementwise(a, b, function (x, y) { return x + y; });
  return 0;
}
var add = sum, $bm_sum = sum;
function sub(a, b) {
  var ta = typeof a, tb = typeof b;
  if (__isNumerable(ta, a) && __isNumerable(tb, b)) {
    if (ta === 'string') a = parseInt(a, 10);
    if (tb === 'string') b = parseInt(b, 10);
    return a - b;
  }
  if ($bm_isInstanceOfArray(a) && __isNumerable(tb, b)) { a = a.slice(0); a[0] -= b; return a; }
  if (__isNumerable(ta, a) && $bm_isInstanceOfArray(b)) { b = b.slice(0); b[0] = a - b[0]; return b; }
  if ($bm_isInstanceOfArray(a) && $bm_isInstanceOfArray(b)) return __elementwise(a, b, function (x, y) { return x - y; });
  return 0;
}
var $bm_sub = sub;
function __scaleEach(a, f) { var out = []; for (var i = 0; i < a.length; i++) out[i] = f(a[i]); return out; }
function mul(a, b) {
  var ta = typeof a, tb = typeof b;
  if (__isNumerable(ta, a) && __isNumerable(tb, b)) return a * b;
  if ($bm_isInstanceOfArray(a) && __isNumerable(tb, b)) return __scaleEach(a, function (x) { return x * b; });
  if (__isNumerable(ta, a) && $bm_isInstanceOfArray(b)) return __scaleEach(b, function (x) { return a * x; });
  return 0;
}
var $bm_mul = mul;
function div(a, b) {
  var ta = typeof a, tb = typeof b;
  if (__isNumerable(ta, a) && __isNumerable(tb, b)) return a / b;
  if ($bm_isInstanceOfArray(a) && __isNumerable(tb, b)) return __scaleEach(a, function (x) { return x / b; });
  if (__isNumerable(ta, a) && $bm_isInstanceOfArray(b)) return __scaleEach(b, function (x) { return a / x; });
  return 0;
}
var $bm_div = div;
function mod(a, b) {
  if (typeof a === 'string') a = parseInt(a, 10);
  if (typeof b === 'string') b = parseInt(b, 10);
  return a % b;
}
var $bm_mod = mod;

// MARK: Math

function clamp(x, lo, hi) {
  if (lo > hi) { var t = hi; hi = lo; lo = t; }
  if ($bm_isInstanceOfArray(x)) return __scaleEach(x, function (v) { return Math.min(Math.max(v, lo), hi); });
  return Math.min(Math.max(x, lo), hi);
}
var __degrees = 180 / Math.PI;
function radiansToDegrees(r) { return r * __degrees; }
function degreesToRadians(d) { return d / __degrees; }
var radians_to_degrees = radiansToDegrees, degrees_to_radians = degreesToRadians;
function length(a, b) {
  if (typeof a === 'number' || a instanceof Number) { b = b || 0; return Math.abs(a - b); }
  b = b || [0, 0, 0, 0, 0, 0];
  var n = Math.min(a.length, b.length), s = 0;
  for (var i = 0; i < n; i++) s += Math.pow(b[i] - a[i], 2);
  return Math.sqrt(s);
}
function normalize(v) { return div(v, length(v)); }
function dot(a, b) { var s = 0; for (var i = 0; i < Math.min(a.length, b.length); i++) s += a[i] * b[i]; return s; }
function cross(a, b) {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
function lookAt(from, to) {
  var f = [to[0] - from[0], to[1] - from[1], (to[2] || 0) - (from[2] || 0)];
  var pitch = Math.atan2(f[0], Math.sqrt(f[1] * f[1] + f[2] * f[2])) * __degrees;
  var yaw = -Math.atan2(f[1], f[2]) * __degrees;
  return [yaw, pitch, 0];
}
function rgbToHsl(c) {
  var r = c[0], g = c[1], b = c[2], max = Math.max(r, g, b), min = Math.min(r, g, b);
  var h = 0, s = 0, l = (max + min) / 2;
  if (max !== min) {
    var d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h /= 6;
  }
  return [h, s, l, c[3]];
}
function __hueToRGB(p, q, t) {
  if (t < 0) t += 1;
  if (t > 1) t -= 1;
  if (t < 1 / 6) return p + (q - p) * 6 * t;
  if (t < 1 / 2) return q;
  if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
  return p;
}
function hslToRgb(c) {
  var h = c[0], s = c[1], l = c[2];
  if (s === 0) return [l, l, l, c[3]];
  var q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q;
  return [__hueToRGB(p, q, h + 1 / 3), __hueToRGB(p, q, h), __hueToRGB(p, q, h - 1 / 3), c[3]];
}

// MARK: Interpolation

function __mix(a, b, f) {
  if (!$bm_isInstanceOfArray(a) && !(a != null && a.length !== undefined && typeof a !== 'string')) return a + (b - a) * f;
  var out = [];
  for (var i = 0; i < a.length; i++) out[i] = a[i] + (b[i] - a[i]) * f;
  return out;
}
function linear(t, tMin, tMax, v1, v2) {
  if (v1 === undefined || v2 === undefined) { v1 = tMin; v2 = tMax; tMin = 0; tMax = 1; }
  if (tMax < tMin) { var x = tMax; tMax = tMin; tMin = x; }
  if (t <= tMin) return v1;
  if (t >= tMax) return v2;
  return __mix(v1, v2, tMax === tMin ? 0 : (t - tMin) / (tMax - tMin));
}
// Cubic bezier easing y(x) for the curve (0,0) (x1,y1) (x2,y2) (1,1), solved by bisection.
function __bezierEasing(x1, y1, x2, y2) {
  function at(a1, a2, t) { return ((1 - 3 * a2 + 3 * a1) * t + (3 * a2 - 6 * a1)) * t * t + 3 * a1 * t; }
  return function (x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    var lo = 0, hi = 1, t = x;
    for (var i = 0; i < 40; i++) {
      var v = at(x1, x2, t);
      if (Math.abs(v - x) < 1e-7) break;
      if (v < x) lo = t; else hi = t;
      t = (lo + hi) / 2;
    }
    return at(y1, y2, t);
  };
}
var __easeIn = __bezierEasing(0.333, 0, 0.833, 0.833);
var __easeOut = __bezierEasing(0.167, 0.167, 0.667, 1);
var __easeInOut = __bezierEasing(0.33, 0, 0.667, 1);
function __applyEase(fn, t, tMin, tMax, v1, v2) {
  if (v1 === undefined) { v1 = tMin; v2 = tMax; } else { t = (t - tMin) / (tMax - tMin); }
  t = Math.min(Math.max(t, 0), 1);
  return __mix(v1, v2, fn(t));
}
function ease(t, a, b, c, d) { return __applyEase(__easeInOut, t, a, b, c, d); }
function easeIn(t, a, b, c, d) { return __applyEase(__easeIn, t, a, b, c, d); }
function easeOut(t, a, b, c, d) { return __applyEase(__easeOut, t, a, b, c, d); }

// MARK: Random numbers, deterministic per property and time

function __hash(text) {
  var h = 2166136261;
  for (var i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}
function __generator(seed) {
  var s = seed >>> 0;
  return function () {
    s = (s + 0x6D2B79F5) >>> 0;
    var t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// Smooth one-dimensional value noise in -1...1, for wiggle.
function __noise(seed, x) {
  var i = Math.floor(x), f = x - i, u = f * f * (3 - 2 * f);
  function lattice(n) { return __generator(__hash(seed + ':' + n))() * 2 - 1; }
  return lattice(i) * (1 - u) + lattice(i + 1) * u;
}

// MARK: Paths

function __Path(points, ins, outs, closed) {
  this.v = points; this.i = ins; this.o = outs; this.c = !!closed;
}
__Path.prototype.points = function () { return this.v.map(function (p) { return p.slice(0); }); };
__Path.prototype.inTangents = function () { return this.i.map(function (p) { return p.slice(0); }); };
__Path.prototype.outTangents = function () { return this.o.map(function (p) { return p.slice(0); }); };
__Path.prototype.isClosed = function () { return this.c; };
function __makePath(points, ins, outs, closed) { return new __Path(points, ins, outs, closed); }
function createPath(points, inTangents, outTangents, isClosed) {
  points = points || [];
  var ins = [], outs = [];
  for (var i = 0; i < points.length; i++) {
    ins.push(inTangents && inTangents[i] ? [inTangents[i][0], inTangents[i][1]] : [0, 0]);
    outs.push(outTangents && outTangents[i] ? [outTangents[i][0], outTangents[i][1]] : [0, 0]);
  }
  return new __Path(points.map(function (p) { return [p[0], p[1]]; }), ins, outs, isClosed === undefined ? true : isClosed);
}

// MARK: Properties

// A property's value as interfaces hand it out: a Number or an array (or a path, a String)
// carrying the property's methods (valueAtTime, key, numKeys, propertyGroup, ...).
function __propertyValue(h, owner, frame) {
  if (h === null || h === undefined) return null;
  var v = __host.value(h, frame === undefined ? __state.frame : frame);
  var out;
  if (typeof v === 'number') out = new Number(v);
  else if (typeof v === 'string') out = new String(v);
  else if (v !== null && typeof v === 'object') out = v;
  else return v;
  __decorate(out, h, owner);
  return out;
}
// The methods a property's values carry live on one prototype per property and kind of value
// (inheriting from Array's, Number's, String's or the path's), made the first time: values are
// handed out many times a frame.
var __prototypes = {};
var __propertyMethods = ['valueAtTime', 'velocityAtTime', 'speedAtTime', 'key', 'nearestKey', 'loopIn', 'loopOut',
  'loopInDuration', 'loopOutDuration', 'propertyGroup', 'smooth', 'wiggle'];
function __decorate(target, h, owner) {
  var base = Object.getPrototypeOf(target);
  var key = h + ':' + (base === Array.prototype ? 'a' : base === Number.prototype ? 'n' : base === String.prototype ? 's' : 'o');
  var proto = __prototypes[key];
  if (!proto) {
    proto = Object.create(base);
    var ref = new __PropertyRef(h, owner);
    for (var i = 0; i < __propertyMethods.length; i++) {
      Object.defineProperty(proto, __propertyMethods[i], { value: ref[__propertyMethods[i]].bind(ref) });
    }
    Object.defineProperty(proto, 'numKeys', { value: ref.numKeys });
    Object.defineProperty(proto, 'propertyIndex', { value: ref.propertyIndex });
    Object.defineProperty(proto, '__handle', { value: h });
    Object.defineProperty(proto, 'value', { get: function () { return this; } });
    __prototypes[key] = proto;
  }
  Object.setPrototypeOf(target, proto);
  return target;
}
function __PropertyRef(h, owner) {
  this.h = h;
  this.owner = owner;
  this.numKeys = __host.keyCount(h);
  this.propertyIndex = __host.propertyIndex(h);
}
__PropertyRef.prototype.valueAtTime = function (t) { return __host.raw(this.h, t * __fr); };
// A backward difference over a millisecond, as lottie-web takes it.
__PropertyRef.prototype.velocityAtTime = function (t) {
  var dt = -0.001, a = this.valueAtTime(t), b = this.valueAtTime(t + dt);
  if ($bm_isInstanceOfArray(a)) { var out = []; for (var i = 0; i < a.length; i++) out[i] = (b[i] - a[i]) / dt; return out; }
  return (b - a) / dt;
};
__PropertyRef.prototype.speedAtTime = function (t) {
  var v = this.velocityAtTime(t);
  return $bm_isInstanceOfArray(v) ? length(v) : Math.abs(v);
};
__PropertyRef.prototype.key = function (n) {
  n = Math.floor(n);
  if (!(n >= 1 && n <= this.numKeys)) throw new Error('The property has no keyframe at index ' + n);
  var value = __host.keyValue(this.h, n - 1);
  var out = $bm_isInstanceOfArray(value) ? value.slice(0) : { value: value };
  out.value = value;
  out.time = __host.keyFrame(this.h, n - 1) / __fr;
  out.index = n;
  return out;
};
__PropertyRef.prototype.nearestKey = function (t) {
  var n = this.numKeys;
  if (n === 0) return { index: 0, time: 0 };
  var frame = t * __fr, best = 1, bestDistance = Infinity;
  for (var i = 0; i < n; i++) {
    var d = Math.abs(__host.keyFrame(this.h, i) - frame);
    if (d < bestDistance) { bestDistance = d; best = i + 1; }
  }
  return this.key(best);
};
__PropertyRef.prototype.propertyGroup = function (n) {
  n = n === undefined ? 1 : n;
  return this.owner ? this.owner.propertyGroup(n - 1) : null;
};
__PropertyRef.prototype.wiggle = function (freq, amp, octaves, ampMult, t) {
  t = t === undefined ? __state.frame / __fr : t;
  octaves = octaves === undefined ? 1 : Math.max(1, Math.min(16, Math.floor(octaves)));
  ampMult = ampMult === undefined ? 0.5 : ampMult;
  var base = this.valueAtTime(t), seed = 'wiggle' + this.h;
  function offset(dimension) {
    var total = 0, a = 1, f = freq, norm = 0;
    for (var o = 0; o < octaves; o++) {
      total += __noise(seed + ':' + dimension + ':' + o, t * f) * a;
      norm += a; a *= ampMult; f *= 2;
    }
    return amp * total / (norm || 1);
  }
  if ($bm_isInstanceOfArray(base)) { var out = []; for (var i = 0; i < base.length; i++) out[i] = base[i] + offset(i); return out; }
  return base + offset(0);
};
__PropertyRef.prototype.smooth = function () { return this.valueAtTime(__state.frame / __fr); };
function __keyFrames(ref) {
  var frames = [];
  for (var i = 0; i < ref.numKeys; i++) frames.push(__host.keyFrame(ref.h, i));
  return frames;
}
function __combine(a, b, f) {
  if ($bm_isInstanceOfArray(a)) { var out = []; for (var i = 0; i < a.length; i++) out[i] = f(a[i], b[i]); return out; }
  return f(a, b);
}
__PropertyRef.prototype.loopOut = function (type, duration, byDuration) {
  var frame = __state.frame, keys = __keyFrames(this);
  if (keys.length < 2) return __host.raw(this.h, frame);
  type = type ? String(type).toLowerCase() : 'cycle';
  var last = keys[keys.length - 1], first, cycle;
  if (frame <= last) return __host.raw(this.h, frame);
  if (!byDuration) {
    if (!duration || duration > keys.length - 1) duration = keys.length - 1;
    first = keys[keys.length - 1 - duration];
    cycle = last - first;
  } else {
    // The last `duration` seconds (After Effects' meaning; lottie-web subtracts it from the last key's frame).
    cycle = duration ? Math.abs(__fr * duration) : Math.max(0, last - __scene.ip);
    first = last - cycle;
  }
  if (!(cycle > 0)) return __host.raw(this.h, frame);
  var h = this.h, into = (frame - first) % cycle, repeats = Math.floor((frame - first) / cycle);
  if (type === 'pingpong') {
    if (repeats % 2 !== 0) return __host.raw(h, cycle - into + first);
  } else if (type === 'offset') {
    var start = __host.raw(h, first), end = __host.raw(h, last), now = __host.raw(h, into + first);
    return __combine(now, __combine(end, start, function (e, s) { return e - s; }), function (c, d) { return c + d * repeats; });
  } else if (type === 'continue') {
    var lastValue = __host.raw(h, last), before = __host.raw(h, last - 0.001);
    return __combine(lastValue, before, function (l, b) { return l + (l - b) * (frame - last) / 0.001; });
  }
  return __host.raw(h, into + first);
};
__PropertyRef.prototype.loopIn = function (type, duration, byDuration) {
  var frame = __state.frame, keys = __keyFrames(this);
  if (keys.length < 2) return __host.raw(this.h, frame);
  type = type ? String(type).toLowerCase() : 'cycle';
  var first = keys[0], last, cycle;
  if (frame >= first) return __host.raw(this.h, frame);
  if (!byDuration) {
    if (!duration || duration > keys.length - 1) duration = keys.length - 1;
    last = keys[duration];
    cycle = last - first;
  } else {
    cycle = duration ? Math.abs(__fr * duration) : Math.max(0, __scene.op - first);
    last = first + cycle;
  }
  if (!(cycle > 0)) return __host.raw(this.h, frame);
  var h = this.h, before = (first - frame) % cycle, repeats = Math.floor((first - frame) / cycle);
  if (type === 'pingpong') {
    if (repeats % 2 === 0) return __host.raw(h, before + first);
  } else if (type === 'offset') {
    var start = __host.raw(h, first), end = __host.raw(h, last), now = __host.raw(h, cycle - before + first);
    return __combine(now, __combine(end, start, function (e, s) { return e - s; }), function (c, d) { return c - d * (repeats + 1); });
  } else if (type === 'continue') {
    var firstValue = __host.raw(h, first), after = __host.raw(h, first + 0.001);
    return __combine(firstValue, after, function (f, a) { return f + (f - a) * (first - frame) / 0.001; });
  }
  return __host.raw(h, cycle - before + first);
};
__PropertyRef.prototype.loopOutDuration = function (type, duration) { return this.loopOut(type, duration, true); };
__PropertyRef.prototype.loopInDuration = function (type, duration) { return this.loopIn(type, duration, true); };

// MARK: Interfaces

// An interface is a function (called with a name or an index, as After Effects' property groups
// are) with members; `propertyGroup(n)` walks n groups up.
function __interface(lookup, parent, name) {
  var f = function (key) { return lookup(key); };
  f.propertyGroup = function (n) {
    n = n === undefined ? 1 : n;
    if (n <= 0) return f;
    return parent ? parent.propertyGroup(n - 1) : null;
  };
  f._name = name;
  f.name_ = name;
  return f;
}
function __defineValue(target, key, h) {
  Object.defineProperty(target, key, { get: function () { return __propertyValue(h, target); }, configurable: true });
}

var __transformNames = {
  anchorPoint: ['anchorPoint', 'AnchorPoint', 'Anchor Point', 'anchor_point', 'ADBE AnchorPoint', 'ADBE Vector Anchor', 1],
  position: ['position', 'Position', 'ADBE Position', 'ADBE Vector Position', 2],
  scale: ['scale', 'Scale', 'ADBE Scale', 'ADBE Vector Scale', 6],
  rotation: ['rotation', 'Rotation', 'ADBE Rotation', 'ADBE Rotate Z', 'ADBE Vector Rotation', 10],
  opacity: ['opacity', 'Opacity', 'ADBE Opacity', 'ADBE Vector Group Opacity', 11],
  skew: ['skew', 'Skew', 'ADBE Vector Skew'],
  skewAxis: ['skewAxis', 'Skew Axis', 'ADBE Vector Skew Axis'],
  xRotation: ['xRotation', 'X Rotation', 'ADBE Rotate X'],
  yRotation: ['yRotation', 'Y Rotation', 'ADBE Rotate Y'],
  orientation: ['orientation', 'Orientation', 'ADBE Orientation'],
  xPosition: ['xPosition', 'ADBE Position_0'],
  yPosition: ['yPosition', 'ADBE Position_1'],
  zPosition: ['zPosition', 'ADBE Position_2'],
};
function __transformInterface(t, parent, name) {
  var members = {};
  var iface = __interface(function (key) {
    // A number is a property index (`ix`) first, as in lottie-web's shape transforms.
    if (typeof key === 'number') {
      for (var indexed in __transformNames) {
        if (t[indexed] !== undefined && t[indexed] !== null && __host.propertyIndex(t[indexed]) === key) return iface[indexed];
      }
    }
    for (var member in __transformNames) {
      if (__transformNames[member].indexOf(key) >= 0) return iface[member];
    }
    return null;
  }, parent, name || 'Transform');
  for (var member in __transformNames) {
    if (t[member] !== undefined && t[member] !== null) __defineValue(iface, member, t[member]);
  }
  if ((t.position === undefined || t.position === null) && t.xPosition !== undefined) {
    Object.defineProperty(iface, 'position', { get: function () {
      var x = __host.value(t.xPosition, __state.frame), y = __host.value(t.yPosition, __state.frame);
      return t.zPosition !== null && t.zPosition !== undefined ? [x, y, __host.value(t.zPosition, __state.frame)] : [x, y];
    }, configurable: true });
  }
  if (t.rotation !== undefined) {
    Object.defineProperty(iface, 'zRotation', { get: function () { return iface.rotation; }, configurable: true });
  }
  return iface;
}

var __itemNames = {
  path: ['path', 'Path', 'shape', 'Shape', 'ADBE Vector Shape', 2],
  color: ['color', 'Color', 'ADBE Vector Fill Color', 'ADBE Vector Stroke Color'],
  opacity: ['opacity', 'Opacity', 'ADBE Vector Fill Opacity', 'ADBE Vector Stroke Opacity', 'ADBE Vector Grad Opacity'],
  strokeWidth: ['strokeWidth', 'Stroke Width', 'stroke width', 'ADBE Vector Stroke Width'],
  startPoint: ['startPoint', 'Start Point', 'start point', 'ADBE Vector Grad Start Pt'],
  endPoint: ['endPoint', 'End Point', 'end point', 'ADBE Vector Grad End Pt'],
  position: ['position', 'Position', 'ADBE Vector Rect Position', 'ADBE Vector Ellipse Position', 'ADBE Vector Star Position'],
  size: ['size', 'Size', 'ADBE Vector Rect Size', 'ADBE Vector Ellipse Size'],
  roundness: ['roundness', 'Roundness', 'ADBE Vector Rect Roundness'],
  points: ['points', 'Points', 'ADBE Vector Star Points'],
  rotation: ['rotation', 'Rotation', 'ADBE Vector Star Rotation'],
  outerRadius: ['outerRadius', 'Outer Radius', 'ADBE Vector Star Outer Radius'],
  outerRoundness: ['outerRoundness', 'Outer Roundness', 'ADBE Vector Star Outer Roundess'],
  innerRadius: ['innerRadius', 'Inner Radius', 'ADBE Vector Star Inner Radius'],
  innerRoundness: ['innerRoundness', 'Inner Roundness', 'ADBE Vector Star Inner Roundess'],
  start: ['start', 'Start', 'ADBE Vector Trim Start'],
  end: ['end', 'End', 'ADBE Vector Trim End'],
  offset: ['offset', 'Offset', 'ADBE Vector Trim Offset', 'ADBE Vector Repeater Offset'],
  copies: ['copies', 'Copies', 'ADBE Vector Repeater Copies'],
  radius: ['radius', 'Radius', 'ADBE Vector RoundCorner Radius'],
  amount: ['amount', 'Amount'],
  angle: ['angle', 'Angle'],
  center: ['center', 'Center'],
  ridges: ['ridges', 'Ridges'],
};
function __itemInterface(item, parent) {
  var made = __makeItemInterface(item, parent);
  made.propertyIndex = item.ix;
  made.ix = item.ix;
  return made;
}
function __makeItemInterface(item, parent) {
  if (item.ty === 'gr') return __groupInterface(item, parent);
  if (item.ty === 'tr') return __transformInterface(item.props, parent, item.name);
  var props = item.props || {};
  var iface = __interface(function (key) {
    for (var member in props) {
      var names = __itemNames[member] || [member];
      if (names.indexOf(key) >= 0) return iface[member];
      if (typeof key === 'number' && props[member] !== null && __host.propertyIndex(props[member]) === key) return iface[member];
    }
    return null;
  }, parent, item.name);
  for (var member in props) {
    if (props[member] !== null) __defineValue(iface, member, props[member]);
  }
  if (props.path !== undefined) {
    Object.defineProperty(iface, 'shape', { get: function () { return iface.path; }, configurable: true });
  }
  iface.mn = item.mn;
  return iface;
}
function __contentsInterface(items, parent, name) {
  var interfaces = null;
  var visible = (items || []).filter(function (item) { return item.ty !== 'tr'; });
  var iface = __interface(function (key) {
    var all = list();
    for (var i = 0; i < visible.length; i++) {
      if (visible[i].name === key || (visible[i].mn !== undefined && visible[i].mn === key)) return all[i];
    }
    for (var j = 0; j < visible.length; j++) {
      if (typeof key === 'number' && visible[j].ix === key) return all[j];
    }
    if (typeof key === 'number' && key >= 1 && key <= all.length) return all[key - 1];
    if (key === 'ADBE Vector Transform Group' || key === 'Transform' || key === 'transform') return iface.transform || null;
    return null;
  }, parent, name);
  function list() {
    if (!interfaces) interfaces = visible.map(function (item) { return __itemInterface(item, iface); });
    return interfaces;
  }
  iface.numProperties = visible.length;
  var transform = (items || []).filter(function (item) { return item.ty === 'tr'; })[0];
  if (transform) {
    var made = null;
    Object.defineProperty(iface, 'transform', { get: function () {
      return made || (made = __transformInterface(transform.props, iface, transform.name));
    }, configurable: true });
  }
  return iface;
}
function __groupInterface(item, parent) {
  var contents = null, transform = null;
  var iface = __interface(function (key) {
    if (key === 'ADBE Vectors Group' || key === 'Contents' || key === 'contents' || key === 2) return iface.content;
    return iface.transform;
  }, parent, item.name);
  var trItem = (item.it || []).filter(function (i) { return i.ty === 'tr'; })[0];
  Object.defineProperty(iface, 'content', { get: function () {
    return contents || (contents = __contentsInterface(item.it, iface, item.name));
  }, configurable: true });
  Object.defineProperty(iface, 'transform', { get: function () {
    if (!trItem) return null;
    return transform || (transform = __transformInterface(trItem.props, iface, trItem.name));
  }, configurable: true });
  iface.numProperties = item.np !== undefined ? item.np : (item.it || []).length;
  iface.mn = item.mn;
  return iface;
}

function __effectGroupInterface(effect, parent, layer) {
  var params = effect.params || [];
  var made = [];
  function member(i) {
    if (made[i] !== undefined) return made[i];
    var p = params[i];
    if (p.params) made[i] = __effectGroupInterface(p, iface, layer);
    else made[i] = null;
    return made[i];
  }
  function valueOf(i) {
    var p = params[i];
    if (p.params) return member(i);
    if (p.value === undefined || p.value === null) return null;
    var v = __propertyValue(p.value, iface);
    if (p.layerPicker) return layer.comp.layer(+v);
    return v;
  }
  var iface = __interface(function (key) {
    for (var i = 0; i < params.length; i++) {
      if (params[i].name === key || (params[i].mn !== undefined && params[i].mn === key) || params[i].ix === key) return valueOf(i);
    }
    if (typeof key === 'number' && key >= 1 && key <= params.length) return valueOf(key - 1);
    throw new Error('no effect parameter ' + key);
  }, parent, effect.name);
  iface.numProperties = params.length;
  iface.enabled = effect.en !== false;
  iface.active = iface.enabled;
  if (effect.mn === 'ADBE Color Control') {
    Object.defineProperty(iface, 'color', { get: function () { return valueOf(0); } });
  }
  return iface;
}
function __effectsInterface(effects, parent, layer) {
  var made = [];
  var iface = __interface(function (key) {
    for (var i = 0; i < effects.length; i++) {
      if (effects[i].name === key || (effects[i].mn !== undefined && effects[i].mn === key) || effects[i].ix === key) {
        return made[i] || (made[i] = __effectGroupInterface(effects[i], iface, layer));
      }
    }
    if (typeof key === 'number' && key >= 1 && key <= effects.length) {
      return made[key - 1] || (made[key - 1] = __effectGroupInterface(effects[key - 1], iface, layer));
    }
    throw new Error('no effect ' + key);
  }, parent, 'Effects');
  iface.numProperties = effects.length;
  return iface;
}

// 2D affine matrices [a, b, c, d, tx, ty]: x' = a x + c y + tx, y' = b x + d y + ty.
function __multiply(m, n) {
  return [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3], m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]];
}
function __apply(m, p) { return [m[0] * p[0] + m[2] * p[1] + m[4], m[1] * p[0] + m[3] * p[1] + m[5]]; }
function __invert(m, p) {
  var det = m[0] * m[3] - m[1] * m[2];
  if (det === 0) return [0, 0];
  var x = p[0] - m[4], y = p[1] - m[5];
  return [(m[3] * x - m[2] * y) / det, (-m[1] * x + m[0] * y) / det];
}
function __number(h, frame, fallback) {
  if (h === null || h === undefined) return fallback;
  var v = __host.value(h, frame);
  return typeof v === 'number' ? v : fallback;
}
function __vector(h, frame, fallback) {
  if (h === null || h === undefined) return fallback;
  var v = __host.value(h, frame);
  return v && v.length >= 2 ? v : fallback;
}
// The layer's own transform: translate(position) rotate scale translate(-anchor).
function __layerMatrix(layer, frame) {
  var t = layer.transform;
  var a = __vector(t.anchorPoint, frame, [0, 0]), s = __vector(t.scale, frame, [100, 100]);
  var p = t.position !== null && t.position !== undefined ? __vector(t.position, frame, [0, 0])
    : [__number(t.xPosition, frame, 0), __number(t.yPosition, frame, 0)];
  var r = __number(t.rotation, frame, 0) / __degrees, cos = Math.cos(r), sin = Math.sin(r);
  var sx = s[0] / 100, sy = s[1] / 100;
  var m = [cos * sx, sin * sx, -sin * sy, cos * sy, 0, 0];
  var shifted = __apply(m, [-a[0], -a[1]]);
  m[4] = shifted[0] + p[0];
  m[5] = shifted[1] + p[1];
  return m;
}

function __layerInterface(layer, comp) {
  var content = null, transform = null, effects = null;
  var iface = __interface(function (key) {
    switch (key) {
      case 'ADBE Root Vectors Group': case 'Contents': case 'contents': case 2: return iface.content;
      case 1: case 6: case 'Transform': case 'transform': case 'ADBE Transform Group': return iface.transform;
      case 4: case 'ADBE Effect Parade': case 'effects': case 'Effects': return iface.effects;
      case 3: case 'ADBE Mask Parade': case 'Masks': case 'masks': return iface.masks;
      case 'ADBE Text Properties': case 'Text': case 'text': return iface.text;
      default: return null;
    }
  }, null, layer.name);
  iface.comp = comp;
  iface.__layer = layer;
  Object.defineProperty(iface, 'content', { get: function () {
    return content || (content = __contentsInterface(layer.shapes || [], iface, 'Contents'));
  } });
  Object.defineProperty(iface, 'transform', { get: function () {
    return transform || (transform = __transformInterface(layer.transform, iface, 'Transform'));
  } });
  Object.defineProperty(iface, 'effects', { get: function () {
    return effects || (effects = __effectsInterface(layer.effects || [], iface, iface));
  } });
  iface.effect = function (key) { return iface.effects(key); };
  iface.mask = function (key) {
    var masks = layer.masks || [];
    for (var i = 0; i < masks.length; i++) {
      if (masks[i].name === key || key === i + 1) {
        var m = masks[i], mi = __interface(function (k) { return mi[k]; }, iface, m.name);
        __defineValue(mi, 'maskPath', m.path);
        __defineValue(mi, 'maskOpacity', m.opacity);
        __defineValue(mi, 'maskExpansion', m.expansion);
        return mi;
      }
    }
    throw new Error('no mask ' + key);
  };
  iface.masks = iface.mask;
  ['position', 'rotation', 'scale', 'opacity', 'anchorPoint'].forEach(function (member) {
    Object.defineProperty(iface, member, { get: function () { return iface.transform[member]; } });
  });
  Object.defineProperty(iface, 'anchor_point', { get: function () { return iface.transform.anchorPoint; } });
  Object.defineProperty(iface, 'hasParent', { get: function () { return layer.parent !== undefined && comp.__byIndex(layer.parent) !== null; } });
  Object.defineProperty(iface, 'parent', { get: function () { return layer.parent !== undefined ? comp.__byIndex(layer.parent) : null; } });
  Object.defineProperty(iface, 'active', { get: function () {
    var f = __state.frame;
    return !layer.hd && f >= layer.ip && f < layer.op;
  } });
  iface.enabled = !layer.hd;
  iface.index = layer.ind;
  iface.startTime = layer.st;
  iface.inPoint = layer.ip / __fr;
  iface.outPoint = layer.op / __fr;
  iface.width = layer.w !== undefined ? layer.w : 100;
  iface.height = layer.h !== undefined ? layer.h : 100;
  iface.source = layer.refId;
  // A function's own `name` cannot be assigned, only redefined.
  Object.defineProperty(iface, 'name', { value: layer.name });
  if (layer.sourceText !== undefined) {
    var text = __interface(function (k) { return k === 'Source Text' || k === 'sourceText' ? text.sourceText : null; }, iface, 'Text');
    __defineValue(text, 'sourceText', layer.sourceText);
    iface.text = text;
  }
  function worldMatrix(frame) {
    var m = __layerMatrix(layer, frame), p = iface.parent, depth = 0;
    while (p !== null && depth < 256) {
      m = __multiply(__layerMatrix(p.__layer, frame), m);
      p = p.parent;
      depth++;
    }
    return m;
  }
  function frameOf(t) { return t === undefined ? __state.frame : t * __fr; }
  iface.toComp = function (point, t) { return __apply(worldMatrix(frameOf(t)), point); };
  iface.toWorld = iface.toComp;
  iface.fromComp = function (point, t) { return __invert(worldMatrix(frameOf(t)), point); };
  iface.fromWorld = iface.fromComp;
  iface.fromCompToSurface = iface.fromComp;
  iface.toWorldVec = function (v, t) { var m = worldMatrix(frameOf(t)); m[4] = 0; m[5] = 0; return __apply(m, v); };
  iface.fromWorldVec = function (v, t) { var m = worldMatrix(frameOf(t)); m[4] = 0; m[5] = 0; return __invert(m, v); };
  iface.sourceRectAtTime = function () { return { top: 0, left: 0, width: iface.width, height: iface.height }; };
  iface.sampleImage = function () { return [1, 1, 1, 1]; };
  return iface;
}

function __compInterface(desc) {
  var made = [];
  function layerAt(i) {
    return made[i] || (made[i] = __layerInterface(desc.layers[i], comp));
  }
  var comp = function (key) { return comp.layer(key); };
  // A layer by name or index (`ind`); null when there is none, as in lottie-web.
  comp.layer = function (key) {
    for (var i = 0; i < desc.layers.length; i++) {
      if (desc.layers[i].name === key || desc.layers[i].ind === key) return layerAt(i);
    }
    return null;
  };
  comp.__byIndex = function (ind) {
    for (var i = 0; i < desc.layers.length; i++) if (desc.layers[i].ind === ind) return layerAt(i);
    return null;
  };
  comp.__layerByHandle = function (handle) {
    for (var i = 0; i < desc.layers.length; i++) if (desc.layers[i].handle === handle) return layerAt(i);
    return null;
  };
  comp.numLayers = desc.layers.length;
  comp.width = desc.w;
  comp.height = desc.h;
  Object.defineProperty(comp, 'name', { value: desc.name });
  comp.frameDuration = 1 / __fr;
  comp.displayStartTime = 0;
  comp.pixelAspect = 1;
  comp.duration = (__scene.op - __scene.ip) / __fr;
  return comp;
}
var __comps = __scene.comps.map(__compInterface);
function comp(name) {
  for (var i = 0; i < __comps.length; i++) if (__comps[i].name === name) return __comps[i];
  throw new Error('no composition ' + name);
}
function __layerOwning(layerHandle) {
  for (var i = 0; i < __comps.length; i++) {
    var found = __comps[i].__layerByHandle(layerHandle);
    if (found) return found;
  }
  return null;
}
// The interface that holds a property: found by walking the layer's description for the handle.
function __ownerOf(layer, h) {
  function inTransform(t, owner) {
    for (var k in t) if (t[k] === h) return owner;
    return null;
  }
  var found = inTransform(layer.__layer.transform, layer.transform);
  if (found) return found;
  var effects = layer.__layer.effects || [];
  for (var e = 0; e < effects.length; e++) {
    var group = searchParams(effects[e].params || [], function () { return layer.effects(e + 1); });
    if (group) return group;
  }
  function searchParams(params, make) {
    for (var i = 0; i < params.length; i++) {
      if (params[i].value === h) return make();
      if (params[i].params) {
        var nested = searchParams(params[i].params, (function (index) { return function () { return make()(index + 1); }; })(i));
        if (nested) return nested;
      }
    }
    return null;
  }
  // `contents` is the interface of the items' contents, `group` the group holding them (whose
  // transform item is the group's transform).
  function searchItems(items, contents, group) {
    var visible = items.filter(function (item) { return item.ty !== 'tr'; });
    for (var i = 0; i < items.length; i++) {
      var item = items[i];
      if (item.ty === 'tr') {
        for (var t in item.props || {}) if (item.props[t] === h) return group ? group.transform : contents.transform;
        continue;
      }
      var index = visible.indexOf(item) + 1;
      if (item.ty === 'gr') {
        var groupInterface = contents(index);
        var inner = searchItems(item.it || [], groupInterface.content, groupInterface);
        if (inner) return inner;
        continue;
      }
      for (var k in item.props || {}) if (item.props[k] === h) return contents(index);
    }
    return null;
  }
  return searchItems(layer.__layer.shapes || [], layer.content, null) || layer;
}

// MARK: Expressions

// Everything one expression sees besides its own code: its property, layer, composition and
// the functions bound to them. `begin(frame)` is called before each evaluation.
function __environment(h, layerHandle, path) {
  var layer = __layerOwning(layerHandle);
  var owner = layer ? __ownerOf(layer, h) : null;
  var ref = new __PropertyRef(h, owner);
  var seed = __hash(path);
  var random = __generator(seed);
  var env = {
    thisLayer: layer, thisComp: layer ? layer.comp : null, thisProperty: null, ref: ref,
    random: function (a, b) {
      if (a === undefined) return random();
      if (b === undefined) { b = a; a = $bm_isInstanceOfArray(b) ? b.map(function () { return 0; }) : 0; }
      if ($bm_isInstanceOfArray(b)) { var r = random(), out = []; for (var i = 0; i < b.length; i++) out[i] = a[i] + r * (b[i] - a[i]); return out; }
      return a + random() * (b - a);
    },
    gaussRandom: function (a, b) {
      var u = Math.max(random(), 1e-12), v = random();
      var g = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) / 6 + 0.5;
      if (a === undefined) return g;
      if (b === undefined) { b = a; a = 0; }
      return a + g * (b - a);
    },
    seedRandom: function (n, timeless) {
      random = __generator(__hash(path + ':' + n + (timeless ? '' : ':' + __state.frame)));
    },
    begin: function (frame) { random = __generator(__hash(path + ':' + frame)); },
  };
  var thisProperty = __decorate(new Number(0), h, owner);
  Object.defineProperty(thisProperty, 'value', { get: function () { return __host.raw(h, __state.frame); } });
  ['points', 'inTangents', 'outTangents', 'isClosed'].forEach(function (name) {
    Object.defineProperty(thisProperty, name, { value: function (t) {
      var v = __host.raw(h, t === undefined ? __state.frame : t * __fr);
      return v && v[name] ? v[name]() : [];
    } });
  });
  thisProperty._name = layer ? layer.name : '';
  env.thisProperty = thisProperty;
  return env;
}

// Compiles one expression: returns function(frame, value) giving its $bm_rt.
function __compile(h, layerHandle, path, makeBody) {
  var env = __environment(h, layerHandle, path);
  var body = makeBody(env);
  return function (frame, value) {
    var saved = __state.frame;
    __state.frame = frame;
    env.begin(frame);
    try {
      return body(frame / __fr, value);
    } finally {
      __state.frame = saved;
    }
  };
}

// MARK: The sandbox: nothing beyond the language and the functions above

(function () {
  var global = this || globalThis;
  ['ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Int8Array', 'Uint8Array', 'Uint8ClampedArray',
    'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float64Array', 'BigInt64Array',
    'BigUint64Array', 'Atomics', 'WebAssembly', 'FinalizationRegistry', 'WeakRef', 'Intl',
    'console', 'print', 'setTimeout', 'setInterval', 'queueMicrotask', 'fetch', 'XMLHttpRequest'].forEach(function (name) {
    try { delete global[name]; } catch (e) {}
  });
  // Strings and arrays that would take one native step to grow by gigabytes are refused.
  var maximum = 1 << 20;
  var repeat = String.prototype.repeat, padStart = String.prototype.padStart, padEnd = String.prototype.padEnd;
  var join = Array.prototype.join, fill = Array.prototype.fill;
  String.prototype.repeat = function (count) {
    if (String(this).length * count > maximum) throw new RangeError('string too long for an expression');
    return repeat.call(this, count);
  };
  String.prototype.padStart = function (n, s) {
    if (n > maximum) throw new RangeError('string too long for an expression');
    return padStart.call(this, n, s);
  };
  String.prototype.padEnd = function (n, s) {
    if (n > maximum) throw new RangeError('string too long for an expression');
    return padEnd.call(this, n, s);
  };
  Array.prototype.join = function (separator) {
    if (this.length > maximum) throw new RangeError('array too long for an expression');
    return join.call(this, separator);
  };
  Array.prototype.fill = function (v, start, end) {
    if (this.length > maximum) throw new RangeError('array too long for an expression');
    return fill.call(this, v, start, end);
  };
})();
"""#
}
