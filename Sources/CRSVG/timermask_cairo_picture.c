// One picture drawn by cairo in this process, exactly as librsvg draws an SVG <image>: see
// timermask_rsvg.h (timermask_picture_draw) for when TimerMask does this.
//
// cairo is loaded on its own (timermask_cairo.c; librsvg stays out of this process). The steps
// are the worker's and librsvg's: the picture is painted into a recording surface under the
// glyph's transform then the <image>'s (translate to its x and y, scale its pixels onto its
// width and height), as a pattern that pads its edges and filters with CAIRO_FILTER_GOOD, clipped
// to the picture; the recording's ink box is the picture's box, and the recording is replayed
// into a cleared ARGB32 canvas of that box.
#include "timermask_cairo_steps.h"

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
    // The picture's words as they are (opaque, so premultiplying would change nothing).
    cairo_surface_t *picture = cairo->cairo_image_surface_create_for_data(request->words, TIMERMASK_CAIRO_FORMAT_ARGB32, request->width,
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
    int64_t box[4];
    result->status = timermask_cairo_ink_box(cairo, recording, request->maximum_pixels, box);
    result->left = (int32_t)box[0];
    result->top = (int32_t)box[1];
    result->width = (int32_t)box[2];
    result->height = (int32_t)box[3];
    if (result->status == TIMERMASK_SVG_DRAWN) {
        uint8_t *canvas = malloc((size_t)(box[2] * box[3] * 4));
        result->status = canvas ? timermask_cairo_replay(cairo, recording, canvas, box) : TIMERMASK_SVG_NO_PICTURE;
        if (result->status == TIMERMASK_SVG_DRAWN) {
            timermask_cairo_rgba(canvas, canvas, (size_t)(box[2] * box[3]));
            result->pixels = canvas;
        } else {
            free(canvas);
        }
    }
    cairo->cairo_surface_destroy(recording);
    cairo->cairo_surface_destroy(picture);
}
