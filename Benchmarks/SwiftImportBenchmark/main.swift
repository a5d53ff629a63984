import Foundation
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRender
import TimerMaskSwift

// What reading a widget's Swift source adds to a render: parse + evaluate each example (median
// of 15, release build) against one instant of the same scene rendered (median of 15), the peer
// being the render the user asked for. Goal: the import adds at most 50 ms.
// Run: swift run -c release SwiftImportBenchmark [package root]

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath)
func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return times.sorted()[runs / 2]
}

let cases: [(String, String, SwiftWidgetOptions)] = [
    ("BlinkMask stack (30 layers)", "Examples/BlinkMaskStack/KeyringWidget.swift", SwiftWidgetOptions(lets: ["entry.customFrames": .frames])),
    ("arc masks (30 bands)", "Examples/ArcMask/ArcMaskWidget.swift", SwiftWidgetOptions(lets: ["entry.customFrames": .frames])),
    ("16-font stack", "Examples/FontStack/CatWidget.swift", SwiftWidgetOptions(viewName: "CatWidgetView", width: 364, height: 364, displayScale: 1)),
    ("live timer (with its timeline)", "Examples/LiveTimer/LiveTimerWidget.swift",
     SwiftWidgetOptions(lets: ["entry.dayPrefix": .entryValue("dayPrefix"), "entry.dayStart": .entryValue("dayStart"),
                               "entry.weekPrefix": .entryValue("weekPrefix"), "entry.weekStart": .entryValue("weekStart")],
                        timeline: LiveTimerPreset().timeline)),
]
print("example                         parse+evaluate  one-instant render  (median of 15, ms)")
for (name, path, options) in cases {
    let url = root.appendingPathComponent(path)
    var bundle: SceneBundle? = nil
    let importTime = try median(15) { bundle = try SceneBundle.load(swift: [url], options: options) }
    let renderer = try bundle!.renderer()
    _ = try renderer.render(at: renderer.scene.reference + Rational(1, 2))   // frames decoded once, as a render would
    var k = 0
    let renderTime = try median(15) { k += 1; _ = try renderer.render(at: renderer.scene.reference + Rational(Int128(k), 15)) }
    print(name.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%14.2f  %18.2f", importTime, renderTime))
}
