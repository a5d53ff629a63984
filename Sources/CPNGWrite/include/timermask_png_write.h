#ifndef TIMERMASK_PNG_WRITE_H
#define TIMERMASK_PNG_WRITE_H

#include <stddef.h>

/// Compression settings for libpng's writer: zlib level 0-9, a mask of PNG_FILTER_* bits
/// (one filter, or several for libpng to choose per row) and a zlib strategy (Z_DEFAULT_STRATEGY,
/// Z_FILTERED, Z_RLE, ...).
typedef struct timermask_png_settings {
    int level;
    int filters;
    int strategy;
} timermask_png_settings;

/// Encodes `height` rows of `width` RGBA pixels (8 bits a channel, straight alpha) as PNG.
/// With `drop_alpha` the file is RGB (every alpha byte must be 255). On success returns 1 and
/// sets `*bytes` (release with timermask_png_free) and `*size`; on failure returns 0 with
/// libpng's message in `message`. libpng's errors longjmp only inside this C file.
int timermask_png_write(const unsigned char *rgba, unsigned width, unsigned height, int drop_alpha,
                        timermask_png_settings settings, unsigned char **bytes, size_t *size,
                        char *message, size_t message_size);

void timermask_png_free(unsigned char *bytes);

#endif
