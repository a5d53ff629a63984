/// SwiftUI's colour effects: `.brightness`, `.contrast`, `.saturation`, `.grayscale`,
/// `.hueRotation`, `.colorMultiply`, `.colorInvert`, `.luminanceToAlpha`. Each is a colour
/// matrix (`ColorMatrix`, the W3C numbers) applied to the modified view composited apart.
public enum ColorEffect: Equatable, Sendable {
    case brightness(Double), contrast(Double), saturation(Double), grayscale(Double)
    case hueRotation(degrees: Double)
    case colorMultiply(SceneColorValue)
    case colorInvert, luminanceToAlpha

    /// The effect's matrix, its colour (for `colorMultiply`) in the colour scheme's value.
    public func matrix(_ scheme: ColorSchemeSetting) -> ColorMatrix {
        switch self {
        case .brightness(let v): .brightness(v)
        case .contrast(let v): .contrast(v)
        case .saturation(let v): .saturation(v)
        case .grayscale(let v): .grayscale(v)
        case .hueRotation(let degrees): .hueRotation(degrees: degrees)
        case .colorInvert: .invert
        case .luminanceToAlpha: .luminanceToAlpha
        case .colorMultiply(let color):
            { c in ColorMatrix.multiply(r: Double(c.r) / 255, g: Double(c.g) / 255, b: Double(c.b) / 255, a: Double(c.a) / 255) }(color.resolved(scheme))
        }
    }
}

/// The kind of the colour effects: one scene-file name each.
public struct ColorEffectModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.colorEffect
    public var effect: ColorEffect

    static let amounts = -100.0...100.0
    public static let sceneNames = Keys.allCases.map { (name: $0.rawValue, options: [String]()) }
    enum Keys: String, CodingKey, CaseIterable {
        case brightness, contrast, saturation, grayscale, hueRotation, colorMultiply, colorInvert, luminanceToAlpha
    }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        let key = Keys(rawValue: name)!
        func flag() throws {
            guard try c.decode(Bool.self, forKey: key) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "write \"\(name)\": true, or leave the modifier out")
            }
        }
        switch key {
        case .brightness: return .colorEffect(.brightness(try c.number(key, in: amounts)))
        case .contrast: return .colorEffect(.contrast(try c.number(key, in: amounts)))
        case .saturation: return .colorEffect(.saturation(try c.number(key, in: amounts)))
        case .grayscale: return .colorEffect(.grayscale(try c.number(key, in: 0...1)))
        case .hueRotation: return .colorEffect(.hueRotation(degrees: try c.decode(AngleCoding.self, forKey: key).degrees))
        case .colorMultiply: return .colorEffect(.colorMultiply(try c.decode(SceneColorValue.self, forKey: key)))
        case .colorInvert: try flag(); return .colorEffect(.colorInvert)
        case .luminanceToAlpha: try flag(); return .colorEffect(.luminanceToAlpha)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch effect {
        case .brightness(let v): try c.encode(v, forKey: .brightness)
        case .contrast(let v): try c.encode(v, forKey: .contrast)
        case .saturation(let v): try c.encode(v, forKey: .saturation)
        case .grayscale(let v): try c.encode(v, forKey: .grayscale)
        case .hueRotation(let degrees): try c.encode(AngleCoding(degrees), forKey: .hueRotation)
        case .colorMultiply(let color): try c.encode(color, forKey: .colorMultiply)
        case .colorInvert: try c.encode(true, forKey: .colorInvert)
        case .luminanceToAlpha: try c.encode(true, forKey: .luminanceToAlpha)
        }
    }

    public var modifier: SceneModifier { .colorEffect(effect) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect, filter: .color(effect))
    }
}

extension ColorEffectModifier {
    static let how = "The modified view is composited apart, then each pixel's straight sRGB colour goes through the W3C Filter Effects matrix for the same operation (Apple documents what each does, not its numbers)."
    public static let support = [
        SupportEntry("`.brightness(_:)`", .approximated, "The amount added to each colour channel (Apple: 0 no effect, 1 full white). " + how,
                     pinnedBy: ["LayerEffectTests.brightnessAddsToEachChannel"]),
        SupportEntry("`.contrast(_:)`", .approximated, "Each channel moved from mid-grey by the amount (Apple: negative values invert). " + how,
                     pinnedBy: ["LayerEffectTests.contrastZeroIsMidGreyAndNegativeInverts"]),
        SupportEntry("`.saturation(_:)`", .approximated, "W3C `saturate`: 0 grey, 1 unchanged. " + how,
                     pinnedBy: ["LayerEffectTests.saturationZeroIsTheLuminanceGrey"]),
        SupportEntry("`.grayscale(_:)`", .approximated, "W3C `grayscale` with Rec. 709 weights: 0 unchanged, 1 grey. " + how,
                     pinnedBy: ["LayerEffectTests.grayscaleOneMatchesSaturationZero"]),
        SupportEntry("`.hueRotation(_:)`", .approximated, "W3C `hueRotate`. " + how,
                     pinnedBy: ["LayerEffectTests.hueRotationByAWholeTurnChangesNothing"]),
        SupportEntry("`.colorMultiply(_:)`", .full, "Each channel times the colour's.",
                     pinnedBy: ["LayerEffectTests.colorMultiplyKeepsOnlyTheColoursChannels"]),
        SupportEntry("`.colorInvert()`", .full, "Each colour channel inverted, alpha kept.",
                     pinnedBy: ["LayerEffectTests.colorInvertTurnsWhiteBlack"]),
        SupportEntry("`.luminanceToAlpha()`", .approximated, "W3C `luminanceToAlpha`: black, its alpha the colour's luminance.",
                     pinnedBy: ["LayerEffectTests.luminanceToAlphaMakesWhiteOpaqueAndBlackClear"]),
    ]
}
