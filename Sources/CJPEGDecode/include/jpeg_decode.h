#ifndef SWIFT_LOTTIE_JPEG_DECODE_H
#define SWIFT_LOTTIE_JPEG_DECODE_H

// A small, exit()-free wrapper around libjpeg for Swift: libjpeg reports fatal errors through a
// callback that must not return, and Swift cannot longjmp, so the setjmp/longjmp dance lives
// here in C and Swift only ever sees a status code and a message.

#include <stddef.h>
#include <stdint.h>

/// What a call reports.
typedef enum {
    SL_JPEG_OK = 0,
    /// libjpeg rejected the data (the message says why).
    SL_JPEG_MALFORMED = 1,
    /// The colour space has no RGB conversion here (neither grey, YCbCr/RGB nor CMYK/YCCK).
    SL_JPEG_UNSUPPORTED = 2,
    /// The output buffer's size is not width * height * 4.
    SL_JPEG_BUFFER_MISMATCH = 3,
} sl_jpeg_status;

/// The size of a message buffer (libjpeg's JMSG_LENGTH_MAX).
#define SL_JPEG_MESSAGE_CAPACITY 200

/// What the header says about an image.
typedef struct {
    uint32_t width;
    uint32_t height;
    /// Stored channels: 1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK.
    int32_t components;
} sl_jpeg_info;

/// Reads only the header of a JPEG. `message` has room for SL_JPEG_MESSAGE_CAPACITY bytes.
sl_jpeg_status sl_jpeg_read_info(const uint8_t *data, size_t size, sl_jpeg_info *info,
                                 char *message);

/// Decodes a JPEG into opaque RGBA rows (top to bottom, no padding). `rgba_size` must equal
/// width * height * 4 as `sl_jpeg_read_info` reported them; it is checked before decoding.
sl_jpeg_status sl_jpeg_decode_rgba(const uint8_t *data, size_t size, uint8_t *rgba,
                                   size_t rgba_size, char *message);

/// Decodes a JPEG scaled by 1/`scale_denom` (1, 2, 4 or 8; libjpeg's DCT scaling) into opaque
/// RGBA rows. Each side of the output is the image's divided by `scale_denom`, rounded up;
/// `rgba_size` must be that width * height * 4.
sl_jpeg_status sl_jpeg_decode_rgba_scaled(const uint8_t *data, size_t size, unsigned scale_denom,
                                          uint8_t *rgba, size_t rgba_size, char *message);

#endif
