import SwiftSyntax
import TimerMaskCore

/// The effect modifiers: `.shadow`, `.blur`, the colour effects and the compositing group, each
/// becoming its scene modifier (TimerMaskCore's `Modifiers/Shadow.swift`, `Blur.swift`,
/// `ColorEffect.swift`, `CompositingGroup.swift`).
enum EffectModifier: String, CaseIterable {
    case shadow, blur, brightness, contrast, saturation, grayscale, hueRotation, colorMultiply, colorInvert, luminanceToAlpha
    case compositingGroup, drawingGroup, blendMode

    /// What TimerMask reads of it, in one line (for the support table).
    var summary: String {
        switch self {
        case .shadow: "color:, radius:, x:, y: (SwiftUI's defaults): a shadow under every view inside"
        case .blur: "radius: and opaque:"
        case .brightness, .contrast, .saturation, .grayscale: "an amount"
        case .hueRotation: "an Angle"
        case .colorMultiply: "a Color"
        case .colorInvert, .luminanceToAlpha: "no arguments"
        case .compositingGroup, .drawingGroup: "the content as one picture to the effects after it (drawingGroup's options change nothing drawn)"
        case .blendMode: "any of BlendMode's 21 modes"
        }
    }

    /// The warning where TimerMask's drawing is a stated model of SwiftUI's unpublished one.
    var approximation: String? {
        switch self {
        case .shadow: ".shadow(…) is approximated: its alpha blurred by a Gaussian whose standard deviation is the radius (CALayer's convention; SwiftUI's is not published)"
        case .blur: ".blur(…) is approximated: a Gaussian whose standard deviation is the radius (Core Image's convention; SwiftUI's is not published)"
        case .brightness, .contrast, .saturation, .grayscale, .hueRotation, .luminanceToAlpha:
            ".\(rawValue)(…) is approximated by the W3C Filter Effects colour matrix (SwiftUI's numbers are not published)"
        case .colorMultiply, .colorInvert, .compositingGroup, .drawingGroup, .blendMode: nil
        }
    }
}

extension Evaluator {
    func effectModifier(_ modifier: EffectModifier, on view: ViewValue, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> ViewValue {
        func amount(_ what: String, _ range: ClosedRange<Double>) throws -> Double {
            let v = try double(argument(args, nil), e, what)
            guard range.contains(v) else { throw runtime(e, "\(what) \(v) is outside \(range.lowerBound)…\(range.upperBound)") }
            return v
        }
        func radius() throws -> Double {
            let r = try double(argument(args, "radius"), e, "the radius")
            guard (0...SceneLimits.blurRadius).contains(r) else { throw runtime(e, "a radius of \(r) is outside 0…\(Int(SceneLimits.blurRadius)) pt") }
            return r
        }
        let amounts = -100.0...100.0
        if let approximation = modifier.approximation { approximate(Self.calledName(e), approximation) }
        switch modifier {
        case .shadow:
            // `.shadow(color:radius:x:y:)`, every argument but the radius defaulted as in SwiftUI.
            let color = try argument(args, "color").map { try colorValue($0, e) } ?? ShadowStyle.defaultColor
            let offset = -SceneLimits.length...SceneLimits.length
            func distance(_ label: String) throws -> Double {
                let v = try argument(args, label).map { try double($0, e, label) } ?? 0
                guard offset.contains(v) else { throw runtime(e, "the shadow's \(label) \(v) is out of range") }
                return v
            }
            return view.adding(.plain(.shadow(ShadowStyle(color: color, radius: try radius(), x: try distance("x"), y: try distance("y")))))
        case .blur:
            return view.adding(.plain(.blur(radius: try radius(), opaque: try bool(argument(args, "opaque"), default: false, e))))
        case .brightness: return view.adding(.plain(.colorEffect(.brightness(try amount("the brightness", amounts)))))
        case .contrast: return view.adding(.plain(.colorEffect(.contrast(try amount("the contrast", amounts)))))
        case .saturation: return view.adding(.plain(.colorEffect(.saturation(try amount("the saturation", amounts)))))
        case .grayscale: return view.adding(.plain(.colorEffect(.grayscale(try amount("the grayscale amount", 0...1)))))
        case .hueRotation:
            let degrees = try angle(argument(args, nil) ?? .void, e).double
            guard degrees.isFinite, abs(degrees) <= 1_000_000 else { throw runtime(e, "a hue rotation of \(degrees)° is outside ±1000000°") }
            return view.adding(.plain(.colorEffect(.hueRotation(degrees: degrees))))
        case .colorMultiply: return view.adding(.plain(.colorEffect(.colorMultiply(try colorValue(argument(args, nil) ?? .void, e)))))
        case .colorInvert: return view.adding(.plain(.colorEffect(.colorInvert)))
        case .luminanceToAlpha: return view.adding(.plain(.colorEffect(.luminanceToAlpha)))
        case .compositingGroup, .drawingGroup: return view.adding(.plain(.compositingGroup))
        case .blendMode:
            guard case .member(let name, _)? = try argument(args, nil).map(known), let mode = SceneBlendMode(rawValue: name) else {
                throw runtime(e, ".blendMode takes one of \(SceneBlendMode.allCases.map { "." + $0.rawValue }.joined(separator: ", "))")
            }
            return view.adding(.plain(.blendMode(mode)))
        }
    }
}
