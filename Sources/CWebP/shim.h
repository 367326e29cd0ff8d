// Still-image coding (decode.h, encode.h), the animation encoder (mux.h) and the animation
// decoder (demux.h).
#include <webp/decode.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
