#include "jpeg_decode.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

// Progressive JPEGs can hold thousands of tiny scans that each cost a full pass over the
// coefficients; a hostile file uses that to burn CPU. Real encoders write about ten.
#define SL_JPEG_MAX_SCANS 500

typedef struct {
    struct jpeg_error_mgr base;   // first, so libjpeg's pointer to it is a pointer to us
    struct jpeg_progress_mgr progress;
    jmp_buf escape;
    char *message;
} sl_error_manager;

static void sl_escape_with(j_common_ptr cinfo, const char *text) {
    sl_error_manager *manager = (sl_error_manager *)cinfo->err;
    if (manager->message) {
        snprintf(manager->message, SL_JPEG_MESSAGE_CAPACITY, "%s", text);
    }
    longjmp(manager->escape, 1);
}

// Replaces libjpeg's default, which prints and calls exit().
static void sl_error_exit(j_common_ptr cinfo) {
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    sl_escape_with(cinfo, text);
}

// Warnings (such as a truncated file, decoded as far as it goes) are not printed to stderr:
// a library has no business writing there. The image decodes like a browser would show it.
static void sl_ignore_message(j_common_ptr cinfo) { (void)cinfo; }

static void sl_limit_scans(j_common_ptr cinfo) {
    if (cinfo->is_decompressor && ((j_decompress_ptr)cinfo)->input_scan_number > SL_JPEG_MAX_SCANS) {
        sl_escape_with(cinfo, "too many progressive scans");
    }
}

static void sl_prepare(j_decompress_ptr cinfo, sl_error_manager *manager, char *message) {
    memset(cinfo, 0, sizeof(*cinfo));
    cinfo->err = jpeg_std_error(&manager->base);
    manager->base.error_exit = sl_error_exit;
    manager->base.output_message = sl_ignore_message;
    manager->progress.progress_monitor = sl_limit_scans;
    manager->message = message;
    if (message) message[0] = '\0';
}

// Called after setjmp is armed: any libjpeg error from here on lands back at the setjmp.
static void sl_open(j_decompress_ptr cinfo, sl_error_manager *manager, const uint8_t *data, size_t size) {
    jpeg_create_decompress(cinfo);
    cinfo->progress = &manager->progress;
    jpeg_mem_src(cinfo, data, (unsigned long)size);
    jpeg_read_header(cinfo, TRUE);
}

sl_jpeg_status sl_jpeg_read_info(const uint8_t *data, size_t size, sl_jpeg_info *info, char *message) {
    struct jpeg_decompress_struct cinfo;
    sl_error_manager manager;
    sl_prepare(&cinfo, &manager, message);
    if (setjmp(manager.escape)) {
        jpeg_destroy_decompress(&cinfo);
        return SL_JPEG_MALFORMED;
    }
    sl_open(&cinfo, &manager, data, size);
    info->width = cinfo.image_width;
    info->height = cinfo.image_height;
    info->components = cinfo.num_components;
    jpeg_destroy_decompress(&cinfo);
    return SL_JPEG_OK;
}

static inline uint8_t sl_multiply(unsigned a, unsigned b) { return (uint8_t)((a * b + 127) / 255); }

// Widens one decoded row in place to RGBA. It walks from the last pixel backwards because the
// narrow source pixels sit at the start of the same buffer the wide ones fill.
static void sl_widen_row(uint8_t *row, uint32_t width, J_COLOR_SPACE space, boolean inverted_cmyk) {
    for (uint32_t i = width; i-- > 0;) {
        uint8_t *out = row + (size_t)i * 4;
        uint8_t r, g, b;
        switch (space) {
        case JCS_GRAYSCALE:
            r = g = b = row[i];
            break;
        case JCS_CMYK: {
            const uint8_t *in = row + (size_t)i * 4;
            // Adobe's writers (and everyone copying them) store CMYK inverted: 255 = no ink.
            unsigned c = inverted_cmyk ? in[0] : 255u - in[0];
            unsigned m = inverted_cmyk ? in[1] : 255u - in[1];
            unsigned y = inverted_cmyk ? in[2] : 255u - in[2];
            unsigned k = inverted_cmyk ? in[3] : 255u - in[3];
            r = sl_multiply(c, k); g = sl_multiply(m, k); b = sl_multiply(y, k);
            break;
        }
        default: {
            const uint8_t *in = row + (size_t)i * 3;
            r = in[0]; g = in[1]; b = in[2];
            break;
        }
        }
        out[0] = r; out[1] = g; out[2] = b; out[3] = 255;
    }
}

sl_jpeg_status sl_jpeg_decode_rgba(const uint8_t *data, size_t size, uint8_t *rgba, size_t rgba_size,
                                   char *message) {
    return sl_jpeg_decode_rgba_scaled(data, size, 1, rgba, rgba_size, message);
}

sl_jpeg_status sl_jpeg_decode_rgba_scaled(const uint8_t *data, size_t size, unsigned scale_denom, uint8_t *rgba,
                                          size_t rgba_size, char *message) {
    if (scale_denom != 1 && scale_denom != 2 && scale_denom != 4 && scale_denom != 8) {
        if (message) snprintf(message, SL_JPEG_MESSAGE_CAPACITY, "unsupported scale 1/%u", scale_denom);
        return SL_JPEG_UNSUPPORTED;
    }
    struct jpeg_decompress_struct cinfo;
    sl_error_manager manager;
    sl_prepare(&cinfo, &manager, message);
    if (setjmp(manager.escape)) {
        jpeg_destroy_decompress(&cinfo);
        return SL_JPEG_MALFORMED;
    }
    sl_open(&cinfo, &manager, data, size);
    switch (cinfo.jpeg_color_space) {
    case JCS_GRAYSCALE: cinfo.out_color_space = JCS_GRAYSCALE; break;
    case JCS_YCbCr:
    case JCS_RGB: cinfo.out_color_space = JCS_RGB; break;
    case JCS_CMYK:
    case JCS_YCCK: cinfo.out_color_space = JCS_CMYK; break;
    default:
        jpeg_destroy_decompress(&cinfo);
        if (message) snprintf(message, SL_JPEG_MESSAGE_CAPACITY, "unsupported colour space");
        return SL_JPEG_UNSUPPORTED;
    }
    // Scaling by 1/2, 1/4 or 1/8 happens in the inverse DCT: the full-size image never exists.
    cinfo.scale_num = 1;
    cinfo.scale_denom = scale_denom;
    jpeg_calc_output_dimensions(&cinfo);
    uint32_t width = cinfo.output_width, height = cinfo.output_height;
    if ((uint64_t)width * height * 4 != (uint64_t)rgba_size) {
        jpeg_destroy_decompress(&cinfo);
        if (message) snprintf(message, SL_JPEG_MESSAGE_CAPACITY, "output buffer does not fit %ux%u", width, height);
        return SL_JPEG_BUFFER_MISMATCH;
    }
    jpeg_start_decompress(&cinfo);
    while (cinfo.output_scanline < height) {
        JSAMPROW row = rgba + (size_t)cinfo.output_scanline * width * 4;
        if (jpeg_read_scanlines(&cinfo, &row, 1) != 1) break;
        sl_widen_row(row, width, cinfo.out_color_space, cinfo.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return SL_JPEG_OK;
}
