// One picture drawn by cairo in this process, exactly as librsvg draws an SVG <image>: see
// timermask_rsvg.h (timermask_picture_draw) for when TimerMask does this.
//
// cairo is loaded on its own (timermask_cairo.c; librsvg stays out of this process). The steps
// are the worker's and librsvg's: the picture is painted into a recording surface under the
// glyph's transform then the <image>'s (translate to its x and y, scale its pixels onto its
// width and height), as a pattern that pads its edges and filters with CAIRO_FILTER_GOOD, clipped
// to the picture; the recording's ink box is the picture's box, and the recording is replayed
// into a cleared ARGB32 canvas of that box.
#include "timermask_rsvg.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void timermask_picture_draw(const timermask_picture_request *request, timermask_svg_result *result) {
    memset(result, 0, sizeof *result);
    const timermask_cairo *cairo = timermask_cairo_load();
    if (!cairo) {
        result->status = TIMERMASK_SVG_UNLOADABLE;
        snprintf(result->message, sizeof result->message, "cairo could not be loaded");
        return;
    }
    // The picture as cairo's ARGB32: one native-endian premultiplied word a pixel (opaque here,
    // so premultiplying changes nothing), converted in place.
    uint8_t *bytes = request->rgba;
    size_t count = (size_t)request->width * (size_t)request->height;
    for (size_t i = 0; i < count; i++) {
        uint8_t *p = bytes + 4 * i;
        uint32_t word = (uint32_t)p[3] << 24 | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
        memcpy(p, &word, 4);
    }
    cairo_surface_t *picture = cairo->cairo_image_surface_create_for_data(bytes, TIMERMASK_CAIRO_FORMAT_ARGB32, request->width,
                                                                         request->height, request->width * 4);
    if (cairo->cairo_surface_status(picture) != TIMERMASK_CAIRO_STATUS_SUCCESS) {
        cairo->cairo_surface_destroy(picture);
        result->status = TIMERMASK_SVG_NO_PICTURE;
        return;
    }
    cairo_surface_t *recording = cairo->cairo_recording_surface_create(TIMERMASK_CAIRO_CONTENT_COLOR_ALPHA, NULL);
    cairo_t *recorder = cairo->cairo_create(recording);
    cairo->cairo_translate(recorder, request->dx, request->dy);
    cairo->cairo_scale(recorder, request->scale, request->scale);
    cairo->cairo_translate(recorder, request->x, request->y);
    cairo->cairo_scale(recorder, request->box_width / request->width, request->box_height / request->height);
    cairo_pattern_t *pattern = cairo->cairo_pattern_create_for_surface(picture);
    cairo->cairo_pattern_set_extend(pattern, TIMERMASK_CAIRO_EXTEND_PAD);
    cairo->cairo_pattern_set_filter(pattern, TIMERMASK_CAIRO_FILTER_GOOD);
    cairo->cairo_set_source(recorder, pattern);
    cairo->cairo_rectangle(recorder, 0, 0, request->width, request->height);
    cairo->cairo_clip(recorder);
    cairo->cairo_paint(recorder);
    cairo->cairo_destroy(recorder);
    cairo->cairo_pattern_destroy(pattern);
    double x = 0, y = 0, width = 0, height = 0;
    cairo->cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height);
    double box[4] = {floor(x), floor(y), ceil(x + width), ceil(y + height)};
    int usable = width > 0 && height > 0;
    for (int i = 0; i < 4 && usable; i++) usable = isfinite(box[i]) && fabs(box[i]) < 1e9;
    int64_t left = usable ? (int64_t)box[0] : 0, top = usable ? (int64_t)box[1] : 0;
    int64_t w = usable ? (int64_t)box[2] - left : 0, h = usable ? (int64_t)box[3] - top : 0;
    result->left = (int32_t)left;
    result->top = (int32_t)top;
    result->width = (int32_t)w;
    result->height = (int32_t)h;
    if (!(width > 0 && height > 0)) {
        result->status = TIMERMASK_SVG_EMPTY;
    } else if (!usable) {
        result->status = TIMERMASK_SVG_OUT_OF_RANGE;
    } else if (w * h > request->maximum_pixels) {
        result->status = TIMERMASK_SVG_OVER_PIXELS;
    } else {
        uint32_t *canvas = calloc((size_t)(w * h), 4);
        cairo_surface_t *surface = canvas ? cairo->cairo_image_surface_create_for_data((unsigned char *)canvas, TIMERMASK_CAIRO_FORMAT_ARGB32,
                                                                                     (int)w, (int)h, (int)w * 4) : NULL;
        if (!canvas || cairo->cairo_surface_status(surface) != TIMERMASK_CAIRO_STATUS_SUCCESS) {
            result->status = TIMERMASK_SVG_NO_PICTURE;
        } else {
            cairo_t *painter = cairo->cairo_create(surface);
            cairo->cairo_set_source_surface(painter, recording, (double)-left, (double)-top);
            cairo->cairo_paint(painter);
            cairo->cairo_destroy(painter);
            cairo->cairo_surface_flush(surface);
            // Back to premultiplied RGBA bytes, in place.
            size_t pixels = (size_t)(w * h);
            uint8_t *out = (uint8_t *)canvas;
            for (size_t i = 0; i < pixels; i++) {
                uint32_t word = canvas[i];
                out[4 * i] = (uint8_t)(word >> 16);
                out[4 * i + 1] = (uint8_t)(word >> 8);
                out[4 * i + 2] = (uint8_t)word;
                out[4 * i + 3] = (uint8_t)(word >> 24);
            }
            result->pixels = out;
            canvas = NULL;
            result->status = TIMERMASK_SVG_DRAWN;
        }
        if (surface) cairo->cairo_surface_destroy(surface);
        free(canvas);
    }
    cairo->cairo_surface_destroy(recording);
    cairo->cairo_surface_destroy(picture);
}
