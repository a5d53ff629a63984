// libpng's full write API, for the compression settings its simplified API does not expose.
// libpng reports errors by longjmp; the jump lands in timermask_png_write, never in Swift.
#include "timermask_png_write.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct output {
    unsigned char *bytes;
    size_t size;
    size_t capacity;
    char *message;
    size_t message_size;
} output;

static void on_error(png_structp png, png_const_charp text) {
    output *out = (output *)png_get_error_ptr(png);
    if (out->message_size > 0) {
        strncpy(out->message, text, out->message_size - 1);
        out->message[out->message_size - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void on_write(png_structp png, png_bytep data, size_t length) {
    output *out = (output *)png_get_io_ptr(png);
    if (out->size + length > out->capacity) {
        size_t capacity = out->capacity * 2 > out->size + length ? out->capacity * 2 : out->size + length;
        unsigned char *grown = realloc(out->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->size, data, length);
    out->size += length;
}

static void on_flush(png_structp png) { (void)png; }

int timermask_png_write(const unsigned char *rgba, unsigned width, unsigned height, int drop_alpha,
                        timermask_png_settings settings, unsigned char **bytes, size_t *size,
                        char *message, size_t message_size) {
    if (message_size > 0) message[0] = 0;
    // What the callbacks change lives on the heap and every local is set before setjmp: after a
    // longjmp, automatic variables changed since setjmp would be indeterminate.
    output *out = calloc(1, sizeof(output));
    png_bytep *rows = malloc(sizeof(png_bytep) * (height == 0 ? 1 : height));
    png_structp png = NULL;
    png_infop info = NULL;
    if (out != NULL) {
        out->capacity = (size_t)width * height + 1024;
        out->bytes = malloc(out->capacity);
        out->message = message;
        out->message_size = message_size;
    }
    if (out != NULL && out->bytes != NULL && rows != NULL)
        png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, on_error, on_warning);
    if (png != NULL) info = png_create_info_struct(png);
    if (info == NULL) {
        if (png != NULL) png_destroy_write_struct(&png, NULL);
        free(rows);
        if (out != NULL) free(out->bytes);
        free(out);
        if (message_size > 0) strncpy(message, "out of memory", message_size - 1);
        return 0;
    }
    for (unsigned y = 0; y < height; y++) rows[y] = (png_bytep)rgba + (size_t)y * width * 4;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        free(out->bytes);
        free(out);
        return 0;
    }

    png_set_write_fn(png, out, on_write, on_flush);
    png_set_IHDR(png, info, width, height, 8, drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, settings.level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, settings.filters);
    png_set_compression_strategy(png, settings.strategy);
    png_set_compression_buffer_size(png, 1 << 16);
    png_write_info(png, info);
    // RGBA in, RGB out: libpng drops the fourth byte of each pixel.
    if (drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    png_write_image(png, rows);
    png_write_end(png, NULL);

    png_destroy_write_struct(&png, &info);
    free(rows);
    *bytes = out->bytes;
    *size = out->size;
    free(out);
    return 1;
}

void timermask_png_free(unsigned char *bytes) { free(bytes); }
