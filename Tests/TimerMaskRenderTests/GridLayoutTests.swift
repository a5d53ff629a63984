import Foundation
import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// `Grid` of `GridRow`s: columns as wide as their widest cell, rows as tall as their tallest.
struct GridLayoutTests {
    typealias Area = SceneCanvas.Area
    let red = SceneCanvas.red, blue = SceneCanvas.blue, green = SceneCanvas.green
    let black = RGBA.black

    @Test(arguments: [1.0, 2.0])
    func columnsTakeTheirWidestCellAndRowsTheirTallest(scale: Double) throws {
        // Columns 30 and 50 wide, rows 20 and 10 tall, no spacing: the 80 × 30 grid centred in
        // 100 × 100 at (10, 35); each cell centred in its slot.
        let grid = SceneNode(.grid(GridModel(rows: [2, 2], horizontalSpacing: 0, verticalSpacing: 0), children: [
            SceneCanvas.color(red, [SceneCanvas.frame(30, 10)]), SceneCanvas.color(blue, [SceneCanvas.frame(10, 20)]),
            SceneCanvas.color(green, [SceneCanvas.frame(10, 10)]), SceneCanvas.color(black, [SceneCanvas.frame(50, 10)]),
        ]))
        let misses = SceneCanvas.mismatches(try SceneCanvas.render(grid, width: 100, height: 100, scale: scale), scale: scale, [
            Area(x0: 10, y0: 40, x1: 40, y1: 50, color: red), Area(x0: 60, y0: 35, x1: 70, y1: 55, color: blue),
            Area(x0: 20, y0: 55, x1: 30, y1: 65, color: green), Area(x0: 40, y0: 55, x1: 90, y1: 65, color: black),
        ])
        #expect(misses.isEmpty, "\(misses)")
        // The default spacing is 8 both ways: the grid is 88 × 38.
        var spaced = grid
        if case .grid(var model, let children) = spaced.content { model.horizontalSpacing = nil; model.verticalSpacing = nil; spaced.content = .grid(model, children: children) }
        let image = try SceneCanvas.render(spaced, width: 100, height: 100)
        #expect(image.pixel(x: 6, y: 40) == red && image.pixel(x: 5, y: 40) == .clear, "the grid starts at x 6")
    }

    @Test func aViewOutsideARowSpansTheGrid() throws {
        // A 30 + 50 pt row, then a flexible colour 5 pt tall across both columns.
        let grid = SceneNode(.grid(GridModel(rows: [2, nil], horizontalSpacing: 0, verticalSpacing: 0), children: [
            SceneCanvas.color(red, [SceneCanvas.frame(30, 10)]), SceneCanvas.color(blue, [SceneCanvas.frame(50, 10)]),
            SceneCanvas.color(green, [SceneCanvas.frame(nil, 5)]),
        ]))
        let misses = SceneCanvas.mismatches(try SceneCanvas.render(grid, width: 80, height: 15), [
            Area(x0: 0, y0: 0, x1: 30, y1: 10, color: red), Area(x0: 30, y0: 0, x1: 80, y1: 10, color: blue),
            Area(x0: 0, y0: 10, x1: 80, y1: 15, color: green),
        ])
        #expect(misses.isEmpty, "\(misses)")
    }

    @Test func flexibleCellsShareWhatTheGridIsOfferedBeyondItsCells() throws {
        // A fixed 20 pt cell and a flexible colour in one row of a 100 pt grid: the colour takes
        // the other 80 pt (no spacing).
        let grid = SceneNode(.grid(GridModel(rows: [2], horizontalSpacing: 0, verticalSpacing: 0), children: [
            SceneCanvas.color(red, [SceneCanvas.frame(20, 10)]), SceneCanvas.color(blue, [SceneCanvas.frame(nil, 10)]),
        ]))
        let misses = SceneCanvas.mismatches(try SceneCanvas.render(grid, width: 100, height: 10), [
            Area(x0: 0, y0: 0, x1: 20, y1: 10, color: red), Area(x0: 20, y0: 0, x1: 100, y1: 10, color: blue),
        ])
        #expect(misses.isEmpty, "\(misses)")
    }

    @Test func aGridRoundTripsThroughItsSceneFile() throws {
        let grid = SceneNode(.grid(GridModel(rows: [2, nil], rowAlignments: [.top, nil], alignment: .leading, horizontalSpacing: 4, verticalSpacing: nil), children: [
            SceneCanvas.color(red), SceneCanvas.color(blue), SceneCanvas.color(green),
        ]))
        let scene = WidgetScene(width: 10, height: 10, displayScale: 1, reference: SceneDefaults.reference, root: grid)
        let data = try SceneFile.encode(scene)
        #expect(try SceneFile.decode(data, source: "t.json") == scene)
        let bad = #"{"format": 2, "width": 30, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "grid", "rows": [{"cells": [], "span": {"type": "color", "color": "red"}}]}}"#
        #expect(throws: (any Error).self) { try SceneFile.decode(Data(bad.utf8), source: "t.json") }
    }
}
