import Foundation
import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRender
import TimerMaskSwift

/// Issue 23's corpus (`Tests/Fixtures/WidgetCorpus`): every run of `expectations.json` is
/// rendered as `timermask render --swift FOLDER ARGS` renders it, and what it shows is checked:
/// texts with their fonts, absent texts, colours at points. A run TimerMask cannot render yet
/// is listed in `blocked` with the words of its first refusal, and must still be refused so; a run
/// that starts rendering fails here until it is checked like the others.
struct WidgetCorpusTests {
    static let corpus = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/WidgetCorpus")

    /// Runs not rendered yet (by folder and arguments), with the words their refusal must
    /// contain: what blocks each.
    static let blocked: [String: String] = [:]

    /// Colours at points that differ for a reason another issue builds (run label @x,y → why).
    static let knownDifferences: [String: String] = [:]

    struct Run {
        let folder: String
        let args: [String]
        let json: [String: Any]
    }

    static func runs() throws -> [Run] {
        let data = try Data(contentsOf: corpus.appendingPathComponent("expectations.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let folders = try #require(root["folders"] as? [[String: Any]])
        return folders.flatMap { folder in
            ((folder["runs"] as? [[String: Any]]) ?? []).map { Run(folder: folder["name"] as! String, args: $0["args"] as! [String], json: $0) }
        }
    }

    /// The run's flags as the CLI reads them (the corpus uses --at, --family, --widget, --entry and --let).
    static func options(_ run: Run) throws -> (SwiftWidgetOptions, at: Seconds) {
        var options = SwiftWidgetOptions()
        options.familyIsChosen = false
        options.screen = WidgetSizes.screen(device: WidgetSizes.defaultDevice)
        var at = Seconds.zero
        var i = 0
        while i + 1 < run.args.count {
            let flag = run.args[i], value = run.args[i + 1]
            switch flag {
            case "--at": at = try TimeParser.number(value)
            case "--family":
                options.family = try #require(WidgetSizes.Family(rawValue: value))
                options.familyIsChosen = true
                (options.width, options.height) = try #require(options.screen?.size(options.family))
            case "--widget": options.widgetName = value
            case "--entry":
                let url = corpus.appendingPathComponent(run.folder).appendingPathComponent(value)
                options.entryFile = EntryFile(name: value, data: try Data(contentsOf: url))
            case "--let":
                let (name, letValue) = try SwiftLetValue.parse(value)
                options.lets[name] = letValue
            default: Issue.record("the corpus run \(run.args) uses \(flag), which this test does not read")
            }
            i += 2
        }
        return (options, at)
    }

    @Test func everyRunShowsWhatItsExpectationsSayOrIsRefusedAsListed() throws {
        var checked = 0
        for run in try Self.runs() {
            let (options, at) = try Self.options(run)
            let folder = Self.corpus.appendingPathComponent(run.folder)
            let label = "\(run.folder) \(run.args.joined(separator: " "))"
            let bundle: SceneBundle
            do {
                bundle = try SceneBundle.load(swift: [folder], options: options)
            } catch {
                if let words = Self.blocked[label] {
                    #expect("\(error)".contains(words), "\(label): refused otherwise than listed: \(error)")
                } else {
                    Issue.record("\(label): \(error)")
                }
                continue
            }
            if Self.blocked[label] != nil {
                // It renders now: check it, and take it off the blocked list.
                Issue.record("\(label) renders now; remove it from WidgetCorpusTests.blocked so that its expectations are checked")
            }
            let renderer = try bundle.renderer()
            let rendering = try renderer.render(at: bundle.scene.reference + at)
            let scene = bundle.scene
            let fonts = Dictionary(uniqueKeysWithValues: scene.allTexts.map { ($0.path, $0.text.font) })
            // Texts: each expected (text, font) shown, counted as a multiset.
            var shown = rendering.texts.map { (text: Self.spaced($0.shown), font: fonts[$0.path] ?? "") }
            for expected in (run.json["texts"] as? [[String: Any]]) ?? [] {
                let text = Self.spaced(expected["text"] as! String)
                let font = (expected["font"] as? String).map { String($0.split(separator: "-")[0]) }
                if let k = shown.firstIndex(where: { $0.text == text && (font == nil || $0.font.hasSuffix(font!) || $0.font.contains("/\(font!)")) }) {
                    shown.remove(at: k)
                } else {
                    Issue.record("\(label): '\(text)'\(font.map { " in \($0)" } ?? "") is not shown; shown: \(rendering.texts.map(\.shown))")
                }
            }
            // Boxes: each text with a `within` box [x, y, width, height] is laid out inside it
            // (within 2 pt), some text showing that string in that box.
            for expected in (run.json["texts"] as? [[String: Any]]) ?? [] {
                guard let within = expected["within"] as? [Double], within.count == 4 else { continue }
                let text = Self.spaced(expected["text"] as! String)
                let paths = rendering.texts.filter { Self.spaced($0.shown) == text }.map(\.path)
                let boxes = try renderer.laidOutBoxes(of: paths.map { ($0, 0) }, at: bundle.scene.reference + at).compactMap { $0 }
                let inside = boxes.contains { b in
                    b.x >= within[0] - 2 && b.y >= within[1] - 2 && b.x + b.width <= within[0] + within[2] + 2 && b.y + b.height <= within[1] + within[3] + 2
                }
                #expect(inside, "\(label): '\(text)' is laid out at \(boxes.map { "(\(Int($0.x)), \(Int($0.y)), \(Int($0.width)) × \(Int($0.height)))" }), not within \(within): \(expected["reason"] ?? "")")
            }
            for absent in (run.json["absentTexts"] as? [[String: Any]]) ?? [] {
                let text = Self.spaced(absent["text"] as! String)
                #expect(!rendering.texts.contains { Self.spaced($0.shown) == text }, "\(label): '\(text)' is shown")
            }
            for colour in (run.json["colors"] as? [[String: Any]]) ?? [] {
                let at = colour["at"] as! [Double], rgb = colour["rgb"] as! [Int], tolerance = colour["tolerance"] as? Int ?? 2
                let x = Int(at[0] * scene.displayScale), y = Int(at[1] * scene.displayScale)
                let pixel = rendering.image.pixel(x: x, y: y)
                let got = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
                let key = "\(label) @\(Int(at[0])),\(Int(at[1]))"
                if let reason = Self.knownDifferences[key] {
                    // Known to differ until `reason` is built: it must still differ, so that it is checked once it does not.
                    #expect(!zip(got, rgb).allSatisfy { abs($0 - $1) <= tolerance }, "\(key) matches now; remove it from knownDifferences (\(reason))")
                    continue
                }
                #expect(zip(got, rgb).allSatisfy { abs($0 - $1) <= tolerance }, "\(label): at \(at) \(got), expected \(rgb): \(colour["reason"] ?? "")")
            }
            checked += 1
        }
        #expect(try checked == Self.runs().count, "every corpus run renders and was checked")
    }

    /// A text with U+202F (iOS 17's space before AM/PM) read as a space.
    static func spaced(_ text: String) -> String { text.replacingOccurrences(of: "\u{202F}", with: " ") }
}
