import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
@testable import TimerMaskSwift

/// The effect modifiers as Swift source writes them, built into their scene modifiers with
/// SwiftUI's defaults; each approximation is a warning at its place.
struct EffectModifierTests {
    func built(_ modifiers: String) throws -> (modifiers: [SceneModifier], warnings: [String]) {
        let bundle = try ApproximationWarningTests().load("struct V: View {\n    var body: some View { Color.red\(modifiers) }\n}\n")
        return (bundle.scene.root.modifiers, bundle.warnings.map { "\($0)" })
    }

    @Test func shadowTakesSwiftUIsDefaultsAndItsArguments() throws {
        #expect(try built(".shadow(radius: 3)").modifiers == [.shadow(ShadowStyle(radius: 3))])
        #expect(try built(".shadow(color: .black, radius: 4, x: 0, y: 2)").modifiers
                == [.shadow(ShadowStyle(color: .fixed(.black), radius: 4, x: 0, y: 2))])
        let warned = try built(".shadow(radius: 3)").warnings
        #expect(warned.count == 1 && warned[0].contains("W.swift:2:37: .shadow(…) is approximated"), "\(warned)")
    }

    @Test func blurAndTheColourEffectsBecomeTheirSceneModifiers() throws {
        let (modifiers, warnings) = try built(".blur(radius: 2, opaque: true).brightness(0.1).contrast(1.2).saturation(0).grayscale(0.5).hueRotation(.degrees(90)).colorMultiply(.blue).colorInvert().luminanceToAlpha()")
        #expect(modifiers == [.blur(radius: 2, opaque: true), .colorEffect(.brightness(0.1)), .colorEffect(.contrast(1.2)), .colorEffect(.saturation(0)),
                              .colorEffect(.grayscale(0.5)), .colorEffect(.hueRotation(degrees: 90)), .colorEffect(.colorMultiply(.system("blue"))),
                              .colorEffect(.colorInvert), .colorEffect(.luminanceToAlpha)])
        // One warning for each approximated effect; colorMultiply and colorInvert are exact.
        #expect(warnings.count == 7, "\(warnings)")
    }

    @Test func drawingGroupGroupsAsACompositingGroupDoes() throws {
        #expect(try built(".drawingGroup()").modifiers == [.compositingGroup])
        #expect(try built(".drawingGroup(opaque: false)").modifiers == [.compositingGroup])
        #expect(try built(".compositingGroup().opacity(0.5)").modifiers == [.compositingGroup, .opacity(0.5)])
        #expect(try built(".compositingGroup()").warnings.isEmpty)
    }

    @Test func outOfRangeAmountsAreRefusedAtTheirPlace() throws {
        for (modifiers, message) in [(".grayscale(2)", "the grayscale amount 2.0 is outside 0.0…1.0"),
                                     (".blur(radius: -1)", "a radius of -1.0 is outside 0…1000 pt"),
                                     (".shadow(radius: 1e9)", "a radius of 1000000000.0 is outside 0…1000 pt"),
                                     (".hueRotation(.degrees(.infinity))", "a hue rotation of inf° is outside ±1000000°")] {
            #expect(throws: (any Error).self) { try built(modifiers) }
            do { _ = try built(modifiers) } catch { #expect("\(error)".contains("W.swift:2:") && "\(error)".contains(message), "\(error)") }
        }
    }

    @Test func blendModeTakesAnyOfItsModes() throws {
        #expect(try built(".blendMode(.multiply)").modifiers == [.blendMode(.multiply)])
        #expect(try built(".blendMode(.destinationOut)").modifiers == [.blendMode(.destinationOut)])
        #expect(throws: (any Error).self) { try built(".blendMode(.sparkle)") }
    }
}
